import XCTest
import FolioMarkdown

/// `bare-label` and `glued-label`: callout labels alone or run into the text.
final class LabelRuleTests: XCTestCase {
    // A label alone as a paragraph, in either language, with or without bold and colon.
    func testLabelsStandingAloneAreReported() {
        XCTAssertEqual(lint("""
            NOTE

            **注意**：
            """, only: .bareLabel), [
            "1:1: [bare-label] label 'NOTE' stands alone; make it a callout (> [!NOTE]) holding the text it introduces",
            "3:1: [bare-label] label '注意' stands alone; make it a callout (> [!NOTE]) holding the text it introduces",
        ])
    }

    // An upper-case label run into the next word is reported; Chinese words that are also labels are not.
    func testGluedLabelsAreReported() {
        XCTAssertEqual(lint("""
            TIPThe App Store offers more options.

            See the note.NOTEAn image that is a template discards color.

            提示数字要实时更新。

            TIPS and NOTES are collected at the end.
            """, only: .gluedLabel), [
            "1:1: [glued-label] label 'TIP' is glued to the text after it: 'TIPThe App Store offers more o…'",
            "3:1: [glued-label] label 'NOTE' is glued to the text after it: 'NOTEAn image that is a templat…'",
        ])
    }

    // A callout in GitHub's alert syntax is what a label should become, and is not reported.
    func testCalloutsPass() {
        XCTAssertEqual(lint("""
            > [!NOTE]
            > Use short labels in small views.
            >
            > 在小视图中使用短标签。

            > [!TIP]
            >
            > Keep labels short.
            >
            > 标签要简短。
            """), [])
    }
}
