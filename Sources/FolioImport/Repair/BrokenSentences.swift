import FolioCore

/// Joins a sentence that an old page break split into two paragraphs (`…the semantic meaning of a` ¶
/// `standard icon…`; `…请参` ¶ `阅 UILayoutGuide`), also where the first part ends a list item.
///
/// English (also where the first part ends a list item): the first part ends in a letter, digit, comma
/// or hyphen and the second starts with a lowercase letter. Chinese, where lines without end marks are
/// often list lines, labels or sub-headings: the first part is a paragraph of at least
/// `minimumChineseLength` characters that is plainly cut off (its last clause, after the last comma,
/// is a fragment of at most `fragmentLength` characters, or it ends in a conjunction or preposition),
/// and the second starts with a Han character and ends a sentence. Both parts are in the same
/// language and the second is a plain paragraph.
enum BrokenSentences {
    /// The shortest Chinese first part: a short line without an end mark is more likely a label.
    static let minimumChineseLength = 8
    /// The longest last clause that is taken for a fragment (`请参` of `…的指南，请参`).
    static let fragmentLength = 3
    /// English words that cannot end a sentence: after them the sentence goes on whatever the case of
    /// the next word (`…symbol name of the` ¶ `MixWithOthers property…`).
    static let englishContinuers: Set<String> = ["a", "an", "the", "of", "in", "on", "to", "for", "with", "and", "or",
                                                 "by", "from", "at", "as", "that", "which", "is", "are", "your", "its"]
    /// Characters that cannot end a Chinese clause.
    static let clauseContinuers: Set<Character> = ["和", "与", "及", "或", "并", "把", "被", "将", "从", "向", "让", "使"]

    /// `blocks` with every broken sentence joined.
    static func joined(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        var out: [MarkdownBlock] = []
        for block in blocks {
            if let previous = out.last, let joint = joint(previous, block) {
                out[out.count - 1] = MarkdownBlock(previous.markdown + joint + block.markdown)
            } else {
                out.append(block)
            }
        }
        return out
    }

    /// The text that joins `first` and `second` (a space in English, nothing in Chinese), or nil when
    /// they are not two parts of one sentence.
    static func joint(_ first: MarkdownBlock, _ second: MarkdownBlock) -> String? {
        guard first.isParagraph || first.shape == .list, second.isParagraph, !first.isBoldOnly,
              let language = second.language, first.language == language || first.shape == .list,
              let end = first.visible.last, let start = second.visible.first,
              !second.markdown.hasPrefix("*") else { return nil }
        switch language {
        case .en:
            let lastLine = first.markdown.split(separator: "\n").last.map(String.init) ?? first.markdown
            guard MarkdownBlock.visibleText(of: lastLine).dominantLanguage == .en else { return nil }
            let lastWord = first.visible.split(separator: " ").last.map { String($0) } ?? ""
            if englishContinuers.contains(lastWord), start.isLatinLetter { return " " }  // `…which is in` ¶ `General settings.`
            return (end.isLetter || end.isNumber || end == "," || end == "-") && start.isLowercase && start.isLatinLetter ? " " : nil
        case .zh:
            guard first.isParagraph, first.language == .zh, first.visible.count >= minimumChineseLength,
                  end.isHan, start.isHan, GluedTranslation.endsSentence(second.markdown, chinese: true) else { return nil }
            let lastClause = first.visible.reversed().prefix { !"，。；：！？、".contains($0) }
            return lastClause.count <= fragmentLength || clauseContinuers.contains(end) ? "" : nil
        }
    }
}
