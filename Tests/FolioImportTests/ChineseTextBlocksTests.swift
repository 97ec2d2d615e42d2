import XCTest
@testable import FolioImport

final class ChineseTextBlocksTests: XCTestCase {
    private func render(_ texts: [String]) -> String {
        ChineseBlocks.render(texts.enumerated().map { TextLine(number: $0.offset + 1, text: $0.element) }).joined(separator: "\n\n")
    }

    // Every bullet style becomes a Markdown list item, and consecutive items form one list across blank lines.
    func testTurnsBulletsIntoOneList() {
        XCTAssertEqual(render(["  • 首先,去除掉UI元素。", "", "- 然后,定义UI。", "•最后", "\u{F0B7} Word 项目", "● 圆点"]),
                       "- 首先,去除掉UI元素。\n- 然后,定义UI。\n- 最后\n- Word 项目\n- 圆点")
    }

    // TAB-separated rows become a GFM table with a header row, padded rows and escaped cells.
    func testTurnsTabRowsIntoATable() {
        XCTAssertEqual(render(["类型\t字重\t磅值", "大标题\t常规\t34pt", "\t任务\t<code>task</code>", "a|b"]),
                       "| 类型 | 字重 | 磅值 |\n| --- | --- | --- |\n| 大标题 | 常规 | 34pt |\n|  | 任务 | `task` |\n\na|b")
        XCTAssertEqual(render(["名称\t说明", "竖线\ta|b"]), "| 名称 | 说明 |\n| --- | --- |\n| 竖线 | a\\|b |")
    }

    // A lead-in before a colon is set in bold with the colon outside, so that CommonMark closes the bold.
    func testSetsLeadInsInBold() {
        XCTAssertEqual(render(["要清晰的表明加载的状态：至少，展示一个动态旋转图。"]), "**要清晰的表明加载的状态**：至少，展示一个动态旋转图。")
        XCTAssertEqual(render(["- 遵从(Deference):UI应该有助于用户更好地理解内容。"]), "- **遵从(Deference)**:UI应该有助于用户更好地理解内容。")
        XCTAssertEqual(render(["- **清晰：**整个系统中的文字"]), "- **清晰**：整个系统中的文字")
    }

    // Sentences with a comma before the colon, URLs and short remainders are not lead-ins.
    func testLeavesNonLeadInsAlone() {
        XCTAssertEqual(render(["思考过这些问题之后,假设你可以提取出三个特征:喜欢尝试。"]), "思考过这些问题之后,假设你可以提取出三个特征:喜欢尝试。")
        XCTAssertEqual(render(["iOS 表现了以下三大设计原则:"]), "iOS 表现了以下三大设计原则:")
        XCTAssertEqual(render(["(译者注:上文提到的章节均处在第4章。)"]), "(译者注:上文提到的章节均处在第4章。)")
    }

    // Empty link placeholders become by-title links; spaced-out link texts are repaired; web links stay links.
    func testRewritesLinkPlaceholders() {
        XCTAssertEqual(render(["更多指南，请参阅 [进度指示器](#)。"]), "更多指南，请参阅 [进度指示器](<ref:进度指示器>)。")
        XCTAssertEqual(render(["参阅 [U I B u t t o n](#) 和 [](#) [Apple](https://apple.com)"]),
                       "参阅 [UIButton](<ref:UIButton>) 和  [Apple](<https://apple.com>)")
    }

    // HTML residue is removed with its text kept, LaTeX is unwrapped and Markdown escapes are undone.
    func testRemovesMarkupResidue() {
        XCTAssertEqual(render(["<div style=\"background-color: #e0e0e0; width: 40px;\">R 108 G 108 B 112</div>"]), "R 108 G 108 B 112")
        XCTAssertEqual(render(["这里 ($1\\text{pt} = 1\\text{px}$) 和 <u>John Appleseed</u>"]), "这里 (1pt = 1px) 和 John Appleseed")
        XCTAssertEqual(render(["颜色模式 \\(sRGB/P3\\) 和 `setAlternateIconName`"]), "颜色模式 (sRGB/P3) 和 `setAlternateIconName`")
    }

    // Plain text is Markdown-escaped, bare URLs become autolinks and numbered step titles are not lists.
    func testEscapesPlainText() {
        XCTAssertEqual(render(["1. 工作介绍", "a*b_c <tag> [x]", "见 https://example.com/a_b。"]),
                       "1\\. 工作介绍\n\na\\*b\\_c \\<tag\\> \\[x\\]\n\n见 <https://example.com/a_b>。")
    }
}
