import FolioCore

/// `split-sentence`: a sentence broken across two paragraphs, as at an old page break. The first
/// paragraph ends without sentence punctuation in a way no finished text ends (English: on a
/// lower-case word, an article, a preposition or a comma; Chinese: on a conjunction, preposition or
/// measure word, or before a short fragment that finishes the sentence) and the next paragraph of the
/// same language carries on (English: starts in lower case, or anything after an article or
/// preposition; Chinese: starts with a Han character or a Latin letter).
/// Headings, labels, bold-only lines and list intros ending with ":" are never judged.
enum SplitSentenceRule {
    /// English words a finished sentence does not end on (words that end phrasal verbs, such as
    /// `on`, `at`, `by`, are left out: "turn it on").
    static let danglingWords: Set<String> = [
        "a", "an", "the", "of", "and", "or", "to", "for", "in", "with", "from", "your", "their", "its", "is", "are",
    ]

    static func findings(in siblings: LintSiblings) -> [ContentFinding] {
        var found: [ContentFinding] = []
        for index in siblings.blocks.indices.dropLast() {
            let next = siblings.blocks[index + 1]
            guard next.kind == .paragraph, let language = next.language, !LintText.isBoldOnly(next),
                  let broken = lastParagraph(of: siblings.blocks[index]), broken.language == language,
                  !LintText.isBoldOnly(broken) else { continue }
            let head = LintText.trimmed(broken.plainText)
            let tail = siblings.texts[index + 1]
            let continues = language == .en ? englishContinues(head, tail) : chineseContinues(head, tail)
            guard continues else { continue }
            found.append(ContentFinding(.splitSentence, "sentence broken across paragraphs: '…\(String(head.suffix(25)))' ¶ '\(LintText.excerpt(tail, limit: 25))' (line \(next.line)); join them", at: broken))
        }
        return found
    }

    /// The paragraph a block ends with: itself, or the last paragraph of its last list item or quote.
    static func lastParagraph(of block: MarkdownNode) -> MarkdownNode? {
        switch block.kind {
        case .paragraph: return block
        case .list, .item, .blockQuote: return block.children.last.flatMap(lastParagraph)
        default: return nil
        }
    }

    static func englishContinues(_ head: String, _ tail: String) -> Bool {
        guard let last = head.last, let first = tail.first, !LintText.endsSentence(head), LintText.label(head) == nil,
              head.latinWordCount >= 4 else { return false }
        let lastWord = head.split(whereSeparator: { !$0.isLetter && $0 != "'" && $0 != "’" }).last.map { String($0) } ?? ""
        if danglingWords.contains(lastWord.lowercased()) || last == "," { return first.isLetter || first.isNumber }
        return last.isLowercase && first.isLowercase
    }

    /// Han characters a Chinese sentence does not end on: conjunctions, prepositions, measure words.
    static let danglingHan: Set<Character> = [
        "和", "与", "或", "及", "在", "对", "把", "被", "从", "向", "将", "让", "使", "给", "请", "为", "因",
        "而", "但", "并", "且", "则", "个", "些", "是", "参", "见", "有", "特", "定", "于",
    ]

    /// Chinese often leaves out a paragraph's last 。, so a missing one is not enough: the head must
    /// end on a character no sentence ends on, or the next paragraph must be a short fragment that
    /// finishes the sentence.
    static func chineseContinues(_ head: String, _ tail: String) -> Bool {
        guard let last = head.last, let first = tail.first, last.isHan, first.isHan || first.isLatinLetter,
              LintText.label(head) == nil, LintText.hanCount(head) >= 10 else { return false }
        if danglingHan.contains(last) { return true }
        return tail.count <= 20 && LintText.endsSentence(tail) && !tail.contains("：") && !tail.contains(":")
    }
}
