import Foundation
import XCTest
@testable import FolioCore

/// The build's own trimming, folding and JSON quoting give Foundation's results (they replace
/// Foundation calls on hot paths, so they are checked against them).
final class TextFastPathTests: XCTestCase {
    private let samples = [
        "", "   ", " \t padded \t ", "\u{3000}全角空格\u{3000}", "line\n", "\u{00A0}nbsp\u{2003}",
        "“Quoted”，标点。", "...!", "Café Déjà vu", "ＡＢＣ１２３", "《应用图标》", "Mixed 中文 and English",
    ]

    func testTrimmingMatchesFoundation() {
        for text in samples {
            XCTAssertEqual(text.trimmingWhitespace(), text.trimmingCharacters(in: .whitespaces), text)
            XCTAssertEqual(text.trimming { $0.isWhitespaceOrNewline || $0.isPunctuation },
                           text.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)), text)
            XCTAssertEqual(text.isBlank, text.trimmingCharacters(in: .whitespaces).isEmpty, text)
        }
    }

    // The listed space separators are exactly the scalars the Unicode tables call Zs (plus tab).
    func testInlineWhitespaceIsTabOrASpaceSeparator() {
        var listed = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = value == 0x09 || scalar.properties.generalCategory == .spaceSeparator
            XCTAssertEqual(scalar.isInlineWhitespace, expected, String(value, radix: 16))
            if expected { listed += 1 }
        }
        XCTAssertEqual(listed, 18)
    }

    func testFoldingMatchesFoundation() {
        for text in samples + ["Progress Bars 进度条", "UIKit — 第 2.1 节 · 概览"] {
            XCTAssertEqual(text.foldingWidthAndDiacritics(lowercase: true),
                           text.folding(options: [.caseInsensitive, .widthInsensitive, .diacriticInsensitive], locale: nil), text)
            XCTAssertEqual(text.foldingWidthAndDiacritics(lowercase: false),
                           text.folding(options: [.widthInsensitive, .diacriticInsensitive], locale: nil), text)
        }
    }

    func testFoldingStableScalarsAreLeftAsTheyAre() {
        let scalars = (0x20...0x7E).map { $0 } + [0x3001, 0x3002, 0x300A, 0x3011, 0x2018, 0x201D, 0x2014, 0x00B7, 0x4E00, 0x9FA5]
        for value in scalars {
            let text = String(Unicode.Scalar(value)!)
            XCTAssertTrue(Unicode.Scalar(value)!.isFoldingStable)
            XCTAssertEqual(text.folding(options: [.widthInsensitive, .diacriticInsensitive], locale: nil), text, "U+\(String(value, radix: 16))")
        }
        XCTAssertFalse(Unicode.Scalar(0xFF21)!.isFoldingStable)  // full-width A folds to A
        XCTAssertFalse(Unicode.Scalar(0xE9)!.isFoldingStable)    // é folds to e
    }

    func testQuotesJSONLikeJavaScript() {
        XCTAssertEqual(JSONText.quoted("plain 中文"), "\"plain 中文\"")
        XCTAssertEqual(JSONText.quoted("a\"b\\c\nd\te\r\u{1}"), #""a\"b\\c\nd\te\r\u0001""#)
        XCTAssertEqual(JSONText.quoted("x\u{2028}y\u{2029}z"), #""x\u2028y\u2029z""#)
        for text in samples {
            let decoded = try? JSONSerialization.jsonObject(with: Data(JSONText.quoted(text).utf8), options: [.fragmentsAllowed]) as? String
            XCTAssertEqual(decoded, text)
        }
    }
}
