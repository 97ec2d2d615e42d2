import XCTest
import FolioCLI

/// `folio import DIR --format markdown-book` on the fixture books of Tests/Fixtures/markdown-books:
/// an mdBook layout (book.toml, src/) and a GitBook layout (book.json, Chinese), each imported to
/// exactly the Content in its `expected/` folder, then built. After a deliberate change of the
/// import, remake a fixture's expectation with (in its folder)
/// `rm -rf expected && folio import book --format markdown-book --out expected` and read the diff.
final class MarkdownBookImportTests: XCTestCase {
    private let fixtures: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Tests/Fixtures/markdown-books")
    }()

    private func run(_ arguments: [String], in directory: URL) -> (code: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let code = Folio.run(arguments, in: directory, console: captured.console)
        return (code, captured.out, captured.err)
    }

    /// Imports fixture `name` into a new folder's Content/ and returns the folder.
    private func importFixture(_ name: String, expecting messages: String, file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-mdbook-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("\(name)/book"), to: folder.appendingPathComponent("book"))
        let result = run(["import", "book", "--format", "markdown-book", "--out", "Content"], in: folder)
        XCTAssertEqual(result.code, 0, result.err, file: file, line: line)
        XCTAssertEqual(result.err, messages, file: file, line: line)
        return folder
    }

    /// Every file under `folder`, by relative path.
    private func files(under folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path) ?? FileManager.default.enumerator(atPath: "/")! {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try? Data(contentsOf: url)
            }
        }
        return files
    }

    private func assertImported(_ name: String, into folder: URL, file: StaticString = #filePath, line: UInt = #line) {
        let produced = files(under: folder.appendingPathComponent("Content"))
        let expected = files(under: fixtures.appendingPathComponent("\(name)/expected"))
        XCTAssertEqual(produced.keys.sorted(), expected.keys.sorted(), file: file, line: line)
        for (path, data) in expected.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(produced[path].map { String(decoding: $0, as: UTF8.self) }, String(decoding: data, as: UTF8.self),
                           path, file: file, line: line)
        }
    }

    /// Builds the imported book with the built-in theme: no warnings, the images in the site, no
    /// asterisks left on a page outside code.
    private func assertBuilds(_ folder: URL, edition: String, images: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let result = run(["build"], in: folder)
        XCTAssertEqual(result.code, 0, result.err, file: file, line: line)
        XCTAssertEqual(result.err, "", file: file, line: line)
        for image in images {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Site/\(edition)/\(image)").path), image, file: file, line: line)
        }
        for (path, data) in files(under: folder.appendingPathComponent("Site/\(edition)")) where path.hasSuffix(".html") {
            let page = String(decoding: data, as: UTF8.self)
                .replacingOccurrences(of: "(?s)<pre.*?</pre>|<code>[^<]*</code>", with: "", options: .regularExpression)
            XCTAssertFalse(page.contains("**"), path, file: file, line: line)
            XCTAssertFalse(page.contains("&lt;"), path, file: file, line: line)
        }
    }

    // The mdBook fixture: prefix and suffix chapters, part headings, a nested chapter, a draft, a
    // missing file (a warning naming it), links to anchors and to .html, an image, CRLF lines.
    func testImportsAnMdBook() throws {
        let folder = try importFixture("mdbook", expecting: """
            book/src/SUMMARY.md:9:1: note: 'Draft chapter' has no file (a draft); skipped
            book/src/SUMMARY.md:16:1: warning: 'Missing' names reference/missing.md, which does not exist; skipped
            book/src/afterword.md:3:33: warning: link 'notes.md' names no chapter of SUMMARY.md; its text is kept

            """)
        assertImported("mdbook", into: folder)
        try assertBuilds(folder, edition: "sample-guide", images: ["images/logo.png"])
    }

    // The GitBook fixture: a Chinese book with `#标题`, emphasis ending in CJK punctuation, <br>,
    // inline HTML, a hint, a link-less part item, Chinese anchors, an image outside the chapters'
    // folders, and a README that the summary leaves out (GitBook shows it first all the same).
    func testImportsAGitBook() throws {
        let folder = try importFixture("gitbook", expecting: """
            book/SUMMARY.md:9:1: note: '草稿' has no file (a draft); skipped
            book/SUMMARY.md:8:1: warning: '2.2 缺失' names chapter2/missing.md, which does not exist; skipped

            """)
        assertImported("gitbook", into: folder)
        try assertBuilds(folder, edition: "book", images: ["images/assets/pic.gif"])
    }

    // A folder without SUMMARY.md is an error that says what is missing, and nothing is written.
    func testRefusesAFolderWithoutSummary() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-mdbook-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("book"), withIntermediateDirectories: true)
        let result = run(["import", "book", "--format", "markdown-book"], in: folder)
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.err, "book/SUMMARY.md:1:1: error: no SUMMARY.md here: an mdBook or GitBook book has a SUMMARY.md listing its chapters\nImport failed; nothing was changed.\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Content").path))
    }
}
