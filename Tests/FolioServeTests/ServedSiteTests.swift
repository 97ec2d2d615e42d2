@testable import FolioServe
import XCTest

/// The served snapshot: publishing, updating, generations and waiting for a new one.
final class ServedSiteTests: XCTestCase {
    func testPublishReplacesEverythingAndBumpsTheGeneration() {
        let site = ServedSite()
        XCTAssertEqual(site.generation, 0)
        XCTAssertEqual(site.state, ServedState(generation: 0, overlay: nil))
        site.publish(["a.html": [1], "b.css": [2]], problems: ["a.html": "e"], overlay: "errors")
        XCTAssertEqual(site.generation, 1)
        XCTAssertEqual(site.file(at: "a.html"), [1])
        XCTAssertEqual(site.problem(at: "a.html"), "e")
        XCTAssertEqual(site.state, ServedState(generation: 1, overlay: "errors"))
        site.publish(["c.js": [3]])
        XCTAssertEqual(site.generation, 2)
        XCTAssertEqual(site.paths, ["c.js"])
        XCTAssertNil(site.problem(at: "a.html"))
        XCTAssertNil(site.state.overlay)
    }

    func testUpdateChangesAndRemovesFilesAndReplacesProblems() {
        let site = ServedSite()
        site.publish(["a.html": [1], "b.css": [2], "c.js": [3]], problems: ["a.html": "e"], overlay: "x")
        site.update(changing: ["b.css": [9], "d.png": [4]], removing: ["c.js"])
        XCTAssertEqual(site.generation, 2)
        XCTAssertEqual(site.paths, ["a.html", "b.css", "d.png"])
        XCTAssertEqual(site.file(at: "b.css"), [9])
        XCTAssertNil(site.problem(at: "a.html"))
        XCTAssertNil(site.state.overlay)
        site.update(changing: ["c.js": [5]], removing: ["c.js"])
        XCTAssertEqual(site.file(at: "c.js"), [5], "a path both changed and removed ends changed")
    }

    func testWaitReturnsAtOnceWhenAlreadyPastAndWakesOnPublish() {
        let site = ServedSite()
        site.publish([:])
        XCTAssertEqual(site.waitForState(after: 0, until: .distantFuture).generation, 1)
        let published = Date()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { site.publish([:], overlay: "o") }
        let state = site.waitForState(after: 1, until: Date().addingTimeInterval(10))
        XCTAssertEqual(state, ServedState(generation: 2, overlay: "o"))
        XCTAssertLessThan(Date().timeIntervalSince(published), 9, "woken by the publish, not the deadline")
    }

    func testWaitEndsAtTheDeadlineOrWhenToldToStop() {
        let site = ServedSite()
        XCTAssertEqual(site.waitForState(after: 0, until: Date().addingTimeInterval(0.05)).generation, 0)
        let stop = Failures()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
            stop.add("stop")
            site.wakeWaiters()
        }
        XCTAssertEqual(site.waitForState(after: 0, until: .distantFuture) { !stop.all.isEmpty }.generation, 0)
    }

    func testStateJSONEscapesTheOverlay() {
        XCTAssertEqual(ServedState(generation: 3, overlay: nil).json, "{\"generation\":3,\"overlay\":null}")
        XCTAssertEqual(ServedState(generation: 4, overlay: "a \"b\"\\\n中").json, "{\"generation\":4,\"overlay\":\"a \\\"b\\\"\\\\\\n中\"}")
    }

    func testLiveScriptInjectionIsExactlyReversible() {
        let pages = ["<html><body>x</body></html>", "<body>a</body><!-- after --></body>tail", "no body", "",
                     "<BODY>x</Body>", "<script data-folio-live src=\"/_folio/live.js\"></script></body>"]
        for page in pages {
            let injected = LiveScript.injecting(into: Array(page.utf8))
            XCTAssertEqual(injected.count, page.utf8.count + LiveScript.tag.utf8.count, page)
            XCTAssertEqual(LiveScript.removing(from: injected), Array(page.utf8), page)
        }
        XCTAssertEqual(String(decoding: LiveScript.injecting(into: Array("<body>a</body>b</body>c".utf8)), as: UTF8.self),
                       "<body>a</body>b" + LiveScript.tag + "</body>c")
        XCTAssertEqual(String(decoding: LiveScript.injecting(into: Array("<BODY>x</Body>".utf8)), as: UTF8.self),
                       "<BODY>x" + LiveScript.tag + "</Body>")
        XCTAssertEqual(LiveScript.removing(from: Array("<p>untouched</p>".utf8)), Array("<p>untouched</p>".utf8))
    }

    func testContentTypes() {
        let expected = [
            "a.html": "text/html; charset=utf-8", "b/c.HTM": "text/html; charset=utf-8", "s.css": "text/css; charset=utf-8",
            "x.js": "text/javascript; charset=utf-8", "d.json": "application/json", "i.svg": "image/svg+xml",
            "p.png": "image/png", "j.jpg": "image/jpeg", "k.jpeg": "image/jpeg", "g.gif": "image/gif", "w.webp": "image/webp",
            "f.woff": "font/woff", "f.woff2": "font/woff2", "t.txt": "text/plain; charset=utf-8", "feed.xml": "application/xml",
            "favicon.ico": "image/x-icon", "book.pdf": "application/pdf", "book.epub": "application/epub+zip",
            "LICENSE": "application/octet-stream", ".hidden": "application/octet-stream", "a.unknown": "application/octet-stream",
            "dir.v2/file": "application/octet-stream",
        ]
        for (path, type) in expected { XCTAssertEqual(ContentType.forPath(path), type, path) }
    }
}
