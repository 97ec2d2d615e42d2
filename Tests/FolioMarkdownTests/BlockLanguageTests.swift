import XCTest
import FolioCore
import FolioMarkdown

/// Each node knows its language from the moment it is made, and again after it is changed.
final class BlockLanguageTests: XCTestCase {
    private func paragraph(_ text: String) -> MarkdownNode {
        MarkdownNode(.paragraph, children: [MarkdownNode(.text(text))])
    }

    // Text blocks by script, containers by the one language of their blocks, code and images by none.
    func testClassifiesWhenMade() {
        XCTAssertEqual(paragraph("Always report progress.").language, .en)
        XCTAssertEqual(paragraph("始终报告进度。").language, .zh)
        XCTAssertNil(paragraph("2019 — ✓").language)
        XCTAssertNil(MarkdownNode(.codeBlock(info: "", literal: "let x = 1")).language)
        let list = MarkdownNode(.list(ordered: false, start: 1, tight: true), children: [
            MarkdownNode(.item, children: [paragraph("进度条")]), MarkdownNode(.item, children: [paragraph("活动指示器")]),
        ])
        XCTAssertEqual(list.language, .zh)
        let mixed = MarkdownNode(.blockQuote, children: [paragraph("Progress"), paragraph("进度")])
        XCTAssertNil(mixed.language)
        let withCode = MarkdownNode(.blockQuote, children: [paragraph("进度"), MarkdownNode(.codeBlock(info: "", literal: "code"))])
        XCTAssertNil(withCode.language, "a block with letters but no language makes the container mixed")
        XCTAssertEqual(MarkdownParser.parse("Report progress.\n\n- 进度条\n").children.map(\.language), [.en, .zh])
    }

    // Changing a node's children or kind classifies it again.
    func testClassifiesAgainWhenChanged() {
        var node = paragraph("Always report progress.")
        node.children = [MarkdownNode(.text("始终报告进度。"))]
        XCTAssertEqual(node.language, .zh)
        node.kind = .codeBlock(info: "", literal: "")
        XCTAssertNil(node.language)
    }
}
