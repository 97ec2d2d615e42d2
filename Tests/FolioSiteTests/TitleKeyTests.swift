import XCTest
@testable import FolioSite

/// Title keys: letters and digits, folded; the byte path for ASCII and Han text gives what the
/// general path (folding, then Unicode letters) gives.
final class TitleKeyTests: XCTestCase {
    private func generalKey(_ text: String) -> String {
        let folded = text.foldingWidthAndDiacritics(lowercase: true)
        var key = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars where scalar.isLetterOrDigitForKeys { key.append(scalar) }
        return String(key)
    }

    func testByteKeysMatchTheGeneralPath() {
        let samples = ["Progress Bars", "进度条", "“引号”与——破折号·间隔", "《书名》、。", "App 图标 21", "Tab-Bars_and more!", "", "   ",
                       "UI 控件（二） UI Controls (2)", "ＡＢＣ１２３：全角", "「引用」〈尖〉【方】〔龟〕　空格〜"]
        for text in samples {
            let fast = Array(text.utf8).withUnsafeBufferPointer { TitleIndex.asciiAndHanKey($0) }
            XCTAssertEqual(fast, generalKey(text), text)
        }
        // Text the byte path does not take: full-width letters, accents, kana.
        for text in ["Café", "かな", "々〇 iteration", "Ⅻ roman"] {
            XCTAssertNil(Array(text.utf8).withUnsafeBufferPointer { TitleIndex.asciiAndHanKey($0) }, text)
            XCTAssertEqual(TitleIndex.key(text), generalKey(text), text)
        }
        XCTAssertEqual(TitleIndex.key("3.2 Progress Bars 进度条"), "progressbars进度条")
    }
}
