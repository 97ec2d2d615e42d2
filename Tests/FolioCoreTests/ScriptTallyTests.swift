import XCTest
import FolioCore

/// `ScriptTally` (bytes, pieces) gives what a plain scalar-by-scalar count of the whole text gives.
final class ScriptTallyTests: XCTestCase {
    private let samples = [
        "", "   ", "Hello world", "进度条显示进度。", "**粗体** and English", "# 标题 Title",
        "don't stop’s here", "Café déjà vu ÀÉÎ", "“Quoted” text，中文标点。", "ＡＢＣ 全角", "- [列表](x) item",
        "Mixed 中文 and English words here", "\t\n　空白开头", "e\u{301}tude 测试", "😀 emoji 表情", "×÷ signs",
        "㐀 ext A 㐁", "豈 compat 﨎 words", "かなカナ kana", "Ａｂｃ full-width", "䷀ hexagram 乾", "「引号」text",
    ]

    /// The definition: counts over the text's scalars.
    private func reference(_ text: String) -> Language? {
        var han = 0, words = 0, inWord = false
        var first: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if first == nil, !scalar.properties.isWhitespace, !"*_#>-[(`".unicodeScalars.contains(scalar) { first = scalar }
            if scalar.isLatinLetter {
                if !inWord { words += 1 }
                inWord = true
                continue
            }
            if scalar != "'" && scalar != "’" { inWord = false }
            if scalar.isHan { han += 1 }
        }
        if han == 0 { return words > 0 ? .en : nil }
        if words == 0 { return .zh }
        if let first, first.isCJK { return .zh }
        return han * 2 >= han + words ? .zh : .en
    }

    func testWholeTextMatchesTheScalarCount() {
        for text in samples {
            XCTAssertEqual(text.dominantLanguage, reference(text), text)
        }
    }

    // Any cut of the text into pieces gives the same answer: words and the first letter carry over.
    func testPiecesMatchTheirConcatenation() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let pieces = (0..<Int.random(in: 1...5, using: &generator)).map { _ in samples.randomElement(using: &generator)! }
            var tally = ScriptTally()
            for piece in pieces { tally.add(piece) }
            XCTAssertEqual(tally.dominantLanguage, reference(pieces.joined()), "\(pieces)")
        }
    }

    // Three words and three Han characters make Chinese; were the cut words counted twice, English.
    func testAWordCutAcrossPiecesCountsOnce() {
        var tally = ScriptTally()
        ["Ab", "cd ", "Ef", "gh ", "Ij", "kl 中中中"].forEach { tally.add($0) }
        XCTAssertEqual(tally.dominantLanguage, .zh)
        XCTAssertEqual("Abcd Efgh Ijkl Mnop 中中中".dominantLanguage, .en)
    }
}
