import XCTest
@testable import FolioImport

/// Page furniture of a PDF extraction is taken out, and sentences run on across the page break.
final class PageFurnitureTests: XCTestCase {
    private func cleaned(_ text: String) -> [String] { TextLines.split(text).map(\.text) }

    // Page numbers and a footer repeated beside them go; a sentence cut by the page break reads on,
    // a finished one keeps its paragraph break; kept lines keep their numbers.
    func testRemovesPageNumbersAndRunningFooters() {
        let text = """
            The first page ends in the middle of a

            Human Interface Guidelines

            1

            sentence that goes on here.

            Human Interface Guidelines

            2

            第二页的句子在这里结束。

            Human Interface Guidelines

            3

            最后一页。
            """
        XCTAssertEqual(cleaned(text), ["The first page ends in the middle of a", "sentence that goes on here.", "",
                                       "第二页的句子在这里结束。", "", "最后一页。"])
        XCTAssertEqual(TextLines.split(text).map(\.number), [1, 7, 8, 13, 14, 19])
    }

    // Marked page numbers and form feeds are page breaks; a Chinese clause cut by one reads on.
    func testRecognisesMarkedPageNumbersAndFormFeeds() {
        XCTAssertTrue(PageFurniture.isMarkedPageNumber("- 12 -"))
        XCTAssertTrue(PageFurniture.isMarkedPageNumber("Page 3 of 40"))
        XCTAssertTrue(PageFurniture.isMarkedPageNumber("第 7 页"))
        XCTAssertTrue(PageFurniture.isMarkedPageNumber("12 / 300"))
        XCTAssertFalse(PageFurniture.isMarkedPageNumber("Page views"))
        XCTAssertEqual(cleaned("了解更多开发者的指南，请参\n\u{0C}阅 UILayoutGuide。"), ["了解更多开发者的指南，请参", "阅 UILayoutGuide。"])
    }

    // Without page breaks, nothing is taken: numbered lines that do not rise are content, and so are
    // repeated labels.
    func testLeavesTextWithoutPageBreaksAlone() {
        let text = "Light\n\n3\n\nLight\n\n1\n\nLight\n\n2"
        XCTAssertEqual(cleaned(text), text.components(separatedBy: "\n"))
    }
}

/// `folio import FILE` records its source as given, never as an absolute path of this machine.
final class RecordedSourceTests: XCTestCase {
    func testRecordsAnAbsoluteSourceRelativeToTheOutput() {
        let file = URL(fileURLWithPath: "/home/me/books/t.txt")
        XCTAssertEqual(ImportRunner.recordedSource("/home/me/books/t.txt", file: file, outputDirectory: URL(fileURLWithPath: "/home/me/books/out")), "../t.txt")
        XCTAssertEqual(ImportRunner.recordedSource("/home/me/books/t.txt", file: file, outputDirectory: URL(fileURLWithPath: "/srv/site")), "../../home/me/books/t.txt")
        XCTAssertEqual(ImportRunner.recordedSource("books/t.txt", file: file, outputDirectory: URL(fileURLWithPath: "/srv/site")), "books/t.txt")
    }
}
