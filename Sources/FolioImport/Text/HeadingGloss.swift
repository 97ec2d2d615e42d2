/// Headings written `中文(English)`: a Chinese title followed by its English original in parentheses.
public enum HeadingGloss {
    /// Splits `设计跟随内容 (Defer to Content)` into (`设计跟随内容`, `Defer to Content`).
    /// Returns nil unless the text ends with a parenthesised gloss (ASCII or full-width parentheses) that has
    /// Latin letters and no Han characters, the part before it has Han characters, and the gloss is a
    /// translation rather than an abbreviation (a single all-capital word such as `NFC` is not split off).
    public static func split(_ text: String) -> (chinese: String, english: String)? {
        let trimmed = text.trimmedWhitespace
        guard let last = trimmed.last, last == ")" || last == "）" else { return nil }
        var depth = 0
        var openIndex: String.Index?
        var index = trimmed.index(before: trimmed.endIndex)
        while true {
            let character = trimmed[index]
            if character == ")" || character == "）" { depth += 1 }
            if character == "(" || character == "（" {
                depth -= 1
                if depth == 0 { openIndex = index; break }
            }
            if index == trimmed.startIndex { break }
            index = trimmed.index(before: index)
        }
        guard let open = openIndex else { return nil }
        let chinese = String(trimmed[..<open]).trimmedWhitespace
        let english = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]).collapsingWhitespace
        guard chinese.containsHan, !english.containsHan, english.contains(where: \.isLatinLetter) else { return nil }
        let isAbbreviation = !english.contains(" ") && english.allSatisfy { !$0.isLowercase }
        return isAbbreviation ? nil : (chinese, english)
    }
}
