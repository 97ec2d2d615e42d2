import XCTest
import FolioCLI

/// `folio epub` from the command line.
final class EPUBCommandTests: XCTestCase {
    private let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { url.deleteLastPathComponent() }
        return url
    }()

    private func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let code = Folio.run(arguments, in: root, console: captured.console)
        return (code, captured.out, captured.err)
    }

    // The fixture book becomes an EPUB file; the summary names its documents and remote-only images.
    func testWritesTheFixtureBookAsEPUB() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("folio-\(UUID().uuidString).epub")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = run(["epub", "--content", "Tests/FolioSiteTests/Fixtures/small-book/Content", "--out", out.path, "--lang", "zh"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.hasPrefix("Wrote \(out.path): 4 documents, 0 images, 1 remote-only shown as text (run 'folio images'); "), result.out)
        let data = try Data(contentsOf: out)
        XCTAssertEqual(Array(data.prefix(4)), [0x50, 0x4B, 0x03, 0x04])
    }

    // A language other than en, zh or both, or an output that is not .epub, is a usage error.
    func testRejectsBadOptions() {
        let language = run(["epub", "--lang", "fr"])
        XCTAssertEqual(language.code, 64)
        XCTAssertEqual(language.err, "Error: --lang must be en, zh or both\nUsage: folio epub [--content <dir>] [--out <file>] [--lang en|zh|both]\nSee 'folio help epub'.\n")
        XCTAssertEqual(run(["epub", "--out", "book.zip"]).code, 64)
        XCTAssertTrue(run(["help", "epub"]).out.contains("--lang <lang>"))
        XCTAssertTrue(run(["help", "images"]).out.contains("--max-size <size>"))
    }
}
