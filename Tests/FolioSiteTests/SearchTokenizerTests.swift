import XCTest
@testable import FolioSite

final class SearchTokenizerTests: XCTestCase {
    private func tokens(_ text: String) -> [String] {
        SearchTokenizer.tokens(in: text).map(\.description)
    }

    // A Chinese run gives its overlapping bigrams; punctuation ends a run.
    func testChineseTextBecomesBigrams() {
        XCTAssertEqual(tokens("进度条的轨道"), ["han:进度", "han:度条", "han:条的", "han:的轨", "han:轨道"])
        XCTAssertEqual(tokens("报告进度。加载"), ["han:报告", "han:告进", "han:进度", "han:加载"])
    }

    // A Han character standing alone between other text is one token.
    func testLoneHanCharacterIsOneToken() {
        XCTAssertEqual(tokens("用 iOS 的"), ["han:用", "word:ios", "han:的"])
    }

    // English words are lowercased and stemmed; apostrophes and possessives are folded away.
    func testEnglishWordsAreFoldedAndStemmed() {
        XCTAssertEqual(tokens("Progress Bars show progressing views."),
                       ["word:progress", "word:bar", "word:show", "word:progress", "word:view"])
        XCTAssertEqual(tokens("Don't use the app’s entries; it applied."),
                       ["word:dont", "word:use", "word:the", "word:app", "word:entry", "word:it", "word:apply"])
    }

    // Mixed text keeps English words and Chinese bigrams in reading order, also without spaces between them.
    func testMixedTextKeepsBothScriptsInOrder() {
        XCTAssertEqual(tokens("Action Sheet 动作菜单"),
                       ["word:action", "word:sheet", "han:动作", "han:作菜", "han:菜单"])
        XCTAssertEqual(tokens("App可以与Siri整合"),
                       ["word:app", "han:可以", "han:以与", "word:siri", "han:整合"])
    }

    // Punctuation of either width separates tokens; a dot between digits stays in a number.
    func testPunctuationSeparatesTokensButNotSectionNumbers() {
        XCTAssertEqual(tokens("“进度条”（Progress—Bars）、2.1节: iOS 13.1…"),
                       ["han:进度", "han:度条", "word:progress", "word:bar", "word:2.1", "han:节", "word:ios", "word:13.1"])
        XCTAssertEqual(tokens("full-screen, e.g. 3D Touch"),
                       ["word:full", "word:screen", "word:e", "word:g", "word:3d", "word:touch"])
    }

    // Full-width letters and digits read as ASCII; diacritics are dropped.
    func testFullWidthAndAccentedLettersAreFolded() {
        XCTAssertEqual(tokens("ＰＲＯＧＲＥＳＳ　ＢＡＲＳ，１２３"), ["word:progress", "word:bar", "word:123"])
        XCTAssertEqual(tokens("Café RÉSUMÉS"), ["word:caf", "word:resum"])
    }

    // Segments keep whole Han runs and unstemmed words, which is what queries search for.
    func testSegmentsKeepWholeRunsAndUnstemmedWords() {
        XCTAssertEqual(SearchTokenizer.segments(in: "设计跟随内容 (Defer to Content)"),
                       [.han("设计跟随内容"), .word("defer"), .word("to"), .word("content")])
    }

    // The stemmer maps the forms readers type to the same stem.
    func testStemmerJoinsCommonWordForms() {
        let groups: [[String]] = [
            ["progress", "progresses", "progressing", "progressed"],
            ["bar", "bars"],
            ["view", "views", "viewing", "viewed"],
            ["use", "uses", "using", "used"],
            ["make", "makes", "making"],
            ["entry", "entries"],
            ["apply", "applies", "applied", "applying"],
            ["run", "runs", "running"],
            ["need", "needs", "needed", "needing"],
        ]
        for group in groups {
            XCTAssertEqual(Set(group.map(EnglishStemmer.stem)).count, 1, "\(group) → \(group.map(EnglishStemmer.stem))")
        }
    }

    // Words the stemmer must leave alone: -ss, -us, -is endings, short words, -ing without a vowel before it.
    func testStemmerLeavesWordsThatOnlyLookInflected() {
        let kept = ["status", "this", "bring", "string", "thing", "red", "address", "ios", "2.1"]
        XCTAssertEqual(kept.map(EnglishStemmer.stem), ["status", "this", "bring", "string", "thing", "red", "address", "ios", "2.1"])
        XCTAssertEqual(["modality", "modal", "sheets", "filling"].map(EnglishStemmer.stem), ["modality", "modal", "sheet", "fill"])
    }

    // The byte path for lowercase ASCII words gives what the scalar path gives, for every word of
    // the book's content.
    func testByteStemmerAgreesWithScalarStemmer() throws {
        let content = SiteFixtures.root.appendingPathComponent("Content/ios10")
        var words = Set(["bars", "applied", "running", "needed", "ies", "eed", "sing", "ss", "hopping", "fizzing", "yed"])
        for name in try FileManager.default.contentsOfDirectory(atPath: content.path) where name.hasSuffix(".md") {
            let text = try String(contentsOf: content.appendingPathComponent(name), encoding: .utf8)
            for segment in SearchTokenizer.segments(in: text) { if case .word(let word) = segment { words.insert(word) } }
        }
        XCTAssertGreaterThan(words.count, 1000)
        for word in words { XCTAssertEqual(EnglishStemmer.stem(word), EnglishStemmer.stemByScalars(word), word) }
    }

    // ASCII text (also with Han and CJK punctuation) takes a byte path; it cuts, folds and stems as
    // the scalar path does.
    func testASCIIWordPathAgreesWithScalarPath() throws {
        let content = SiteFixtures.root.appendingPathComponent("Content/iphone2010")
        var texts = ["Don't use the app's icon.", "Section 2.1.3 and 10.5x", "It's O'Neil's 3'4", "end.", "'s", "a'", "x''y", "Apps' icons"]
        for name in try FileManager.default.contentsOfDirectory(atPath: content.path) where name.hasSuffix(".md") {
            let text = try String(contentsOf: content.appendingPathComponent(name), encoding: .utf8)
            texts += text.split(separator: "\n").map(String.init)
        }
        texts += ["进度条 Progress Bars（进度）", "App’s 图标", "Ｆｕｌｌ width 全角", "café 咖啡", "1.2节 2.", "x\u{301}y 中",
                  "（见 Progress Bars）：进度，", "1．2 节", "don＇t", "Ｘ２ 中", "版本２",
                  "the app’s icon’s", "don’t", "’s", "a’ b", "x’’y", "it’s 中文’s"]
        XCTAssertGreaterThan(texts.count, 500)
        for text in texts {
            XCTAssertEqual(SearchTokenizer.wordStems(in: text), SearchTokenizer.wordStemsByScalars(in: text), text)
        }
    }
}
