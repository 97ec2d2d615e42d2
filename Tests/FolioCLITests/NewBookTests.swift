import XCTest
import FolioCLI

/// `folio new`, `folio theme` and the built-in theme: a book started anywhere builds and checks clean.
final class NewBookTests: XCTestCase {
    private let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { url.deleteLastPathComponent() }
        return url
    }()

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func run(_ arguments: [String], in directory: URL) -> (code: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let code = Folio.run(arguments, in: directory, console: captured.console)
        return (code, captured.out, captured.err)
    }

    // In each language setting, `folio new` then `folio build` and `folio check` give no warning at all.
    func testNewBookBuildsAndChecksWithoutWarnings() throws {
        for lang in ["both", "zh", "en"] {
            let folder = try temporaryFolder()
            let created = run(["new", "book", "--title", "My Book", "--lang", lang], in: folder)
            XCTAssertEqual(created.code, 0, created.err)
            let book = folder.appendingPathComponent("book")
            XCTAssertFalse(FileManager.default.fileExists(atPath: book.appendingPathComponent("Templates").path))
            let built = run(["build"], in: book)
            XCTAssertEqual(built.code, 0, built.err)
            XCTAssertEqual(built.err, "", lang)
            XCTAssertEqual(built.out, "Built 9 pages (20 files) into Site/.\n", lang)
            let checked = run(["check"], in: book)
            XCTAssertEqual(checked.code, 0, lang)
            XCTAssertEqual(checked.err, "", lang)
            XCTAssertTrue(checked.out.hasSuffix("0 errors, 0 warnings.\n"), checked.out)
        }
    }

    // The bilingual book shows the contract: a pair, a bilingual heading, a bilingual list item, references.
    func testNewBookShowsTheBilingualContract() throws {
        let folder = try temporaryFolder()
        XCTAssertEqual(run(["new", "书"], in: folder).code, 0)
        let content = folder.appendingPathComponent("书/Content")
        XCTAssertEqual(try String(contentsOf: content.appendingPathComponent("book.json"), encoding: .utf8),
                       "{\n  \"title\": { \"zh\": \"书\" },\n  \"editions\": [\"book\"]\n}\n")
        let chapter = try String(contentsOf: content.appendingPathComponent("book/01-getting-started.md"), encoding: .utf8)
        XCTAssertTrue(chapter.hasPrefix("---\ntitle_en: \"Getting Started\"\ntitle_zh: \"开始\"\nnumber: \"1\"\n---\n"), chapter)
        XCTAssertTrue(chapter.contains("## Pairs\n\n## 段落对\n"))
        XCTAssertTrue(chapter.contains("- Write an item's English text first.\n\n  列表项先写英文。\n"))
        XCTAssertTrue(chapter.contains("[Cross-References](<ref:Cross-References>)"))
        let site = folder.appendingPathComponent("书")
        XCTAssertEqual(run(["build"], in: site).code, 0)
        let page = try String(contentsOf: site.appendingPathComponent("Site/book/02-cross-references.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("href=\"../book/01-getting-started.html#pairs\""), page)
    }

    // `folio new` refuses a folder that holds anything and leaves it as it was; a bad --lang is a usage error.
    func testNewRefusesANonEmptyFolder() throws {
        let folder = try temporaryFolder()
        try Data("x".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let result = run(["new", "."], in: folder)
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.err, "Error: \(folder.standardizedFileURL.path) is not empty; 'folio new' starts a book in a new or empty folder\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["notes.txt"])
        XCTAssertEqual(run(["new", "x", "--lang", "fr"], in: folder).code, 64)
    }

    // `folio theme` writes out exactly Templates/ of this repository; a book's own Templates/ then
    // overrides the built-in theme file by file.
    func testThemeWritesTheBuiltInThemeAndABookOverridesIt() throws {
        let folder = try temporaryFolder()
        XCTAssertEqual(run(["new", "book"], in: folder).code, 0)
        let book = folder.appendingPathComponent("book")
        let written = run(["theme", "theme-copy"], in: book)
        XCTAssertEqual(written.code, 0, written.err)
        let css = try Data(contentsOf: book.appendingPathComponent("theme-copy/assets/folio.css"))
        XCTAssertEqual(css, try Data(contentsOf: root.appendingPathComponent("Templates/assets/folio.css")))
        XCTAssertEqual(run(["theme", "theme-copy"], in: book).code, 1)
        try FileManager.default.createDirectory(at: book.appendingPathComponent("Templates/assets"), withIntermediateDirectories: true)
        try Data("/* mine */\n".utf8).write(to: book.appendingPathComponent("Templates/assets/folio.css"))
        try Data("{{<layout}}{{$main}}<p>Lost.</p>{{/main}}{{/layout}}\n".utf8).write(to: book.appendingPathComponent("Templates/404.mustache"))
        let built = run(["build"], in: book)
        XCTAssertEqual(built.code, 0, built.err)
        XCTAssertEqual(try String(contentsOf: book.appendingPathComponent("Site/assets/folio.css"), encoding: .utf8), "/* mine */\n")
        XCTAssertTrue(try String(contentsOf: book.appendingPathComponent("Site/404.html"), encoding: .utf8).contains("<p>Lost.</p>"))
        XCTAssertEqual(try Data(contentsOf: book.appendingPathComponent("Site/assets/search.js")),
                       try Data(contentsOf: root.appendingPathComponent("Templates/assets/search.js")))
    }

    // The built executable itself, run in a temporary folder without Templates/, makes a book and
    // builds it with its own theme.
    func testTheExecutableBuildsABookAnywhere() throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("folio")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: executable.path), "no folio executable beside the tests at \(executable.path)")
        let folder = try temporaryFolder()
        func folio(_ arguments: [String], in directory: URL) throws -> Int32 {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.currentDirectoryURL = directory
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
        XCTAssertEqual(try folio(["new", "g"], in: folder), 0)
        XCTAssertEqual(try folio(["build", "--content", "g/Content", "--out", "g/Site"], in: folder), 0)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("g/Site/assets/folio.js")),
                       try Data(contentsOf: root.appendingPathComponent("Templates/assets/folio.js")))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("g/Site/g/01-getting-started.html").path))
    }
}
