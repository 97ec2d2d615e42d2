import XCTest
import FolioMarkdown

/// `split-sentence`: a sentence broken across paragraphs, in English and in Chinese.
final class SplitSentenceRuleTests: XCTestCase {
    // An English paragraph ending on an article, continued in lower case, is reported at its start.
    func testEnglishSentenceBrokenAfterAnArticle() {
        XCTAssertEqual(lint("""
            You can rely on the semantic meaning of a

            standard icon remaining the same.
            """), ["1:1: [split-sentence] sentence broken across paragraphs: '…the semantic meaning of a' ¶ 'standard icon remaining t…' (line 3); join them"])
    }

    // The last item of a list broken from the paragraph after the list is found too.
    func testEnglishSentenceBrokenAfterAListItem() {
        XCTAssertEqual(lint("""
            - Stable appearance, even if future updates change the appearance of the

            standard icons.
            """), ["1:3: [split-sentence] sentence broken across paragraphs: '…nge the appearance of the' ¶ 'standard icons.' (line 3); join them"])
    }

    // A list item broken after an article is reported; lists of titles and fragments are not.
    func testSentencesBrokenAcrossListItems() {
        XCTAssertEqual(lint("""
            - Keep your interface stable, even if future updates change the
            - appearance of standard icons.

            - iPhone Application Programming Guide
            - iPhone Human Interface Guidelines

            - 定义能够使一组多个家居设备响应的行为
            - 管理用户
            """), ["1:3: [split-sentence] sentence broken across paragraphs: '…future updates change the' ¶ 'appearance of standard ic…' (line 2); join them"])
    }

    // A Chinese paragraph ending on a character no sentence ends on, continued by the next.
    func testChineseSentenceBrokenMidWord() {
        XCTAssertEqual(lint("""
            了解更多开发者的指南，请参

            阅 UILayoutGuide 和 layoutMarginsGuide。
            """), ["1:1: [split-sentence] sentence broken across paragraphs: '…了解更多开发者的指南，请参' ¶ '阅 UILayoutGuide 和 layoutM…' (line 3); join them"])
    }

    // Intros ending with a colon, bold leads, headings and Chinese paragraphs that only lack a 。 pass.
    func testFinishedParagraphsPass() {
        XCTAssertEqual(lint("""
            Three primary themes differentiate iOS from other platforms:

            clarity, deference and depth.

            Let people choose when to turn it on

            The switch shows its state.

            **Clarity in every part of the interface**

            text is legible at every size.

            在整个系统中，每种字号的文字都是清晰可读的

            负空间，颜色，字体，图片，界面元素微妙地强调重要内容。
            """, only: .splitSentence), [])
    }
}
