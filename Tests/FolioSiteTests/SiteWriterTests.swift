import XCTest
import FolioCore
@testable import FolioSite

final class SiteWriterTests: XCTestCase {
    // A second build replaces the first site wholesale: files no longer produced disappear.
    func testSwapsInTheNewSite() throws {
        let folder = SiteFixtures.temporaryFolder()
        let site = folder.appendingPathComponent("Site")
        let content = folder.appendingPathComponent("Content")
        XCTAssertEqual(SiteWriter.write([SiteFile(path: "a.html", text: "A"), SiteFile(path: "x/b.html", text: "B")], to: site, contentDirectory: content), [])
        XCTAssertEqual(SiteWriter.write([SiteFile(path: "a.html", text: "A2")], to: site, contentDirectory: content), [])
        XCTAssertEqual(try String(contentsOf: site.appendingPathComponent("a.html"), encoding: .utf8), "A2")
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.appendingPathComponent("x/b.html").path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [])
    }

    // An output folder holding a file Folio did not write is refused and left untouched.
    func testRefusesFoldersWithForeignFiles() throws {
        let folder = SiteFixtures.temporaryFolder()
        let site = folder.appendingPathComponent("Site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try "mine".write(to: site.appendingPathComponent("notes.txt"), atomically: false, encoding: .utf8)
        let diagnostics = SiteWriter.write([SiteFile(path: "a.html", text: "A")], to: site, contentDirectory: folder.appendingPathComponent("Content"))
        XCTAssertEqual(diagnostics.map(\.message), ["refusing to replace '\(site.path)': it holds 'notes.txt', which folio did not write; move it away or choose another --out"])
        XCTAssertEqual(try String(contentsOf: site.appendingPathComponent("notes.txt"), encoding: .utf8), "mine")
    }

    // The site is never written over the book's content.
    func testRefusesToWriteOverContent() {
        let folder = SiteFixtures.temporaryFolder()
        let diagnostics = SiteWriter.write([], to: folder, contentDirectory: folder.appendingPathComponent("Content"))
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics[0].message.hasPrefix("refusing to write the site"))
    }

    // A build that fails (broken front matter) leaves the previous site as it was.
    func testFailedBuildLeavesOldSite() throws {
        let folder = SiteFixtures.temporaryFolder()
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("a"), withIntermediateDirectories: true)
        try #"{"title": {"en": "T"}, "editions": ["a"]}"#.write(to: content.appendingPathComponent("book.json"), atomically: false, encoding: .utf8)
        try "---\ntitle_en: One\n---\nText.\n".write(to: content.appendingPathComponent("a/01-one.md"), atomically: false, encoding: .utf8)
        let site = folder.appendingPathComponent("Site")
        var options = SiteFixtures.options(book: "small-book", output: site)
        options.contentDirectory = content
        XCTAssertTrue(SiteBuilder.build(options).succeeded)
        let before = try Data(contentsOf: site.appendingPathComponent("a/01-one.html"))
        try "---\ntitle_en: \"One\n---\nText.\n".write(to: content.appendingPathComponent("a/01-one.md"), atomically: false, encoding: .utf8)
        let report = SiteBuilder.build(options)
        XCTAssertEqual(report.diagnostics.map(\.description), ["Content/a/01-one.md:2:11: error: unterminated or invalid quoted string"])
        XCTAssertEqual(try Data(contentsOf: site.appendingPathComponent("a/01-one.html")), before)
    }

    // A file made in parts is written part by part into the staged site, and collected whole in
    // memory; a writer that fails midway fails the add and leaves no file listed as written.
    func testFilesMadeInPartsAreWrittenWhole() throws {
        let folder = SiteFixtures.temporaryFolder()
        let (staged, problems) = StagedSite.open(output: folder.appendingPathComponent("Site"),
                                                 contentDirectory: folder.appendingPathComponent("Content"))
        XCTAssertEqual(problems, [])
        let site = try XCTUnwrap(staged)
        let produce: (@escaping ([UInt8]) throws -> Void) throws -> Void = { write in
            for part in ["<p>一</p>", "", "<p>two</p>\n"] { try write(Array(part.utf8)) }
        }
        try site.add(path: "x/print.html", producing: produce)
        let collected = CollectedSite()
        try collected.add(path: "x/print.html", producing: produce)
        XCTAssertEqual(collected.files.map(\.text), ["<p>一</p><p>two</p>\n"])
        struct Failure: Error {}
        XCTAssertThrowsError(try collected.add(path: "y.html") { write in
            try write(Array("a".utf8))
            throw Failure()
        })
        XCTAssertEqual(collected.files.map(\.path), ["x/print.html"])
        XCTAssertEqual(site.commit(), [])
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("Site/x/print.html"), encoding: .utf8),
                       "<p>一</p><p>two</p>\n")
    }
}
