import XCTest
@testable import FolioImport

final class ChineseTextLineJoiningTests: XCTestCase {
    private func lines(_ texts: [String]) -> [TextLine] {
        texts.enumerated().map { TextLine(number: $0.offset + 1, text: $0.element) }
    }

    private func joined(_ texts: [String]) -> [String] {
        PDFLineJoining.join(lines(texts), role: ChineseChapterWriter.role).lines.map(\.text)
    }

    // A long unfinished CJK line and its continuation after one blank line become one line with no space.
    func testJoinsACJKSentenceBrokenAcrossABlankLine() {
        XCTAssertEqual(joined(["要清晰的表明加载的状态：至少，展示一个动态旋转图。更好的做法是，这样用户就能知道他们", "", "还需等待多久。"]),
                       ["要清晰的表明加载的状态：至少，展示一个动态旋转图。更好的做法是，这样用户就能知道他们还需等待多久。"])
    }

    // A continuation directly on the next line is joined too, and keeps the first piece's line number.
    func testJoinsADirectContinuationAndKeepsTheFirstLineNumber() {
        let result = PDFLineJoining.join(lines(["标题", "进度条非常适合显示任务状态，在大多数情况下，进度条的轨道包括已填", "充和未填充部分。"]),
                                         role: ChineseChapterWriter.role)
        XCTAssertEqual(result.lines, [TextLine(number: 1, text: "标题"),
                                      TextLine(number: 2, text: "进度条非常适合显示任务状态，在大多数情况下，进度条的轨道包括已填充和未填充部分。")])
        XCTAssertEqual(result.joins, 1)
    }

    // Latin text on both sides of the break is joined with one space.
    func testJoinsLatinPiecesWithOneSpace() {
        XCTAssertEqual(joined(["The system provides standard controls that people already know how to use and", "", "expect to find."]),
                       ["The system provides standard controls that people already know how to use and expect to find."])
    }

    // Finished sentences, short lines, figure gaps, headings, list items, tables and lead-ins are never joined.
    func testLeavesCompleteLinesAndStructuralLinesAlone() {
        let kept = [
            "这一行已经以句号结束了，所以它后面的内容是另一个段落。", "", "下一段。",
            "短标题行", "", "下一段落的第一句话。",
            "这一行没有结束但后面隔着三个空行也就是一张被删除的图片", "", "", "", "后来的文字。",
            "这一行没有结束但后面是一个编号的章节标题所以不能连接", "", "2.1 加载",
            "这一行没有结束但后面是一个列表项所以也不能被连接起来", "- 列表项",
            "这一行没有结束但后面是一个表格的行所以也不能被连接起来", "类型\t字重",
            "这一行没有结束但后面是一条以引导语开头的指导原则段落", "", "必要时才使用模态：只有当人们的注意力集中时才使用。",
            "这一行没有结束但后面是一个以冒号结尾的小标题啊啊啊", "", "隐喻：",
        ]
        XCTAssertEqual(joined(kept), kept)
    }

    // A list item may be continued by the prose line that follows it.
    func testContinuesAListItem() {
        XCTAssertEqual(joined(["- **清晰：**整个系统中，任何字号的文字都必须清晰易读，图标表达含义", "", "准确易懂，修饰恰到好处。"]),
                       ["- **清晰：**整个系统中，任何字号的文字都必须清晰易读，图标表达含义准确易懂，修饰恰到好处。"])
    }
}
