import XCTest
import FolioMarkdown

/// `mixed-language`: English sentences and Chinese in one paragraph.
final class MixedLanguageRuleTests: XCTestCase {
    // An English paragraph glued to its translation is reported at the paragraph.
    func testEnglishSentencesGluedToChineseAreReported() {
        XCTAssertEqual(lint("""
            表格视图非常有用。Table views are extremely useful in iPhone applications. They display lists.表格视图显示列表。
            """), ["1:1: [mixed-language] English sentences and Chinese in one paragraph: 'Table views are extremely useful in iPho…'; split them into a pair"])
    }

    // Product names, linked English titles and code inside Chinese text are not English sentences.
    func testNamesTitlesAndCodeInChineseAreNotMixed() {
        XCTAssertEqual(lint("""
            详情查看【[Apple Pay on the Web Human Interface Guidelines for Designers](https://example.com/).】

            在 Xcode 中用 Interface Builder 和 `UITableView.reloadData()` 可以快速创建标准的界面元素。

            下载 San Francisco 字体，iOS 9 中的 San Francisco 字体取名为 SF UI Display Text。
            """), [])
    }
}
