import XCTest
import Foundation

/// SIGINT and SIGTERM during a build or an import remove the folder being written at once; the
/// previous site and Content/ stay as they were and nothing is left beside them.
final class InterruptTests: XCTestCase {
    /// The `folio` executable built beside the test bundle.
    private var folio: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("folio")
    }

    /// Starts `folio arguments` in `book`, waits until an entry starting with `prefix` appears in
    /// `folder` (the command's staging folder), sends `signal` and returns the exit status.
    private func interrupt(_ arguments: [String], in book: ScratchBook, when prefix: String, appearsIn folder: String, with signal: Int32) throws -> Int32 {
        let process = Process()
        process.executableURL = folio
        process.arguments = arguments
        process.currentDirectoryURL = book.folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var seen = false
        while process.isRunning && !seen {
            seen = book.hiddenEntries(folder).contains { $0.hasPrefix(prefix) }
            if !seen { usleep(2_000) }
        }
        XCTAssertTrue(seen, "the command ended before its staging folder was seen")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return process.terminationStatus
    }

    // A build interrupted while it writes exits 130 and leaves the old site and no `.Site.new-…`.
    func testInterruptedBuildLeavesOldSite() throws {
        guard FileManager.default.isExecutableFile(atPath: folio.path) else { throw XCTSkip("folio is not built beside the tests") }
        let book = try ScratchBook()
        XCTAssertEqual(book.run(["build"]).code, 0)
        let before = book.read("Site/ed/01-one.html")
        for index in 2...1500 {
            try book.write("Content/ed/\(index)-c.md", "---\ntitle_en: Chapter \(index)\n---\n\n## Part\n\nText of chapter \(index) with a [link](01-one.md).\n")
        }
        let status = try interrupt(["build", "--theme", ScratchBook.root.appendingPathComponent("Templates").path],
                                   in: book, when: ".Site.new-", appearsIn: "", with: SIGINT)
        XCTAssertEqual(status, 130)
        XCTAssertEqual(book.hiddenEntries(), [])
        XCTAssertEqual(book.read("Site/ed/01-one.html"), before)
        XCTAssertFalse(book.exists("Site/ed/1500-c.html"))
    }

    // An import interrupted while it copies an edition's hand-written files exits 143 and leaves
    // Content/ as it was, with no `.<edition>.import-…`.
    func testInterruptedImportLeavesContent() throws {
        guard FileManager.default.isExecutableFile(atPath: folio.path) else { throw XCTSkip("folio is not built beside the tests") }
        let book = try ScratchBook(editions: ["one"], files: [:])
        try book.write("Content/sources/a.txt", "Chapter One\n\nSome text here.\n")
        try book.write("Content/sources/manifest.json", """
            { "editions": [{ "id": "one", "title": { "en": "One" }, "languages": ["en"] }],
              "sources": [{ "file": "a.txt", "format": "text", "edition": "one" }] }
            """)
        XCTAssertEqual(book.run(["import"]).code, 0)
        let chapter = book.read("Content/one/01-chapter-one.md")
        for index in 1...5_000 { try book.write("Content/one/.note-\(index)", "\(index)") }
        try book.write("Content/sources/a.txt", "Chapter One\n\nOther text.\n")
        let status = try interrupt(["import"], in: book, when: ".one.import-", appearsIn: "Content", with: SIGTERM)
        XCTAssertEqual(status, 143)
        XCTAssertEqual(book.hiddenEntries("Content"), [])
        XCTAssertEqual(book.read("Content/one/01-chapter-one.md"), chapter)
        XCTAssertEqual(book.hiddenEntries("Content/one").count, 5_000)
    }
}
