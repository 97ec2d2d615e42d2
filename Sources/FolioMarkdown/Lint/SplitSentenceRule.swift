import FolioCore

/// `split-sentence`: a sentence broken across two paragraphs, as at an old page break. The first
/// paragraph ends without sentence punctuation in a way no finished text ends (English: on a
/// lower-case word, an article, a preposition or a comma; Chinese: on a conjunction, a preposition or
/// a measure word, or before a short fragment that finishes the sentence) and the next paragraph of the
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
        for index in siblings.blocks.indices.dropLast() where siblings.isParagraph(index + 1) {
            if let finding = brokenSentence(from: siblings.blocks[index], into: siblings.blocks[index + 1], acrossItems: false) {
                found.append(finding)
            }
        }
        return found
    }

    /// Sentences broken across the items of a list. Lists of fragments often lack punctuation, so
    /// only endings no fragment has count here (an article, a preposition, a comma; Chinese: a
    /// conjunction, preposition or measure word).
    static func findings(acrossItemsOf list: MarkdownNode) -> [ContentFinding] {
        var found: [ContentFinding] = []
        for (item, next) in zip(list.children, list.children.dropFirst()) {
            guard let first = next.children.first, first.kind == .paragraph,
                  let finding = brokenSentence(from: item, into: first, acrossItems: true) else { continue }
            found.append(finding)
        }
        return found
    }

    /// The finding when the paragraph `block` ends with is broken and `next` carries it on.
    private static func brokenSentence(from block: MarkdownNode, into next: MarkdownNode, acrossItems: Bool) -> ContentFinding? {
        guard let language = next.language, !LintText.isBoldOnly(next), let broken = lastParagraph(of: block),
              broken.language == language, !LintText.isBoldOnly(broken) else { return nil }
        let head = LintText.trimmed(broken.plainText)
        let tail = LintText.trimmed(next.plainText)
        let continues = language == .en ? englishContinues(head, tail, acrossItems: acrossItems)
            : chineseContinues(head, tail, acrossItems: acrossItems)
        guard continues else { return nil }
        return ContentFinding(.splitSentence, "sentence broken across paragraphs: '…\(String(head.suffix(25)))' ¶ '\(LintText.excerpt(tail, limit: 25))' (line \(next.line)); join them", at: broken)
    }

    /// The paragraph a block ends with: itself, or the last paragraph of its last list item or quote.
    static func lastParagraph(of block: MarkdownNode) -> MarkdownNode? {
        switch block.kind {
        case .paragraph: return block
        case .list, .item, .blockQuote, .callout: return block.children.last.flatMap(lastParagraph)
        default: return nil
        }
    }

    /// A lower-case start counts only when the whole first word is lower case (not `iPhone`, `iOS`).
    static func englishContinues(_ head: String, _ tail: String, acrossItems: Bool) -> Bool {
        guard let last = head.last, let first = tail.first, !LintText.endsSentence(head), LintText.label(head) == nil,
              head.latinWordCount >= 4 else { return false }
        let lastWord = head.split(whereSeparator: { !$0.isLetter && $0 != "'" && $0 != "’" }).last.map { String($0) } ?? ""
        if danglingWords.contains(lastWord.lowercased()) || last == "," { return first.isLetter || first.isNumber }
        let firstWord = tail.prefix { $0.isLetter }
        return !acrossItems && last.isLowercase && !firstWord.isEmpty && firstWord.allSatisfy(\.isLowercase)
    }

    /// Endings no Chinese sentence has: conjunctions, prepositions, a number with its measure word,
    /// "see". Single characters that also end common words (为: 行为, 定: 决定, 则: 规则) are left out.
    static let danglingHan = [
        "请参", "参见", "参阅", "比如", "例如", "以及", "或者", "并且", "而且", "但是", "因为", "如果", "通过",
        "一个", "一种", "一些", "特定", "和", "或", "把", "被", "将", "是",
    ]

    /// Chinese often leaves out a paragraph's last 。, so a missing one is not enough: the head must
    /// end on a character no sentence ends on, or the next paragraph must be a short fragment that
    /// finishes the sentence.
    static func chineseContinues(_ head: String, _ tail: String, acrossItems: Bool) -> Bool {
        guard let last = head.last, let first = tail.first, last.isHan, first.isHan || first.isLatinLetter,
              LintText.label(head) == nil, LintText.hanCount(head) >= 10 else { return false }
        if danglingHan.contains(where: head.hasSuffix) { return true }
        return !acrossItems && tail.count <= 20 && LintText.endsSentence(tail) && !tail.contains("：") && !tail.contains(":")
    }
}
