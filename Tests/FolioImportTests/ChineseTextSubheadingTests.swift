import XCTest
import FolioCore
@testable import FolioImport

/// Promotion of unnumbered lines to sub-headings (`ChineseSubheadings`) and how the chapter writer emits them.
final class ChineseTextSubheadingTests: XCTestCase {
    private let prose = "系统按钮通常显示在导航栏和工具栏中，但在任何地方都可使用。"

    private func lines(_ texts: [String]) -> [TextLine] {
        texts.enumerated().map { TextLine(number: $0.offset + 1, text: $0.element) }
    }

    private func body(_ texts: [String], number: Int? = 9, rule: ChineseSubheadingRule = ChineseSubheadingRule()) -> String {
        var diagnostics: [Diagnostic] = []
        let draft = ChineseChapterDraft(number: number, titleZh: nil, titleEn: nil, firstLine: 1, lastLine: texts.count,
                                        content: lines(texts))
        return ChineseChapterWriter.body(of: draft, joinLineBreaks: true, subheadings: rule, path: "t.txt",
                                         diagnostics: &diagnostics).body
    }

    private func promoted(_ texts: [String]) -> [Int: String] {
        ChineseSubheadings.promoted(in: lines(texts))
    }

    // A short line between blank lines, followed by prose, becomes a heading one level below its section.
    func testPromotesAShortLineBeforeProse() {
        XCTAssertEqual(body(["9.1 按钮", "", "按钮触发特定的操作。", "", "系统按钮", "", prose]),
                       "## 9.1 按钮\n\n按钮触发特定的操作。\n\n### 系统按钮\n\n\(prose)\n")
    }

    // A trailing colon is dropped from the heading; a `中文 (English)` line gives an English and a Chinese heading.
    func testDropsATrailingColonAndSplitsAGloss() {
        XCTAssertEqual(body(["1.1 原则", "", "整体美感：", "", "整体美感体现在一款 App 的视觉外观。"], number: 1),
                       "## 1.1 原则\n\n### 整体美感\n\n整体美感体现在一款 App 的视觉外观。\n")
        XCTAssertEqual(body(["2.2 模态", "", "全屏 (Full Screen)", "", "全屏样式覆盖整个屏幕。"], number: 2),
                       "## 2.2 模态\n\n### Full Screen\n\n### 全屏\n\n全屏样式覆盖整个屏幕。\n")
    }

    // The heading level follows the enclosing section (`N.N.N` → `####`); before any section it is `##`.
    func testNestsTheHeadingUnderItsSection() {
        XCTAssertEqual(body(["2.2.1 定义", "", "2.确定目标用户", "", "现在你需要清楚的区分你的用户。"], number: 2),
                       "### 2.2.1 定义\n\n#### 2.确定目标用户\n\n现在你需要清楚的区分你的用户。\n")
        XCTAssertEqual(body(["系统按钮", "", prose]), "## 系统按钮\n\n\(prose)\n")
    }

    // A heading may stand over a dropped figure, but a line between two figures is a caption.
    func testTellsAHeadingOverAFigureFromACaption() {
        XCTAssertEqual(promoted(["前文结束了。", "", "脸部识别和触控", "", "", "", prose]), [2: "脸部识别和触控"])
        XCTAssertEqual(promoted(["前文结束了。", "", "", "", "在4.7英寸设备上被裁切的部分", "", "", "", prose]), [:])
    }

    // Runs of short lines are figure labels: neither the first nor the one before the prose is promoted.
    func testLeavesRunsOfLabelsAlone() {
        XCTAssertEqual(promoted(["前文结束了。", "", "", "", "紧凑", "", "拓展", "", prose]), [:])
        XCTAssertEqual(promoted(["前文结束了。", "", "", "", "标准型 408px × 408px", "", "", "", "大型 618px", "", prose]), [:])
        XCTAssertEqual(promoted(["前文结束了。", "", "以iPhone Xs 的显示模式为例", "", "4: 3 视频中全屏视图模式下", "", prose]), [:])
    }

