import XCTest
import FolioCore
@testable import FolioMarkdown

/// Blocks pair only where the Chinese can be a translation of the English.
final class TranslationPairingTests: XCTestCase {
    private func runs(_ markdown: String) -> [BlockRun] {
        TranslationPairing.runs(of: MarkdownParser.parse(markdown).children)
    }

    // A sentence and its translation pair; so do two sentences and their two translations.
    func testTranslationsPair() {
        XCTAssertEqual(runs("Note: Application-specific settings should not include user help content.\n\n特定的应用程序设置不应该包括用户帮助项。\n"),
                       [.pair(en: 0..<1, zh: 1..<2)])
        XCTAssertEqual(runs("Figure 8-1 Three ways to display lists using table views\n\n三种不同表格视图的显示方式\n"),
                       [.pair(en: 0..<1, zh: 1..<2)])
        XCTAssertEqual(runs("Pause\n\n暂停\n"), [.pair(en: 0..<1, zh: 1..<2)])
    }

    // A label does not pair with a long Chinese run: the Chinese stays, on its own, in every mode.
    func testLabelDoesNotPairWithLongChinese() {
        let chinese = String(repeating: "在诸如分屏窗格，弹出窗口或其他非全屏视图这种复杂环境下，应改用遮片样式呈现模态内容。", count: 2)
        XCTAssertEqual(runs("NOTE\n\n\(chinese)\n\n\(chinese)\n"),
                       [.single(0, language: .en), .single(1, language: .zh), .single(2, language: .zh)])
    }
}
