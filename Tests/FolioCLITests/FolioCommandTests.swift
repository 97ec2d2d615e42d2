import XCTest
import FolioCLI

/// Runs `folio` in-process and captures what it prints.
final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var out = ""
    private(set) var err = ""

    var console: Console {
        Console(out: { [self] text in lock.lock(); out += text + "\n"; lock.unlock() },
                err: { [self] text in lock.lock(); err += text + "\n"; lock.unlock() })
    }
}

final class FolioCommandTests: XCTestCase {
    private let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { url.deleteLastPathComponent() }
        return url
    }()

    private func run(_ arguments: [String], in directory: URL? = nil) -> (code: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let code = Folio.run(arguments, in: directory ?? root, console: captured.console)
        return (code, captured.out, captured.err)
    }

    // An unknown option is a usage error: message, usage line, pointer to help, exit 64.
    func testUnknownOptionIsAUsageError() {
        let result = run(["build", "--fast"])
        XCTAssertEqual(result.code, 64)
        XCTAssertEqual(result.err, "Error: unknown option '--fast'\nUsage: folio build [--content <dir>] [--templates <dir>] [--out <dir>] [--base-url <url>]\nSee 'folio help build'.\n")
    }

    // Importing one file without --format is a usage error that names the formats.
    func testSingleFileImportNeedsFormat() {
        let result = run(["import", "notes.txt"])
        XCTAssertEqual(result.code, 64)
        XCTAssertTrue(result.err.hasPrefix("Error: importing a single file needs --format (markdown-book|text|zhihu-column)"), result.err)
    }

    // help prints the overview with subcommands; help for a subcommand prints its options.
    func testHelp() {
        XCTAssertTrue(run(["help"]).out.contains("SUBCOMMANDS:"))
        XCTAssertTrue(run(["help", "build"]).out.contains("--base-url <url>"))
        XCTAssertEqual(run(["help", "nope"]).code, 64)
    }

    // Building the fixture book succeeds and prints one line counting its warnings by kind (not piped
    // progress); --verbose lists the unresolved reference itself.
    func testBuildsFixtureBook() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("folio-cli-\(UUID().uuidString)")
        let result = run(["build", "--content", "Tests/FolioSiteTests/Fixtures/small-book/Content", "--out", out.path])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.err.split(separator: "\n").count, 1, result.err)
        XCTAssertTrue(result.err.hasPrefix("warning: "), result.err)
        XCTAssertTrue(result.err.contains("(1 unresolved-reference)"), result.err)
        XCTAssertTrue(result.err.hasSuffix("; 'folio check' or 'folio build --verbose' lists them\n"), result.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("demo/01-controls.html").path))
        let verbose = run(["build", "--verbose", "--content", "Tests/FolioSiteTests/Fixtures/small-book/Content", "--out", out.path])
        XCTAssertEqual(verbose.err.components(separatedBy: "warning: [unresolved-reference] unresolved reference to 'Nowhere'").count, 2, verbose.err)
    }

    // A single file that is not valid UTF-8 is rejected with its position and exit code 1, writing nothing.
    func testRejectsInvalidUTF8() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data([0x61, 0x0A, 0x62, 0xFF, 0x63]).write(to: folder.appendingPathComponent("bad.txt"))
        let result = run(["import", "bad.txt", "--format", "text", "--out", "out"], in: folder)
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.err.hasPrefix("bad.txt:2:2: error: invalid UTF-8 (byte 0xff)"), result.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    // An empty file and an unknown format are clear errors.
    func testRejectsEmptyFileAndUnknownFormat() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("empty.json"))
        let empty = run(["import", "empty.json", "--format", "zhihu-column"], in: folder)
        XCTAssertEqual(empty.code, 1)
        XCTAssertTrue(empty.err.hasPrefix("empty.json:1:1: error: the source file is empty"), empty.err)
        XCTAssertEqual(run(["import", "empty.json", "--format", "pdf"], in: folder).code, 64)
    }

    // --paper letter sets the print page's paper size; an unknown size is a usage error.
    func testPaperOption() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("folio-cli-\(UUID().uuidString)")
        let result = run(["build", "--content", "Tests/FolioSiteTests/Fixtures/small-book/Content", "--out", out.path, "--paper", "letter"])
        XCTAssertEqual(result.code, 0, result.err)
        let print = try String(contentsOf: out.appendingPathComponent("print.html"), encoding: .utf8)
        XCTAssertTrue(print.contains("<style>@page { size: letter; }</style>"))
        XCTAssertEqual(run(["build", "--paper", "a5"]).code, 64)
    }

    // A single file imported into an empty folder gets a book.json naming its edition, so it builds at once.
    func testSingleFileImportIsBuildable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = "第一章\n概述\nOverview\n\n1.1 原则\n\n这是第一节的正文，说明原则。\n\n1.2 界面\n\n这是第二节的正文。\n"
        try text.write(to: folder.appendingPathComponent("guide.txt"), atomically: false, encoding: .utf8)
        let imported = run(["import", "guide.txt", "--format", "text", "--out", "book"], in: folder)
        XCTAssertEqual(imported.code, 0, imported.err)
        let manifest = try String(contentsOf: folder.appendingPathComponent("book/book.json"), encoding: .utf8)
        XCTAssertTrue(manifest.contains("\"editions\": [\"guide\"]"), manifest)
        let built = run(["build", "--content", folder.appendingPathComponent("book").path, "--out", folder.appendingPathComponent("site").path,
                         "--theme", root.appendingPathComponent("Templates").path])
        XCTAssertEqual(built.code, 0, built.err)
    }
}