    // A short line before a table, a list, another short line or nothing is not a heading.
    func testRequiresProseAfterTheLine() {
        XCTAssertEqual(promoted(["前文结束了。", "", "默认", "", "Light\tDark\tName", "红\t红\tred"]), [:])
        XCTAssertEqual(promoted(["前文结束了。", "", "反馈", "", "- 交互元素在点击时会被高亮显示"]), [:])
        XCTAssertEqual(promoted(["前文结束了。", "", "标签格式", "", "消息支持以下文件格式的贴纸:"]), [:])
        XCTAssertEqual(promoted(["前文结束了。", "", "标签格式"]), [:])
    }

    // Sentences, lead-ins, long colon lines, note labels, single characters, Latin labels and lines without a
    // blank line around them are not headings.
    func testRejectsLinesThatAreNotHeadingShaped() {
        for line in ["例如，这样", "重要", "注意:", "NOTE", "里", "Light status bar", "使用系统自带音效来实现短音和振动：",
                     "要清晰的表明加载的状态：至少，展示一个动态旋转图。", "- 列表项", "9.2 上下文菜单", "[导航栏](#)", "请查看Page Control"] {
            XCTAssertEqual(promoted(["前文结束了。", "", line, "", prose]), [:], line)
        }
        XCTAssertEqual(promoted(["前文结束了。", "系统按钮", "", prose]), [:])
        XCTAssertEqual(promoted(["前文结束了。", "", "系统按钮", prose]), [:])
    }

    // The candidate shape: length limits (a colon line has a lower one) and the title without its colon.
    func testMeasuresCandidates() {
        XCTAssertEqual(ChineseSubheadings.title(ofCandidate: "  用户控制： "), "用户控制")
        XCTAssertEqual(ChineseSubheadings.title(ofCandidate: "Spotlight、设置和通知图标"), "Spotlight、设置和通知图标")
        XCTAssertNil(ChineseSubheadings.title(ofCandidate: "这是一个超过二十个字符长度的很长很长的标题行"))
        XCTAssertNil(ChineseSubheadings.title(ofCandidate: "使用系统自带音效：", rule: ChineseSubheadingRule(maximumColonLength: 6)))
        XCTAssertEqual(ChineseSubheadings.title(ofCandidate: "使用系统自带音效：", rule: ChineseSubheadingRule(maximumColonLength: 8)),
                       "使用系统自带音效")
    }

    // The options set the rule; a maximum length of 0 turns promotion off.
    func testOptionsTuneOrTurnOffPromotion() throws {
        let json = Data(#"{"subheadingMaximumLength": 0, "colonSubheadingMaximumLength": 5}"#.utf8)
        let options = try JSONDecoder().decode(ChineseTextOptions.self, from: json)
        XCTAssertEqual(options.subheadingRule, ChineseSubheadingRule(maximumLength: 0, maximumColonLength: 5))
        XCTAssertEqual(ChineseTextOptions().subheadingRule, ChineseSubheadingRule())
        XCTAssertEqual(body(["9.1 按钮", "", "系统按钮", "", prose], rule: options.subheadingRule),
                       "## 9.1 按钮\n\n系统按钮\n\n\(prose)\n")
    }

    // Only an opener followed by a reference verb starts a new paragraph; other lines continue a broken one.
    func testJoinsALineThatOnlyLooksLikeAReference() {
        let first = "详情按钮会打开一个窗口——通常是模态窗口——包含屏幕上特定项目的"
        XCTAssertEqual(body(["9.1 按钮", "", first, "", "相关附加信息或功能。"]),
                       "## 9.1 按钮\n\n\(first)相关附加信息或功能。\n")
        XCTAssertEqual(body(["9.1 按钮", "", "不是所有 App 都需要这些，但是你可以按照自己的需要选择", "", "相关规范请参阅色彩章节。"]),
                       "## 9.1 按钮\n\n不是所有 App 都需要这些，但是你可以按照自己的需要选择\n\n相关规范请参阅色彩章节。\n")
    }
}
