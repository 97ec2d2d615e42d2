import Foundation
import FolioCore

/// Turns the inline text of a bilingual source into Markdown: `[text](#)` residue becomes plain text or a link by
/// title when it names a section; quoted section titles (`“Web Views” (page 104)`) become links by title;
/// `(page N)` and `[self - N](#)` are dropped; `**bold**`, `*italic*` (also between Han characters) and
/// `` `code` `` residue is kept as Markdown; everything else is escaped.
struct BilingualInline: Sendable {
    /// Section titles that links may point to: title key (`BilingualTextRules.titleKey`) → title as written.
    var references: [String: String]

    private static let pattern = try! NSRegularExpression(pattern: [
        "(?:\\*{1,2}|\\[)?[“\"]([^“”\"\\[\\]\\n*]{1,100}?)[”\"](?:\\*{1,2}|\\]\\(#\\))?((?:\\s*\\(page\\s*[0-9]+\\))?)",
        "(\\[self\\s*-\\s*[0-9]+\\]\\(#\\))",
        "\\[([^\\[\\]\\n]*)\\]\\(#\\)",
        "(\\s*\\(page\\s*[0-9]+\\))",
        "\\*\\*([^*\\n]+?)\\*\\*",
        "(?<![*\\p{Latin}\\p{N}])\\*([^*\\s][^*\\n]*?)\\*(?![*\\p{Latin}\\p{N}])",
        "`([^`\\n]+)`",
    ].joined(separator: "|"))

    private static let selfReference = try! NSRegularExpression(pattern: "\\s*\\[self\\s*-\\s*[0-9]+\\]\\(#\\)")

    /// The Markdown for `source` (one paragraph, heading or cell of source text).
    /// `blockStart: false` for text that does not start a Markdown block (a table cell): no leading-marker escape.
    func markdown(_ source: String, blockStart: Bool = true) -> String {
        let raw = Self.selfReference.stringByReplacingMatches(
            in: source, range: NSRange(source.startIndex..., in: source), withTemplate: "")
        var out = ""
        var cursor = raw.startIndex
        let matches = Self.pattern.matches(in: raw, range: NSRange(raw.startIndex..., in: raw))
        for match in matches {
            guard let range = Range(match.range, in: raw) else { continue }
            out += escape(String(raw[cursor..<range.lowerBound]), atStart: blockStart && cursor == raw.startIndex)
            out += replacement(for: match, in: raw)
            cursor = range.upperBound
        }
        out += escape(String(raw[cursor...]), atStart: blockStart && cursor == raw.startIndex)
        return out
    }

    private func replacement(for match: NSTextCheckingResult, in raw: String) -> String {
        func group(_ number: Int) -> String? {
            Range(match.range(at: number), in: raw).map { String(raw[$0]) }
        }
        let whole = group(0) ?? ""
        if let title = group(1) {
            let hasPage = !(group(2) ?? "").isEmpty
            let wasLinked = whole.contains("](#)")
            let trimmed = title.trimmingCharacters(in: .whitespaces)
            if hasPage || wasLinked || trimmed.split(separator: " ").count >= 2,
               let target = references[BilingualTextRules.titleKey(trimmed)] {
                return link(text: trimmed, target: target)
            }
            let open = whole.first { $0 == "“" || $0 == "\"" }.map(String.init) ?? "“"
            let close = whole.last { $0 == "”" || $0 == "\"" }.map(String.init) ?? "”"
            let stars = String(whole.prefix { $0 == "*" })
            return stars + open + markdown(title) + close + stars
        }
        if group(3) != nil || group(5) != nil { return "" }
        if let text = group(4) {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if let target = references[BilingualTextRules.titleKey(trimmed)], !trimmed.isEmpty {
                return link(text: trimmed, target: target)
            }
            return markdown(text)
        }
        if let bold = group(6) { return "**" + markdown(bold) + "**" }
        if let italic = group(7) { return "*" + markdown(italic) + "*" }
        if let code = group(8) { return "`" + code + "`" }
        return escape(whole, atStart: false)
    }

    private func link(text: String, target: String) -> String {
        "[" + escape(text, atStart: false) + "](<ref:" + target.replacingOccurrences(of: ">", with: "") + ">)"
    }

    /// Plain text escaped for Markdown; `atStart` also escapes a leading block marker.
    private func escape(_ text: String, atStart: Bool) -> String {
        if atStart { return text.markdownEscaped }
        var out = ""
        for character in text {
            if "\\*_`[]<>".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
