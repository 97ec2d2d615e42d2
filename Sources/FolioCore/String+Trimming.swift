/// Trimming by Unicode scalar tests: the same results as Foundation's `trimmingCharacters(in:)` with
/// `.whitespaces`, `.whitespacesAndNewlines` and `.punctuationCharacters`, without bridging (the
/// build trims on every front matter line and title).
extension Unicode.Scalar {
    /// True for a tab or a space separator (Foundation's `CharacterSet.whitespaces`).
    public var isInlineWhitespace: Bool {
        if value == 0x20 || value == 0x09 { return true }
        if value < 0x80 { return false }
        return properties.generalCategory == .spaceSeparator
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
