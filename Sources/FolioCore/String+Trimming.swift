/// Trimming by Unicode scalar tests: the same results as Foundation's `trimmingCharacters(in:)` with
/// `.whitespaces`, `.whitespacesAndNewlines` and `.punctuationCharacters`, without bridging (the
/// build trims on every front matter line and title).
extension Unicode.Scalar {
    /// True for a tab or a space separator (Foundation's `CharacterSet.whitespaces`). The space
    /// separators (general category Zs) are listed: asking the Unicode tables for every scalar of every
    /// trimmed title was a measurable part of a build (a test checks the list against the tables).
    public var isInlineWhitespace: Bool {
        switch value {
        case 0x20, 0x09, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// True for inline white space and line breaks (Foundation's `.whitespacesAndNewlines`).
    public var isWhitespaceOrNewline: Bool {
        isInlineWhitespace || (0x0A...0x0D).contains(value) || value == 0x85
    }

    /// True for punctuation of any kind (Foundation's `.punctuationCharacters`).
    public var isPunctuation: Bool {
        switch properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing scalars for which `isTrimmed` holds.
    public func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }) else { return "" }
        var end = scalars.endIndex
        while end > first, isTrimmed(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(self[first..<end])
    }

    /// The text without leading and trailing tabs and spaces (line breaks kept).
    public func trimmingWhitespace() -> String { trimming(\.isInlineWhitespace) }

    /// True when the text holds nothing but tabs and spaces.
    public var isBlank: Bool { unicodeScalars.allSatisfy(\.isInlineWhitespace) }
}
