import XCTest
import FolioMarkdown

/// `suspicious-pair` and `unequal-pair`: the pairs the build makes are judged by length and block count.
final class PairShapeRuleTests: XCTestCase {
    // A short name paired with a long Chinese paragraph cannot be its English.
    func testNamePairedWithLongChineseIsSuspicious() {
        XCTAssertEqual(lint("""
            Placeholder text

            考虑在搜索栏下方提供有用的快捷方式和其他内容，例如最近的搜索记录，让人们不必输入就能找到想要的东西。
            """), ["1:1: [suspicious-pair] 'Placeholder text' is paired with 1 Chinese block about 8 times as long; it cannot be their English"])
    }

    // A name paired with a Chinese sentence is judged with a tighter limit than two runs of text.
    func testNamePairedWithASentenceIsSuspicious() {
        XCTAssertEqual(lint("""
            Search field

            进入搜索模式，在顶部显示搜索栏。

            Scope bar

            在搜索栏下方显示的范围选择控件
            """), ["1:1: [suspicious-pair] 'Search field' is paired with 1 Chinese block about 3 times as long; it cannot be their English"])
    }

    // A long English paragraph paired with a few Chinese characters cannot be translated by them.
    func testLongEnglishPairedWithAFewChineseIsSuspicious() {
        XCTAssertEqual(lint("""
            Table views are extremely useful in applications because they display lists of items that people can scroll, select and edit in place.

            表格
            """), ["1:1: [suspicious-pair] 'Table views are extremely usef…' is paired with 1 Chinese block about 1/7 as long ('表格'); it cannot be its translation"])
    }

    // Two English paragraphs and one Chinese cannot be aligned paragraph by paragraph.
    func testUnequalBlockCountsAreReported() {
        XCTAssertEqual(lint("""
            Swipe a notification up to dismiss it.

            Press a notification to expand it.

            向上轻扫通知可以关闭它，按压通知可以展开它。
            """), ["1:1: [unequal-pair] 2 English blocks paired with 1 Chinese block (lines 1, 3 and 5); align them paragraph by paragraph"])
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
