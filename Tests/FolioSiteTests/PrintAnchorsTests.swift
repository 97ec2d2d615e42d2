import XCTest
import FolioCore
@testable import FolioSite

final class PrintAnchorsTests: XCTestCase {
    // Each held page gets a top id: editions `ed-`, chapters, part pages and colophons `ch-`.
    func testTopIdsOfEveryHeldPage() throws {
        let anchors = PrintAnchors(book: try PrintFixture.book())
        XCTAssertEqual(["a/index.html", "a/01-controls.html", "a/colophon.html", "b/01-part.html", "index.html", "toc.html"]
            .map { anchors.topID(ofSitePath: $0) },
                       ["ed-a", "ch-a-01-controls", "ch-a-colophon", "ch-b-01-part", "cover", "contents"])
    }

    // Hrefs are rewritten relative to the page they were written on; unknown anchors go to the page's top.
    func testRewritesHrefsFromAPage() throws {
        let anchors = PrintAnchors(book: try PrintFixture.book())
        let from = "a/01-controls.html"
        XCTAssertEqual(anchors.rewrite("#progress-bars", from: from), "#ch-a-01-controls--progress-bars")
        XCTAssertEqual(anchors.rewrite("#nope", from: from), "#ch-a-01-controls")
        XCTAssertEqual(anchors.rewrite("02-sliders.md#usage", from: from), "#ch-a-02-sliders--usage")
        XCTAssertEqual(anchors.rewrite("../b/02-usage.html?x=1#usage", from: from), "#ch-b-02-usage--usage")
        XCTAssertEqual(anchors.rewrite("../index.html", from: from), "#cover")
        XCTAssertEqual(anchors.rewrite("colophon.md", from: from), "#ch-a-colophon")
        XCTAssertEqual(anchors.rewrite("files/guide.pdf#p2", from: from), "a/files/guide.pdf#p2")
        XCTAssertEqual(anchors.rewrite("mailto:x@example.com", from: from), "mailto:x@example.com")
        XCTAssertEqual(anchors.rewrite("https://example.com/#top", from: from), "https://example.com/#top")
    }

    // Back-matter pages are held too: links to them and to their ids become in-page anchors.
    func testBackMatterPagesAreLinkTargets() throws {
        let glossary = PrintTestSupport.glossary()
        let anchors = PrintAnchors(book: try PrintFixture.book(), backMatter: [glossary])
        XCTAssertEqual(anchors.rewrite("../glossary.html#sliders", from: "a/01-controls.html"), "#glossary--sliders")
        XCTAssertEqual(anchors.rewrite("../glossary.html", from: "a/01-controls.html"), "#glossary")
    }

    // Ids are sanitized to ASCII with single hyphens, so a prefixed id (`top--anchor`) never equals a top id.
    func testSanitizedIdsHaveNoDoubleHyphens() {
        XCTAssertEqual(PrintAnchors.sanitized("ios 10/07--ui_controls.v2"), "ios-10-07-ui_controls-v2")
        XCTAssertEqual(PrintAnchors.sanitized("术语"), "x")
    }

    // Paths resolve as their pieces say (`..` up, `.` stays, empty pieces dropped), also on the
    // shortcut taken for plain paths.
    func testResolvingFollowsThePieces() {
        func reference(_ path: String, _ sitePath: String) -> String {
            var components = path.hasPrefix("/") ? [] : sitePath.split(separator: "/").map(String.init).dropLast()
            for piece in path.split(separator: "/") {
                if piece == ".." { components = components.dropLast() } else if piece != "." { components.append(String(piece)) }
            }
            return components.joined(separator: "/")
        }
        let paths = ["", "a.png", "img/a.png", "../img/a.png", "./a.png", "/abs/a.png", "img//a.png", "img/", ".hidden",
                     "img/.hidden/a", "a/./b", "a/../b", "..", ".", "x.y.z/w.v"]
        for sitePath in ["index.html", "ios10/07-x.html", "a/b/c.html"] {
            for path in paths {
                XCTAssertEqual(PrintAnchors.resolve(path, from: sitePath), reference(path, sitePath), "\(path) from \(sitePath)")
            }
        }
        XCTAssertTrue(PrintAnchors.hasScheme("https://x") && PrintAnchors.hasScheme("x-y.z+1:rest"))
        XCTAssertFalse(PrintAnchors.hasScheme(":no") || PrintAnchors.hasScheme("a b:c") || PrintAnchors.hasScheme("plain")
                       || PrintAnchors.hasScheme("中文:x"))
    }
}
