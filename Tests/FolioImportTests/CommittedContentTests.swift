import XCTest
import FolioCore
@testable import FolioImport

final class CommittedContentTests: XCTestCase {
    /// Imports the manifest's sources into a fresh copy of Content/ (sources and book.json only).
    private func freshImport() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ProjectFiles.root.appendingPathComponent("Content/sources"), to: folder.appendingPathComponent("sources"))
        let outcome = ImportRunner.importManifest(contentDirectory: folder, force: false)
        XCTAssertEqual(outcome.diagnostics.filter { $0.severity == .error }.map(\.description), [])
        return folder
    }

    private func markdownFiles(under folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".md"), !path.hasPrefix("sources/") else { continue }
            files[path] = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        }
        return files
    }

    // The committed Content/ is exactly what `folio import` produces from the committed sources.
    func testCommittedContentEqualsFreshImport() throws {
        let fresh = try markdownFiles(under: try freshImport())
        let committed = try markdownFiles(under: ProjectFiles.root.appendingPathComponent("Content"))
        XCTAssertFalse(fresh.isEmpty)
        XCTAssertEqual(Set(committed.keys), Set(fresh.keys), "run `folio import` and commit Content/")
        for (path, text) in fresh where committed[path] != text {
            XCTFail("\(path) differs from a fresh import: run `folio import` and commit Content/")
        }
    }

    // Importing twice gives byte-identical files.
    func testImportIsDeterministic() throws {
        XCTAssertEqual(try markdownFiles(under: try freshImport()), try markdownFiles(under: try freshImport()))
    }

    // A chapter edited by hand is kept and named on re-import; --force replaces it.
    func testKeepsHandEditsUnlessForced() throws {
        let folder = try freshImport()
        let edition = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") && $0 != "sources" }.sorted().first)
        let name = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(edition).path).sorted().first { $0 != "colophon.md" })
        let file = folder.appendingPathComponent("\(edition)/\(name)")
        let edited = try String(contentsOf: file, encoding: .utf8) + "\nA note added by hand.\n"
        try edited.write(to: file, atomically: false, encoding: .utf8)

        let again = ImportRunner.importManifest(contentDirectory: folder, force: false)
        XCTAssertEqual(again.keptEdited, ["Content/\(edition)/\(name)"])
        XCTAssertEqual(again.diagnostics.filter { $0.severity == .warning && $0.message.contains("edited by hand") }.map(\.description),
                       ["Content/\(edition)/\(name):1:1: warning: edited by hand since it was imported; not overwritten (use --force to replace it)"])
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), edited)

        let forced = ImportRunner.importManifest(contentDirectory: folder, force: true)
        XCTAssertEqual(forced.keptEdited, [])
        XCTAssertFalse(try String(contentsOf: file, encoding: .utf8).contains("A note added by hand."))
    }

    // A failed import (a source that is not valid UTF-8) changes nothing.
    func testFailedImportChangesNothing() throws {
        let folder = try freshImport()
        let before = try markdownFiles(under: folder)
        let manifest = try ProjectFiles.sourceText("manifest.json")
        let firstFile = try XCTUnwrap(try JSONDecoder().decode(SourceManifest.self, from: Data(manifest.utf8)).sources.first?.file)
        try Data([0xC3, 0x28]).write(to: folder.appendingPathComponent("sources/\(firstFile)"))
        let outcome = ImportRunner.importManifest(contentDirectory: folder, force: true)
        XCTAssertTrue(outcome.diagnostics.containsErrors)
        XCTAssertEqual(outcome.written, [])
        XCTAssertEqual(try markdownFiles(under: folder), before)
    }
}
