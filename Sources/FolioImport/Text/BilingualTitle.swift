import Foundation
import FolioCore

/// An English title and its Chinese translation as found in a bilingual text; either may be missing.
struct BilingualTitle: Sendable, Equatable {
    /// The English part, cleaned of link residue.
    var en: String?
    /// The Chinese part, cleaned of link residue.
    var zh: String?

    /// Splits a line holding an English title followed by its Chinese one, in any of the forms bilingual texts use:
    /// `EN ZH`, `EN\tZH`, `EN [ZH](#)`, glued `ENZH`, or one language only. A Latin word glued to the Chinese
    /// part stays with it when the English part already holds that word (`Web Views Web视图`).
    static func split(_ raw: String) -> BilingualTitle {
        let line = raw.trimmingCharacters(in: .whitespaces)
        if let tab = line.firstIndex(of: "\t") {
            return make(String(line[..<tab]), String(line[line.index(after: tab)...]))
        }
        if let link = line.range(of: "["), String(line[link.lowerBound...]).containsHan,
           !String(line[..<link.lowerBound]).containsHan, String(line[..<link.lowerBound]).latinWordCount > 0 {
            return make(String(line[..<link.lowerBound]), String(line[link.lowerBound...]))
        }
        guard let firstHan = line.firstIndex(where: { $0.isHan }) else { return make(line, "") }
        var cut = firstHan
        var wordStart = firstHan
        while wordStart > line.startIndex, line[line.index(before: wordStart)].isLatinLetter {
            wordStart = line.index(before: wordStart)
        }
        if wordStart < firstHan {
            let glued = line[wordStart..<firstHan].lowercased()
            let before = line[..<wordStart].lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
            if before.contains(glued) { cut = wordStart }
        }
        var head = String(line[..<cut])
        var tail = String(line[cut...])
        // an opening bracket or quote right before the Chinese belongs to it
        while let last = head.last, "[“(（\"".contains(last) { tail.insert(head.removeLast(), at: tail.startIndex) }
        return make(head, tail)
    }

    private static func make(_ en: String, _ zh: String) -> BilingualTitle {
        let english = BilingualTextRules.strippingLinkResidue(en)
        let chinese = BilingualTextRules.strippingLinkResidue(zh)
        return BilingualTitle(en: english.isEmpty ? nil : english, zh: chinese.isEmpty ? nil : chinese)
    }
}

/// Text tests and clean-ups shared by the bilingual importer's stages.
enum BilingualTextRules {
    private static let stopWords: Set<String> = [
        "a", "an", "the", "and", "or", "nor", "but", "of", "in", "on", "to", "for", "with", "at", "by", "from",
        "is", "are", "as", "into", "vs", "via", "per", "its", "it",
    ]

    /// The text without `[text](#)` link residue brackets and `**`/`*` emphasis markers, trimmed.
    static func strippingLinkResidue(_ text: String) -> String {
        var out = text.replacingOccurrences(of: "](#)", with: "")
        out = out.replacingOccurrences(of: "[", with: "").replacingOccurrences(of: "]", with: "")
        out = out.replacingOccurrences(of: "**", with: "")
        return out.trimmingCharacters(in: .whitespaces)
    }

    /// Repairs apostrophes split from their suffix by a PDF extraction: `User’ s` → `User’s`, `you' re` → `you're`.
    static func repairingApostrophes(_ text: String) -> String {
        guard text.contains("' ") || text.contains("’ ") else { return text }
        return apostropheGap.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "$1$2$3")
    }

    private static let apostropheGap = try! NSRegularExpression(pattern: "(\\p{L})(['’]) (s|re|ll|t|ve|d|m)(?!\\p{L})")

    /// A key for comparing titles: lower-case letters and digits only.
    static func titleKey(_ title: String) -> String {
        String(title.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// True when two title keys name the same title, allowing a plural `s` on either side (`Sliders` ↔ `Slider`).
    static func sameTitleKey(_ a: String, _ b: String) -> Bool {
        a == b || a == b + "s" || b == a + "s"
    }

    /// True when `en` reads like an English title: at most `maxWords` words, no closing `.,;:`, and at least
    /// half of its content words (all of them when `strict`) capitalised (`iPhone` counts).
    static func isTitleLike(_ en: String, strict: Bool, maxWords: Int = 13) -> Bool {
        let words = en.split(whereSeparator: { $0 == " " })
        guard !words.isEmpty, words.count <= maxWords, let last = en.last, !".,;:".contains(last),
              let first = en.first, first.isUppercase || first.isNumber || (first.isLetter && en.dropFirst().first?.isUppercase == true)
        else { return false }
        guard !en.containsHan, !en.contains("\t") else { return false }
        let content = words.filter { !stopWords.contains($0.lowercased()) && $0.contains(where: \.isLetter) }
        guard !content.isEmpty else { return false }
        let capitalised = content.filter { word in
            word.first.map { $0.isUppercase || $0.isNumber || !$0.isLetter } == true || word.contains(where: \.isUppercase)
        }.count
        return strict ? capitalised == content.count : capitalised * 2 >= content.count
    }

    /// True when `zh` reads like a Chinese title: Chinese, short, without sentence punctuation
    /// (a `，` only when the English title has a comma).
    static func isChineseTitleLike(_ zh: String, allowComma: Bool) -> Bool {
        guard zh.dominantLanguage == .zh, zh.count <= 40, !zh.contains("。"), !zh.contains("；"),
              let last = zh.last, !"：:，,、".contains(last) else { return false }
        return allowComma || !zh.contains("，")
    }

    /// True when the text ends a sentence (English or Chinese punctuation, possibly before a closing quote).
    static func endsSentence(_ text: String, chinese: Bool) -> Bool {
        guard let last = text.last else { return true }
        return (chinese ? "。！？：；）”」.!?:)" : ".!?:;)\"”’]").contains(last)
    }
}
