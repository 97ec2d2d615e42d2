import XCTest
@testable import FolioImport

/// Half-width punctuation inside Chinese sentences becomes full-width; code, links, numbers and English
/// keep theirs; every change is recorded.
final class ChinesePunctuationTests: XCTestCase {
    func testMarksInsideChineseSentencesBecomeFullWidth() {
        let (text, changes) = ChinesePunctuation.normalize("开发者指南,请参阅 Apple Pay 和 PassKit:设置。\n\n## 3 iOS 技术 (上)\n")
        XCTAssertEqual(text, "开发者指南，请参阅 Apple Pay 和 PassKit：设置。\n\n## 3 iOS 技术（上）\n")
        XCTAssertEqual(changes.map(\.description), ["1:6: ',' → '，'", "1:30: ':' → '：'", "3:13: '(' → '（'", "3:15: ')' → '）'"])
    }

    // Emphasis marks are seen through, and an English word in parentheses after Chinese gets
    // full-width parentheses.
    func testEmphasisAndGlossedWords() {
        let (text, changes) = ChinesePunctuation.normalize("- **遵从(Deference)**:UI应该有助于理解。\n- **视图 (Views)** : 包含内容。")
        XCTAssertEqual(text, "- **遵从（Deference）**：UI应该有助于理解。\n- **视图（Views）**：包含内容。")
        XCTAssertEqual(changes.count, 6)
    }

    func testCodeLinksNumbersAndEnglishKeepTheirMarks() {
        let body = """
            使用 `a, b` 和 [链接](https://example.com/a,b) 以及 <https://example.com/x:y>,然后 https://example.com/p?q=1 继续。
            共 1,000 个，时间 10:30。
            Use commas, colons: and (parentheses) in English.
            ```
            代码,不变
            ```
            ![图](a.png)
            """
        let (text, changes) = ChinesePunctuation.normalize(body)
        XCTAssertEqual(text, body.replacingOccurrences(of: ">,然后", with: ">，然后"))
        XCTAssertEqual(changes.count, 1)
    }
}
