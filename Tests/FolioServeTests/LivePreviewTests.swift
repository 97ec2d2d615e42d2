import FolioCLI
import FolioCore
import FolioServe
import FolioSite
import XCTest

/// `folio serve` driven over HTTP on a copy of the default book: pages and types, 404, refused paths,
/// malformed requests, edits reaching the page, the contents and the neighbours, a broken chapter
/// shown and recovered, many keep-alive requests, and in the end every served file equal to a full
/// build's (apart from the live script).
final class LivePreviewTests: XCTestCase {
    private var folder: URL!
    private var content: URL { folder.appendingPathComponent("Content") }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        var root = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) { root.deleteLastPathComponent() }
        let book = root.appendingPathComponent("Content")
        for name in try FileManager.default.contentsOfDirectory(atPath: book.path) where name != "sources" {
            try FileManager.default.copyItem(at: book.appendingPathComponent(name), to: content.appendingPathComponent(name))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var options: SiteOptions {
        SiteOptions(contentDirectory: content, outputDirectory: folder.appendingPathComponent("Site"))
    }

    private func edit(_ relative: String, _ change: (String) -> String) throws {
        let url = content.appendingPathComponent(relative)
        try change(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: false, encoding: .utf8)
    }

    private func page(_ path: String, port: Int) -> String {
        (try? fetch(path, port: port).text) ?? ""
    }

    func testPreviewServesEditsErrorsAndAFullBuildsFiles() throws {
        let lines = LockedLines()
        let preview = LivePreview(options: options, console: Console(out: lines.append, err: lines.append))
        let port = try preview.start(port: 0)
        addTeardownBlock { preview.stop() }

        // Pages and their types; the live script once, only in HTML.
        let home = try fetch("/", port: port)
        XCTAssertEqual(home.status, 200)
        XCTAssertEqual(home.header("content-type"), "text/html; charset=utf-8")
        XCTAssertEqual(home.text.components(separatedBy: "data-folio-live").count, 2)
        XCTAssertEqual(try fetch("/assets/folio.css", port: port).header("content-type"), "text/css; charset=utf-8")
        let index = try fetch("/search-index.js", port: port)
        XCTAssertEqual(index.header("content-type"), "text/javascript; charset=utf-8")
        XCTAssertFalse(index.text.contains("data-folio-live"))
        // A missing page gets the theme's 404 page; paths leaving the site are refused.
        let missing = try fetch("/ios10/no-such-page.html", port: port)
        XCTAssertEqual(missing.status, 404)
        XCTAssertTrue(missing.text.contains("Page not found"), missing.text)
        for path in ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/ios10/..%2f..%2fetc/passwd", "//etc/passwd"] {
            let refused = try fetch(path, port: port)
            XCTAssertTrue([400, 403, 404].contains(refused.status), "\(path): \(refused.status)")
            XCTAssertFalse(refused.text.contains("root:"), path)
        }
        // A malformed request gets 400 and the server goes on.
        let client = try TestHTTPClient(port: port)
        client.send("NOT A REQUEST\r\n\r\n")
        XCTAssertEqual(try client.readResponse().status, 400)
        XCTAssertEqual(try fetch("/toc.html", port: port).status, 200)

        // An edit shows up on its page.
        try edit("ios10/02-interaction-1.md") { $0 + "\n\nA paragraph written during the preview.\n" }
        XCTAssertTrue(waitUntil { page("/ios10/02-interaction-1.html", port: port).contains("A paragraph written during the preview.") })

        // A title change reaches the contents and both neighbours.
        try edit("ios10/03-interaction-2.md") { $0.replacingOccurrences(of: "title_zh: \"交互（二）\"", with: "title_zh: \"交互之二\"") }
        XCTAssertTrue(waitUntil { page("/toc.html", port: port).contains("交互之二") })
        XCTAssertTrue(page("/ios10/02-interaction-1.html", port: port).contains("交互之二"))
        XCTAssertTrue(page("/ios10/04-features.html", port: port).contains("交互之二"))

        // A broken chapter shows its error on its page and as the overlay; the rest stays served.
        let original = try String(contentsOf: content.appendingPathComponent("ios10/02-interaction-1.md"), encoding: .utf8)
        try edit("ios10/02-interaction-1.md") { $0 + "\n\nSee [the missing page](missing.md).\n" }
        XCTAssertTrue(waitUntil { page("/ios10/02-interaction-1.html", port: port).contains("broken link &#39;missing.md&#39;") })
        let errorPage = page("/ios10/02-interaction-1.html", port: port)
        XCTAssertTrue(errorPage.contains("Content/ios10/02-interaction-1.md:"), errorPage)
        XCTAssertTrue(page("/_folio/state", port: port).contains("broken link 'missing.md'"))
        XCTAssertTrue(page("/ios10/04-features.html", port: port).contains("交互之二"))
        try edit("ios10/02-interaction-1.md") { _ in original + "\n\nFixed again.\n" }
        XCTAssertTrue(waitUntil { page("/ios10/02-interaction-1.html", port: port).contains("Fixed again.") })
        XCTAssertTrue(waitUntil { page("/_folio/state", port: port).contains("\"overlay\":null") })
        XCTAssertEqual(lines.all.filter { $0.contains("broken link 'missing.md'") }.count, 1, "the error is printed once")

        // 2,000 requests on 16 keep-alive connections.
        let expected = try fetch("/ios10/05-visual-design.html", port: port).body
        let failures = LockedLines()
        DispatchQueue.concurrentPerform(iterations: 16) { worker in
            do {
                let connection = try TestHTTPClient(port: port)
                for _ in 0..<125 {
                    connection.request("GET", "/ios10/05-visual-design.html")
                    let response = try connection.readResponse()
                    if response.status != 200 || response.body != expected { failures.append("worker \(worker): \(response.status)") }
                }
            } catch {
                failures.append("worker \(worker): \(error)")
            }
        }
        XCTAssertEqual(failures.all, [])

        // After the edits, every served file equals a full build's.
        usleep(300_000)
        preview.rebuild()
        let full = SiteBuilder.generate(options)
        XCTAssertTrue(full.loaded)
        for file in full.files ?? [] {
            guard let served = preview.site.file(at: file.path) else {
                XCTFail("\(file.path) is not served")
                continue
            }
            XCTAssertEqual(served, file.bytes, file.path)
            if file.path.hasSuffix(".html") {
                XCTAssertEqual(HTTPServer.removingLiveScript(try fetch("/" + file.path, port: port).body), file.bytes, file.path)
            }
        }
        XCTAssertEqual(Set(preview.site.paths), Set((full.files ?? []).map(\.path)))
    }
}

/// Lines collected from several threads.
final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}
