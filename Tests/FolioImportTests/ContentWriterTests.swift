import XCTest
import FolioCore
@testable import FolioImport

final class ContentWriterTests: XCTestCase {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("one"), withIntermediateDirectories: true)
        try Data("old one".utf8).write(to: url.appendingPathComponent("one/01-a.md"))
        return url
    }

    // A write that fails in the second edition leaves the first as it was (it used to be swapped in
    // while the failure said "nothing was changed"), leaves no staging folder, and names the path.
    func testFailureInOneEditionChangesNone() throws {
        let content = try folder()
        let outcome = ContentWriter(contentDirectory: content).write(["one": ["01-a.md": "new one"], "two": ["missing/02-b.md": "new two"]])
        XCTAssertEqual(outcome.diagnostics.map(\.description), ["error: cannot write 'Content/two/missing/02-b.md': a folder on the way does not exist"])
        XCTAssertEqual(outcome.written, [])
        XCTAssertEqual(try String(contentsOf: content.appendingPathComponent("one/01-a.md"), encoding: .utf8), "old one")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: content.path).sorted(), ["one"])
    }

    // When every edition is written, all are swapped in and nothing is left beside them; the
    // hand-written file (no fingerprint) stays.
    func testAllEditionsAreSwappedInTogether() throws {
        let content = try folder()
        let outcome = ContentWriter(contentDirectory: content).write(["one": ["01-b.md": "new one"], "two": ["02-b.md": "new two"]])
        XCTAssertEqual(outcome.diagnostics, [])
        XCTAssertEqual(try String(contentsOf: content.appendingPathComponent("one/01-a.md"), encoding: .utf8), "old one")
        XCTAssertEqual(try String(contentsOf: content.appendingPathComponent("one/01-b.md"), encoding: .utf8), "new one")
        XCTAssertEqual(try String(contentsOf: content.appendingPathComponent("two/02-b.md"), encoding: .utf8), "new two")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: content.path).sorted(), ["one", "two"])
    }

    // The fingerprint covers front matter and body; files fingerprinted on their body alone (written
    // before) still count as unchanged while their body is.
    func testFingerprintCoversFrontMatter() {
        let chapter = ImportedChapter(edition: "one", order: 1, slug: "a", frontMatter: FrontMatter(), body: "Body.\n")
        let text = ContentWriter.fileText(for: chapter, sourceFile: "sources/a.txt")
        XCTAssertEqual(ContentWriter.status(ofFileText: text), .unchanged)
        XCTAssertEqual(ContentWriter.status(ofFileText: text.replacingOccurrences(of: "order: 1", with: "order: 2")), .edited)
        XCTAssertEqual(ContentWriter.status(ofFileText: text.replacingOccurrences(of: "Body.", with: "Body!")), .edited)
        let legacy = "---\ntitle_en: \"A\"\nimported_hash: \"\(ContentHash.of("Body.\n"))\"\n---\nBody.\n"
        XCTAssertEqual(ContentWriter.status(ofFileText: legacy), .unchanged)
        XCTAssertEqual(ContentWriter.status(ofFileText: "---\ntitle_en: \"A\"\n---\nBody.\n"), .handWritten)
    }
}
