import Foundation

/// Judges each translation pair the build makes (`TranslationPairing.runs(of:)`):
/// `suspicious-pair` when the Chinese side cannot be a translation of the English side (a label or
/// name paired with long Chinese, or a long English run with a few Chinese characters), and
/// `unequal-pair` when the build could not align the two sides paragraph by paragraph: both sides have
/// several blocks, or the English holds a label or name beside its sentences (a row of a table left as
/// text). A translator who merged two paragraphs into one is no fault.
enum PairShapeRule {
    /// How many times longer (in `LintText.weight` units) one side may be than the other before the
    /// pair is judged no translation. In the default book's one-paragraph pairs of 15 words or more,
    /// 98 % have 0.93–2.1 Han characters per English word (median 1.52): within 0.6–1.4 times the
    /// weight of the English.
    static let lengthFactorLimit = 3.5
    /// The limit when the English is a name (at most four words, no sentence punctuation) and the
    /// Chinese holds a sentence: a name is never translated by a sentence twice its length.
    static let nameFactorLimit = 2.0

    /// The weight the longer side must reach before lengths are compared (about 12 Han characters).
    static let minimumLongSide = 8.0

    static func findings(in siblings: LintSiblings) -> [ContentFinding] {
        var found: [ContentFinding] = []
        for run in siblings.runs {
            guard case .pair(let english, let chinese) = run, siblings.blocks[english.lowerBound].headingLevel == nil else { continue }
            let first = siblings.blocks[english.lowerBound]
            let englishText = english.map { siblings.texts[$0] }.joined(separator: "\n")
            let chineseText = chinese.map { siblings.texts[$0] }.joined(separator: "\n")
            if let problem = lengthMismatch(english: englishText, chinese: chineseText, chineseBlocks: chinese.count) {
                found.append(ContentFinding(.suspiciousPair, problem, at: first))
            } else if min(english.count, chinese.count) >= 2
                        || (english.count > chinese.count && english.contains { isName(siblings.texts[$0]) }) {
                let lines = { (range: Range<Int>) in range.map { String(siblings.blocks[$0].line) }.joined(separator: ", ") }
                let counts = "\(blocks(english.count, "English")) paired with \(blocks(chinese.count, "Chinese"))"
                found.append(ContentFinding(.unequalPair, "\(counts) (lines \(lines(english)) and \(lines(chinese))); align them paragraph by paragraph", at: first))
            }
        }
        return found
    }

    /// Why the Chinese cannot translate the English, judged by length, or nil when it can.
    static func lengthMismatch(english: String, chinese: String, chineseBlocks: Int) -> String? {
        let englishWeight = LintText.weight(english)
        let chineseWeight = LintText.weight(chinese)
        let factor = (chineseWeight + 2) / (englishWeight + 2)
        let side = blocks(chineseBlocks, "Chinese")
        let nameLimit = isName(english) && hasSentence(chinese) ? nameFactorLimit : lengthFactorLimit
        if factor > nameLimit, chineseWeight >= minimumLongSide {
            return "'\(LintText.excerpt(english, limit: 30))' is paired with \(side) about \(Int(factor.rounded())) times as long; it cannot be their English"
        }
        if factor < 1 / lengthFactorLimit, englishWeight >= minimumLongSide {
            return "'\(LintText.excerpt(english, limit: 30))' is paired with \(side) about 1/\(Int((1 / factor).rounded())) as long ('\(LintText.excerpt(chinese, limit: 15))'); it cannot be its translation"
        }
        return nil
    }

    /// `1 English block`, `2 Chinese blocks`.
    private static func blocks(_ count: Int, _ language: String) -> String {
        "\(count) \(language) block\(count == 1 ? "" : "s")"
    }

    /// True for a name or label: at most four words and no sentence punctuation.
    private static func isName(_ text: String) -> Bool {
        text.latinWordCount <= 4 && !text.contains { LintText.terminalPunctuation.contains($0) }
    }

    /// True when the text holds sentence punctuation (a full stop or comma in either language).
    private static func hasSentence(_ text: String) -> Bool { text.contains { ".!?。！？，".contains($0) } }
}
