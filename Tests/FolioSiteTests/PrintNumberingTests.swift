import XCTest
import FolioCore
@testable import FolioSite

final class PrintNumberingTests: XCTestCase {
    // An edition whose files give numbers keeps them as written.
    func testKeepsWrittenNumbers() throws {
        let (book, _) = BookLoader.load(contentDirectory: SiteFixtures.book("small-book").appendingPathComponent("Content"))
        let second = try XCTUnwrap(book?.editions.first { $0.id == "second" })
        XCTAssertEqual(PrintNumbering.numbers(of: second), ["second/01-part": "1", "second/02-sliders": "2"])
    }

    // An edition without numbers is numbered in reading order: parts and chapters separately, prefaces not at all.
    func testNumbersAnEditionWithoutNumbers() throws {
        let files = [("00-preface", "---\ntitle_en: \"Preface\"\nkind: preface\n---\n"),
                     ("01-part", "---\ntitle_en: \"Part\"\nkind: part\n---\n"),
                     ("02-one", "---\ntitle_en: \"One\"\n---\n"),
                     ("03-two", "---\ntitle_en: \"Two\"\n---\n")]
        let chapters = try files.map { try PrintFixture.chapter(edition: "e", stem: $0.0, text: $0.1) }
        XCTAssertEqual(PrintNumbering.numbers(of: BookLoader.assemble(id: "e", chapters: chapters)),
                       ["e/01-part": "1", "e/02-one": "1", "e/03-two": "2"])
    }
}
