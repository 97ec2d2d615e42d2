import XCTest
import FolioCore
@testable import FolioSite

/// The print page takes each chapter's body from the chapter's own page (`PrintChapterRenderer.body(fromPage:…)`)
/// instead of rendering the tree again; both ways must give the same HTML.
final class PrintBodyFromPageTests: XCTestCase {
    // Every chapter and part page of the default book: headings shifted (not the comment thread's),
    // "also in" links dropped, ids prefixed, links made in-page, short pairs marked.
    func testBodiesFromPagesEqualRenderedBodiesInTheDefaultBook() throws {
        let (loaded, _) = BookLoader.load(contentDirectory: SiteFixtures.root.appendingPathComponent("Content"))
        let book = try XCTUnwrap(loaded)
        let links = SiteLinks(book: book)
        let pageRenderer = ChapterRenderer(links: links, alsoIn: AlsoInLinks(book: book, topics: links.crossLinks.topics))
        let anchors = PrintAnchors(book: book)
        let printRenderer = PrintChapterRenderer(renderer: ChapterRenderer(links: links), anchors: anchors, language: nil)
        var compared = 0, withComments = 0, withAlsoIn = 0, shifted = Set<Int>()
        for edition in book.editions {
            for part in edition.parts {
                for chapter in part.pages {
                    let page = pageRenderer.render(chapter, pagePath: chapter.outputPath).html
                    let shift = PrintBook.headingShift(of: chapter, in: part)
                    XCTAssertEqual(PrintChapterRenderer.body(fromPage: page, of: chapter, headingShift: shift, anchors: anchors),
                                   printRenderer.render(chapter, headingShift: shift), chapter.id)
                    compared += 1
                    if page.contains("<section class=\"comments\"") { withComments += 1 }
                    if page.contains("<p class=\"also-in\">") { withAlsoIn += 1 }
                    shifted.insert(shift)
                }
            }
        }
        // The book has what the conversion must handle, so the comparison is not empty.
        XCTAssertGreaterThan(compared, 50)
        XCTAssertGreaterThan(withComments, 0)
        XCTAssertGreaterThan(withAlsoIn, 10)
        XCTAssertEqual(shifted, [1, 2])
    }

    // A heading at level 6 stays at 6; the comment thread's heading keeps level 2.
    func testHeadingLevelsAreCappedAndTheCommentHeadingKept() {
        let html = "<h5 id=\"a\">A</h5>\n<section class=\"comments\" aria-labelledby=\"comments-title\"><h2 id=\"comments-title\">C</h2>\n</section>\n<h2>B</h2>\n"
        XCTAssertEqual(PrintMarkup.finish(html, prefix: "p--", sitePath: "x.html", page: PrintMarkup.PageEdits(headingShift: 2)),
                       "<h6 id=\"p--a\">A</h6>\n<section class=\"comments\" aria-labelledby=\"p--comments-title\"><h2 id=\"p--comments-title\">C</h2>\n</section>\n<h4>B</h4>\n")
    }

    // The print page waits for a body still being made, and stops waiting when the pages end without it.
    func testPendingBodiesAreWaitedForUntilClosed() {
        let bodies = PrintBodies()
        let got = expectation(description: "body read")
        DispatchQueue.global().async {
            XCTAssertEqual(bodies.body(of: "a/01"), Array("<p>A</p>".utf8))
            XCTAssertEqual(bodies.body(of: "a/02"), [])
            got.fulfill()
        }
        Thread.sleep(forTimeInterval: 0.05)
        bodies.add(Array("<p>A</p>".utf8), chapterID: "a/01")
        bodies.close()
        wait(for: [got], timeout: 5)
    }

    // Readers waiting for different chapters are each woken by their own body; a body added before
    // anyone asks is returned at once.
    func testEachWaitingReaderGetsItsBody() {
        let bodies = PrintBodies()
        bodies.add(Array("<p>0</p>".utf8), chapterID: "a/00")
        XCTAssertEqual(bodies.body(of: "a/00"), Array("<p>0</p>".utf8))
        let got = expectation(description: "bodies read")
        got.expectedFulfillmentCount = 2
        for id in ["a/01", "a/02"] {
            DispatchQueue.global().async {
                XCTAssertEqual(bodies.body(of: id), Array("<p>\(id)</p>".utf8))
                got.fulfill()
            }
        }
        Thread.sleep(forTimeInterval: 0.05)
        bodies.add(Array("<p>a/02</p>".utf8), chapterID: "a/02")
        bodies.add(Array("<p>a/01</p>".utf8), chapterID: "a/01")
        wait(for: [got], timeout: 5)  // without close(): each body must wake its own reader
        bodies.close()
    }

    // With the order known, a waiting reader is woken when its body and the next ones are there
    // (a batch), or when the pages end.
    func testReaderIsWokenForABatchOfBodies() {
        let bodies = PrintBodies(order: ["a/01", "a/02", "a/03"])
        let done = Flag()
        let got = expectation(description: "body read")
        DispatchQueue.global().async {
            XCTAssertEqual(bodies.body(of: "a/02"), Array("2".utf8))
            done.set()
            got.fulfill()
        }
        Thread.sleep(forTimeInterval: 0.05)
        bodies.add(Array("2".utf8), chapterID: "a/02")
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertFalse(done.isSet)  // a/03 is not there yet
        bodies.add(Array("3".utf8), chapterID: "a/03")
        wait(for: [got], timeout: 5)
        XCTAssertTrue(done.isSet)
        bodies.close()
    }
}

extension PrintBodyFromPageTests {
    // A body is dropped once read; read again, it is made again; one never added stays empty.
    func testABodyReadTwiceIsMadeAgain() {
        final class Calls: @unchecked Sendable { var ids: [String] = [] }
        let calls = Calls()
        let bodies = PrintBodies(order: ["a/01"], remake: { id in calls.ids.append(id); return Array("again \(id)".utf8) })
        bodies.add(Array("first".utf8), chapterID: "a/01")
        XCTAssertEqual(bodies.body(of: "a/01"), Array("first".utf8))
        XCTAssertEqual(bodies.body(of: "a/01"), Array("again a/01".utf8))
        bodies.close()
        XCTAssertEqual(bodies.body(of: "a/02"), [])
        XCTAssertEqual(calls.ids, ["a/01"])
    }
}

/// A flag set on one thread and read on another.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.lock(); value = true; lock.unlock() }
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
}
