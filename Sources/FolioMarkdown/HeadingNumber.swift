import FolioCore

/// The section number that opens a heading's text (`2.1`, `1.1.1`, `3.`), shared by the section index
/// (anchors, contents) and the renderer (which shows it once, before both languages of a heading pair).
public enum HeadingNumber {
    /// Splits a leading section number from `text`: the number without trailing dots and the rest of
    /// the text (the number itself when nothing follows); nil number when the text has none.
    public static func split(_ text: String) -> (number: String?, text: String) {
        let trimmed = text.trimmingWhitespace()
        // Most titles have no number: only one starting with an ASCII digit needs a closer look.
        guard let first = trimmed.utf8.first, first.isASCIIDigit else { return (nil, trimmed) }
        var digits = trimmed.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard digits.first?.isNumber == true else { return (nil, trimmed) }
        let rest = trimmed.dropFirst(digits.count)
        guard rest.isEmpty || rest.first == " " || rest.first?.isCJK == true else { return (nil, trimmed) }
        while digits.last == "." { digits.removeLast() }
        let remainder = rest.trimmingWhitespace()
        return (String(digits), remainder.isEmpty ? String(digits) : remainder)
    }

    /// The number opening a heading's inline children and the children without it (nil when the first
    /// child is not text opening with a number followed by more text).
    public static func split(inlines: [MarkdownNode]) -> (number: String, rest: [MarkdownNode])? {
        guard let first = inlines.first, case .text(let text) = first.kind else { return nil }
        let (number, remainder) = split(text)
        guard let number, remainder != number || inlines.count > 1 else { return nil }
        var rest = inlines
        if remainder == number {
            rest.removeFirst()
        } else {
            rest[0].kind = .text(remainder)
        }
        return (number, rest)
    }
}
