import FolioCore
import Foundation

/// Splits a paragraph that holds an English sentence run and its Chinese translation glued together
/// (`Creates a new item.添加新项目`, or Chinese first and English after) into two paragraphs, which the
/// bilingual contract then reads as a translation pair.
///
/// The split falls where the script changes for good: every character before it is free of Han (or,
/// for Chinese first, every character after it), the English side has at least `minimumWords` words
/// and the Chinese side at least `minimumHan` Han characters; the side that comes first must end a
/// sentence, so a Chinese sentence that merely ends in a product name stays whole. A Chinese sentence
/// that opens with a Latin name (`… successfully. iPhone的safari…`) is split after the last English
/// sentence end. A list item is split into two paragraphs of the same item.
enum GluedTranslation {
    /// The fewest English words on the English side.
    static let minimumWords = 3
    /// The fewest Han characters on the Chinese side (`拍照` translates `Captures a photo.`).
    static let minimumHan = 2

    /// `blocks` with every glued paragraph split in two.
    static func split(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        blocks.flatMap { block -> [MarkdownBlock] in
            guard block.tally.hanCount >= minimumHan, block.tally.wordCount >= minimumWords else { return [block] }
            if block.shape == .list { return [MarkdownBlock(splittingItems(block.markdown))] }
            guard block.isParagraph, let (first, second) = split(block.markdown) else { return [block] }
            return [MarkdownBlock(first), MarkdownBlock(second)]
        }
    }

    /// The two sides of a glued paragraph, in their order, or nil.
    static func split(_ markdown: String) -> (String, String)? {
        englishFirst(markdown) ?? chineseFirst(markdown)
    }

    /// A list whose one-line items (`- text`, or a continuation paragraph `  text`) that are glued are
    /// written as two paragraphs of the same item.
    static func splittingItems(_ list: String) -> String {
        list.components(separatedBy: "\n").map { line -> String in
            let marker = line.hasPrefix("- ") ? "- " : line.hasPrefix("  ") && !line.hasPrefix("   ") ? "  " : nil
            guard let marker, let (first, second) = split(String(line.dropFirst(2))) else { return line }
            return marker + first + "\n\n  " + second
        }.joined(separator: "\n")
    }

    /// English then Chinese: the split before the first Han character.
    static func englishFirst(_ markdown: String) -> (String, String)? {
        guard var han = markdown.firstIndex(where: \.isHan) else { return nil }
        // emphasis that opens right before the Chinese belongs to it (`experience:**家庭…**`)
        while han > markdown.startIndex, markdown[markdown.index(before: han)] == "*" { han = markdown.index(before: han) }
        var cut = han
        if !endsSentence(String(markdown[..<han]).trimmingWhitespace(), chinese: false) {
            // the Chinese may open with a Latin name: cut after the last sentence end before it
            guard let end = markdown[..<han].lastIndex(where: { ".!?".contains($0) }),
                  String(markdown[markdown.index(after: end)..<han]).latinWordCount <= 3 else { return nil }
            cut = markdown.index(after: end)
        }
        let english = String(markdown[..<cut]).trimmingWhitespace()
        let chinese = String(markdown[cut...]).trimmingWhitespace()
        guard endsSentence(english, chinese: false), isEnglish(english), isChinese(chinese) else { return nil }
        return (english, chinese)
    }

    /// Chinese then English: the split after the last Han character or CJK punctuation mark.
    static func chineseFirst(_ markdown: String) -> (String, String)? {
        guard let last = markdown.lastIndex(where: \.isCJK) else { return nil }
        let cut = markdown.index(after: last)
        let chinese = String(markdown[..<cut]).trimmingWhitespace()
        let english = String(markdown[cut...]).trimmingWhitespace()
        guard endsSentence(chinese, chinese: true), isEnglish(english), isChinese(chinese),
              english.first.map({ $0.isUppercase || $0 == "*" }) == true else { return nil }
        return (chinese, english)
    }

    private static func isEnglish(_ markdown: String) -> Bool {
        let visible = MarkdownBlock.visibleText(of: markdown)
        return visible.latinWordCount >= minimumWords && balanced(markdown)
    }

    private static func isChinese(_ markdown: String) -> Bool {
        let visible = MarkdownBlock.visibleText(of: markdown)
        return visible.filter(\.isHan).count >= minimumHan && visible.dominantLanguage == .zh && balanced(markdown)
    }

    /// True when `markdown` ends a sentence (after closing quotes, brackets and emphasis).
    static func endsSentence(_ markdown: String, chinese: Bool) -> Bool {
        let closers: Set<Character> = ["*", "_", "\"", "'", "”", "’", ")", "）", "」", "』", " "]
        guard let last = markdown.last(where: { !closers.contains($0) }) else { return false }
        return chinese ? "。！？；…".contains(last) : ".!?:;。".contains(last)
    }

    /// True when strong and emphasis markers and brackets are balanced, so a split does not break markup.
    private static func balanced(_ markdown: String) -> Bool {
        var unescaped = markdown.replacingOccurrences(of: "\\\\", with: "").replacingOccurrences(of: "\\*", with: "")
        unescaped = unescaped.replacingOccurrences(of: "\\[", with: "").replacingOccurrences(of: "\\]", with: "")
        let strong = unescaped.components(separatedBy: "**").count - 1
        guard strong % 2 == 0 else { return false }
        let stars = unescaped.replacingOccurrences(of: "**", with: "").filter { $0 == "*" }.count
        let open = unescaped.filter { $0 == "[" }.count
        let close = unescaped.filter { $0 == "]" }.count
        return stars % 2 == 0 && open == close
    }
}
