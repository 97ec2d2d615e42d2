import XCTest
import FolioCLI

/// `folio images` against a local HTTP server, then `folio build` with the copies it made.
final class ImagesCommandTests: XCTestCase {
    private var server: LocalImageServer!
    private var folder: URL!

    override func setUpWithError() throws {
        server = try LocalImageServer()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-images-\(UUID().uuidString)")
        let edition = folder.appendingPathComponent("Content/ed")
        try FileManager.default.createDirectory(at: edition, withIntermediateDirectories: true)
        try Data(#"{ "title": {"en": "Pictures", "zh": "图"}, "editions": ["ed"] }"#.utf8)
            .write(to: folder.appendingPathComponent("Content/book.json"))
        let images = ["good.png", "photo.jpg", "moved", "missing.png", "page.png", "huge.png", "slow.png", "to-ftp", "drawing.svg"]
        let body = images.map { "![\($0)](\(server.url("/" + $0)))" }.joined(separator: "\n\n")
        try Data("---\ntitle_en: \"Pictures\"\n---\nIntro.\n\n\(body)\n\nAgain: ![again](\(server.url("/missing.png")))\n\n![a](http://127.0.0.1:1/a.png)\n\n![b](http://127.0.0.1:1/b.png)\n".utf8)
            .write(to: edition.appendingPathComponent("01-pictures.md"))
    }

    override func tearDown() {
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    private let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { url.deleteLastPathComponent() }
        return url
    }()

    private func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let code = Folio.run(arguments, in: folder, console: captured.console)
        return (code, captured.out, captured.err)
    }

    private func index() throws -> [String: [String: Any]] {
        let data = try Data(contentsOf: folder.appendingPathComponent("Content/images/index.json"))
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return json?["images"] as? [String: [String: Any]] ?? [:]
    }

    // Good PNG, JPEG (whatever its Content-Type) and a redirected GIF are kept with their sizes; each
    // failure is a warning at its image's place with the reason (an unreachable host at each of
    // its images); a second run downloads nothing.
    func testDownloadsGoodImagesAndWarnsAtEachFailure() throws {
        let first = run(["images", "--max-size", "1KB", "--timeout", "2"])
        XCTAssertEqual(first.code, 0, first.err)
        XCTAssertEqual(first.out, "Images: 3 downloaded, 0 already held, 8 failed (Content/images/).\n")
        let file = "Content/ed/01-pictures.md"
        let expected = [
            "\(file):12:1: warning: image '\(server.url("/missing.png"))' not downloaded: HTTP 404",
            "\(file):24:8: warning: image '\(server.url("/missing.png"))' not downloaded: HTTP 404",
            "\(file):14:1: warning: image '\(server.url("/page.png"))' not downloaded: not an image (no PNG, JPEG, GIF or WebP signature)",
            "\(file):16:1: warning: image '\(server.url("/huge.png"))' not downloaded: too large (more than 1024 bytes)",
            "\(file):18:1: warning: image '\(server.url("/slow.png"))' not downloaded: timed out",
            "\(file):20:1: warning: image '\(server.url("/to-ftp"))' not downloaded: redirect to another scheme refused (ftp://127.0.0.1/x.png)",
            "\(file):22:1: warning: image '\(server.url("/drawing.svg"))' not downloaded: SVG images are refused (they can carry scripts)",
            "\(file):26:1: warning: image 'http://127.0.0.1:1/a.png' not downloaded: unreachable (connection refused)",
            "\(file):28:1: warning: image 'http://127.0.0.1:1/b.png' not downloaded: unreachable (connection refused)",
        ]
        XCTAssertEqual(first.err.split(separator: "\n").map(String.init), expected)
        let images = try index()
        XCTAssertEqual(Set(images.keys), [server.url("/good.png"), server.url("/photo.jpg"), server.url("/moved")])
        XCTAssertEqual(images[server.url("/good.png")]?["type"] as? String, "png")
        XCTAssertEqual(images[server.url("/good.png")]?["width"] as? Int, 2)
        XCTAssertEqual(images[server.url("/good.png")]?["height"] as? Int, 3)
        XCTAssertEqual(images[server.url("/photo.jpg")]?["width"] as? Int, 640)
        XCTAssertEqual(images[server.url("/photo.jpg")]?["height"] as? Int, 480)
        XCTAssertEqual(images[server.url("/moved")]?["type"] as? String, "gif")
        let pngFile = try XCTUnwrap(images[server.url("/good.png")]?["file"] as? String)
        XCTAssertTrue(pngFile.hasSuffix(".png") && pngFile.count == 20, pngFile)
        let stored = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Content/images").path).sorted()
        XCTAssertEqual(stored.count, 4)  // three copies and index.json, nothing else
        XCTAssertFalse(server.received.contains { $0.lowercased().contains("\r\nreferer:") })

        let requests = server.received.count
        let second = run(["images", "--max-size", "1KB", "--timeout", "2"])
        XCTAssertEqual(second.out, "Images: 0 downloaded, 3 already held, 8 failed (Content/images/).\n")
        XCTAssertFalse(server.received.dropFirst(requests).contains { $0.contains("/good.png") || $0.contains("/photo.jpg") })

        // `folio check` no longer asks for the size of an image whose copy records it.
        let check = run(["check"])
        XCTAssertFalse(check.err.contains("image '\(server.url("/good.png"))' has no size"), check.err)
        XCTAssertTrue(check.err.contains("image '\(server.url("/missing.png"))' has no size"), check.err)

        // --refresh asks again; unchanged images count as already held.
        let beforeRefresh = server.received.count
        let refreshed = run(["images", "--max-size", "1KB", "--timeout", "2", "--refresh"])
        XCTAssertEqual(refreshed.out, "Images: 0 downloaded, 3 already held, 8 failed (Content/images/).\n")
        XCTAssertTrue(server.received.dropFirst(beforeRefresh).contains { $0.hasPrefix("GET /good.png ") })

        // The build shows the local copies, by relative URL, with their pixel sizes, and copies them.
        let build = run(["build", "--out", "Site", "--theme", repositoryRoot.appendingPathComponent("Templates").path])
        XCTAssertEqual(build.code, 0, build.err)
        let page = try String(contentsOf: folder.appendingPathComponent("Site/ed/01-pictures.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<img src=\"../images/\(pngFile)\" alt=\"good.png\" loading=\"lazy\" decoding=\"async\" referrerpolicy=\"no-referrer\" width=\"2\" height=\"3\">"), page)
        XCTAssertTrue(page.contains("<img src=\"\(server.url("/missing.png"))\""))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Site/images/\(pngFile)").path))
    }

    // --max-size takes a size with a unit; a bad one is a usage error.
    func testMaxSizeMustBeASize() {
        XCTAssertEqual(run(["images", "--max-size", "lots"]).code, 64)
    }
}
