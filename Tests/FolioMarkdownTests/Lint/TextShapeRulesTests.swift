import XCTest
import FolioMarkdown

/// `heading-like-bold`, `literal-markdown` and `doubled-text`.
final class TextShapeRulesTests: XCTestCase {
    // A bold heading pair before body text is reported once; a bold label with a colon is not.
    func testBoldLinesActingAsHeadingsAreReported() {
        XCTAssertEqual(lint("""
            **Home**

            **家**

            Represents a physical home.

            表示物理家庭。

            **Tip:**

            Keep it short.
            """, only: .headingLikeBold), ["1:1: [heading-like-bold] bold paragraph 'Home' stands in for a heading; make it a heading"])
    }

    // Escaped emphasis shown with its asterisks, and an autolink that swallowed punctuation.
    func testLiteralMarkdownIsReported() {
        XCTAssertEqual(lint("""
            参见\\*iPhone Human Interface Guidelines\\*。

            下载可访问 <https://example.com/fonts/.(>注意。

            Use `**kwargs` and *real emphasis* and snake_case_names.
            """), [
            "1:1: [literal-markdown] Markdown shown as text: '*iPhone Human Interface Guidelines*'",
            "3:7: [literal-markdown] link 'https://example.com/fonts/.(' ends in punctuation that belongs to the text",
        ])
    }

    // A paragraph repeated after a link, and one that starts and ends alike, are reported; the same
    // text under two headings is not.
    func testDoubledTextIsReported() {
        XCTAssertEqual(lint("""
            YunOS Auto智能车载系统-动效设计方案

            [YunOS Auto](https://example.com/)

            YunOS Auto智能车载系统-动效设计方案

            HUMANISING AUTONOMY [MOBILE APP](https://example.com/) HUMANISING AUTONOMY

            ### 碰撞 - 轻

            提供补充视觉的物理隐喻。

            ### 碰撞 - 重

            提供补充视觉的物理隐喻。
            """, only: .doubledText), [
            "5:1: [doubled-text] paragraph repeats line 1: 'YunOS Auto智能车载系统-动效设计方案'; keep one",
            "7:1: [doubled-text] paragraph starts and ends with the same text 'HUMANISING AUTONOMY'; keep one",
        ])
    }
}
