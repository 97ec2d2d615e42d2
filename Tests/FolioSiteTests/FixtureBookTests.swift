import XCTest
import FolioCore
@testable import FolioSite

final class FixtureBookTests: XCTestCase {
    private let expectedFolder = SiteFixtures.book("small-book").appendingPathComponent("expected")

    private func generated() throws -> [String: String] {
        let result = SiteBuilder.generate(SiteFixtures.options(book: "small-book", output: SiteFixtures.temporaryFolder()))
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }, [])
        let files = try XCTUnwrap(result.files)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.data, as: UTF8.self)) })
    }

    // Each chapter page's <main> equals the reviewed expectation (set FOLIO_UPDATE_EXPECTED=1 to rewrite them).
    func testChapterPagesMatchExpectedOutput() throws {
        let pages = try generated()
        let checked = ["demo/01-controls.html", "second/01-part.html", "second/02-sliders.html", "demo/index.html", "index.html"]
        for path in checked {
            let main = SiteFixtures.main(of: try XCTUnwrap(pages[path], "missing \(path)"))
            let expectedURL = expectedFolder.appendingPathComponent(path.replacingOccurrences(of: "/", with: "__") + ".main.html")
            if ProcessInfo.processInfo.environment["FOLIO_UPDATE_EXPECTED"] == "1" {
                try FileManager.default.createDirectory(at: expectedFolder, withIntermediateDirectories: true)
                try main.write(to: expectedURL, atomically: false, encoding: .utf8)
            }
            XCTAssertEqual(main, try String(contentsOf: expectedURL, encoding: .utf8), "page \(path)")
        }
    }

    // A chapter template that fails while chapter pages are written as they are made stops the build
    // with that one error, at its place, and writes nothing (the output folder is not created).
    func testAChapterTemplateErrorStopsTheBuildWithOneError() throws {
        let folder = SiteFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("Theme")
        try FileManager.default.createDirectory(at: theme.appendingPathComponent("partials"), withIntermediateDirectories: true)
        try "{{>partials/loop}}".write(to: theme.appendingPathComponent("partials/loop.mustache"), atomically: true, encoding: .utf8)
        try "<main>{{>partials/loop}}</main>".write(to: theme.appendingPathComponent("chapter.mustache"), atomically: true, encoding: .utf8)
        var options = SiteFixtures.options(book: "small-book", output: folder.appendingPathComponent("Site"))
        options.overrideTemplatesDirectory = theme
        let report = SiteBuilder.build(options)
        let errors = report.diagnostics.filter { $0.severity == .error }.map(\.description)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(errors.first?.contains("partials/loop.mustache:1:1: error: 'partials/loop' nested more than 100 levels deep") == true, "\(errors)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Site").path))
    }

    // The build reports the unresolved reference at its file, line and column.
    func testReportsUnresolvedReferenceWithPosition() {
        let result = SiteBuilder.generate(SiteFixtures.options(book: "small-book", output: SiteFixtures.temporaryFolder()))
        XCTAssertEqual(result.diagnostics.map(\.description).filter { $0.contains("unresolved") }, [
            "Content/demo/01-controls.md:18:34: warning: [unresolved-reference] unresolved reference to 'Nowhere': no section or chapter has this title",
        ])
    }

    // A by-title reference resolves across editions, to the section's anchor on the other page.
    func testResolvesReferenceInAnotherEdition() throws {
        let page = try XCTUnwrap(try generated()["second/02-sliders.html"])
        XCTAssertTrue(page.contains("<a href=\"../demo/01-controls.html#progress-bars\">进度条</a>"), page)
    }

    // The trail runs from the edition, through the part, to the page itself (not a link); the book is
    // the top bar's own link and is not repeated.
    func testBreadcrumbsRunFromEditionToThePage() throws {
        let pages = try generated()
        func trail(_ path: String) throws -> String {
            let page = try XCTUnwrap(pages[path], "missing \(path)")
            guard let start = page.range(of: "<ol>\n", range: try XCTUnwrap(page.range(of: "class=\"breadcrumbs\""), path).upperBound..<page.endIndex),
                  let end = page.range(of: "</ol>", range: start.upperBound..<page.endIndex) else { return "" }
            return String(page[start.upperBound..<end.lowerBound])
        }
        XCTAssertEqual(try trail("second/02-sliders.html"), """
            <li><a href="index.html">second</a></li>
            <li><a href="01-part.html">规划</a></li>
            <li><span aria-current="page">滑块</span></li>

            """)
        XCTAssertEqual(try trail("demo/index.html"), "<li><span aria-current=\"page\">Demo Edition</span></li>\n")
    }

    // Building twice gives byte-identical files.
    func testOutputIsDeterministic() throws {
        XCTAssertEqual(try generated(), try generated())
    }

    // Every internal link of every page points to a page that exists and, with a fragment, to an id on it.
    func testEveryInternalLinkResolves() throws {
        let pages = try generated()
        for (path, html) in pages where path.hasSuffix(".html") {
            for href in LinkScanner.hrefs(in: html) where !href.hasPrefix("http") && !href.hasPrefix("mailto:") {
                let (target, fragment) = LinkScanner.resolve(href, from: path)
                let targetHTML = target == path ? html : pages[target]
                XCTAssertNotNil(targetHTML, "\(path): link to missing page \(href)")
                if let fragment, let targetHTML {
                    XCTAssertTrue(targetHTML.contains("id=\"\(fragment)\""), "\(path): link to missing anchor \(href)")
                }
            }
        }
    }
}

/// Finds and resolves `href`s in generated HTML.
enum LinkScanner {
    static func hrefs(in html: String) -> [String] {
        html.components(separatedBy: "href=\"").dropFirst().compactMap { $0.split(separator: "\"", maxSplits: 1).first.map(String.init) }
    }

    /// The site path and fragment an href from page `from` points to.
    static func resolve(_ href: String, from: String) -> (path: String, fragment: String?) {
        let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let fragment = parts.count > 1 ? parts[1] : nil
        guard !parts[0].isEmpty else { return (from, fragment) }
        var components = from.split(separator: "/").map(String.init).dropLast()
        for piece in parts[0].split(separator: "/") {
            if piece == ".." { components = components.dropLast() } else if piece != "." { components.append(String(piece)) }
        }
        return (components.joined(separator: "/"), fragment)
    }
}
