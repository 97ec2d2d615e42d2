import XCTest
import FolioMarkdown

/// `suspicious-pair` and `unequal-pair`: the pairs the build makes are judged by length and block count.
final class PairShapeRuleTests: XCTestCase {
    // A short name before a long Chinese paragraph is not paired by the build, so there is no pair to judge.
    func testNameBeforeLongChineseIsNotPaired() {
        XCTAssertEqual(lint("""
            Placeholder text

            考虑在搜索栏下方提供有用的快捷方式和其他内容，例如最近的搜索记录，让人们不必输入就能找到想要的东西。
            """), [])
    }

    // A name before a Chinese sentence is not paired by the build (a name does not translate a
    // sentence); a name before a Chinese name is a pair, and a fair one.
    func testNameBeforeASentenceIsNotPaired() {
        XCTAssertEqual(lint("""
            Search field

            进入搜索模式，在顶部显示搜索栏。

            Scope bar

            在搜索栏下方显示的范围选择控件
            """), [])
        XCTAssertEqual(TranslationPairing.runs(of: MarkdownParser.parse("Search field\n\n进入搜索模式，在顶部显示搜索栏。\n\nScope bar\n\n范围选择控件\n").children),
                       [.single(0, language: .en), .single(1, language: .zh), .pair(en: 2..<3, zh: 3..<4)])
    }

    // A long English paragraph before a few Chinese characters is not paired by the build either.
    func testLongEnglishBeforeAFewChineseIsNotPaired() {
        XCTAssertEqual(lint("""
            Table views are extremely useful in applications because they display lists of items that people can scroll, select and edit in place.

            表格
            """), [])
    }

    // Two English paragraphs and two Chinese ones whose lengths cross cannot be aligned one to one.
    func testUnequalBlockCountsAreReported() {
        XCTAssertEqual(lint("""
            Notifications appear on the lock screen and in the notification center, where people read them at a glance and act.

            Keep them short please.

            通知出现在锁定屏幕上。

            也出现在通知中心里，人们一眼就能读完并处理，所以请保持简短实用。
            """), ["1:1: [unequal-pair] 2 English blocks paired with 2 Chinese blocks (lines 1, 3 and 5, 7); align them paragraph by paragraph"])
    }

    // A label before a sentence and its translation is left single by the build: no pair to judge.
    func testLabelBesideASentenceIsNotPaired() {
        XCTAssertEqual(lint("""
            Invitation

            Denotes or displays an invitation.

            表述或者显示一个邀请
            """), [])
    }

    // Two English sentences that a translator merged into one Chinese paragraph are no fault.
    func testMergedTranslationIsNoFault() {
        XCTAssertEqual(lint("""
            Swipe a notification up to dismiss it.

            Press a notification to expand it.

            向上轻扫通知可以关闭它，按压通知可以展开它。
            """), [])
    }

    // Real translations, a heading pair and a short label with its translation pass.
    func testTranslationsPass() {
        XCTAssertEqual(lint("""
            ## Design Principles

            ## 设计原则

            Three primary themes differentiate iOS from other platforms.

            三个基本的主题将 iOS 和其他平台区别开。

            Style

            风格

            For implementation details, see Apple Pay Programming Guide.

            详情查看【Apple Pay Programming Guide】。
            """), [])
    }
}
