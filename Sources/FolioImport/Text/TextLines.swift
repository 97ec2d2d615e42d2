/// One physical line of a text source, with the 1-based line number it had in the file.
public struct TextLine: Sendable, Equatable {
    /// The 1-based line number in the source file (pieces split from one line share its number).
    public var number: Int
    /// The line's text, without its line end.
    public var text: String

    public init(number: Int, text: String) {
        self.number = number
        self.text = text
    }

    /// True when the line holds nothing but white space.
    public var isBlank: Bool { text.allSatisfy(\.isWhitespace) }

    /// The text without leading and trailing white space.
    public var trimmed: String { text.trimmedWhitespace }
}

/// Splitting extracted text into numbered lines.
public enum TextLines {
    /// The lines of `text`: `\r\n` and `\r` count as line ends, a byte-order mark is dropped,
    /// no-break spaces (U+00A0, U+3000 ideographic space at the line ends) become plain spaces and
    /// trailing white space is removed, and page furniture of a PDF extraction (form feeds, page numbers,
    /// running headers and footers: `PageFurniture`) is taken out. Line numbers start at 1 and stay those
    /// of the text.
    public static func split(_ text: String) -> [TextLine] {
        var normalized = text.replacingOccurrences(of: "\r\n", with: "\n")
        normalized = normalized.replacingOccurrences(of: "\r", with: "\n")
        normalized = normalized.replacingOccurrences(of: "\u{FEFF}", with: "")
        normalized = normalized.replacingOccurrences(of: "\u{00A0}", with: " ")
        var lines: [TextLine] = []
        var number = 0
        for raw in normalized.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            var line = String(raw)
            while let last = line.last, last.isWhitespace { line.removeLast() }
            lines.append(TextLine(number: number, text: line))
        }
        return PageFurniture.removed(from: lines)
    }
}

extension String {
    /// The string without leading and trailing white space (Unicode white space, including U+3000).
    public var trimmedWhitespace: String {
        guard let start = firstIndex(where: { !$0.isWhitespace }),
              let end = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[start...end])
    }

    /// The string with every run of white space collapsed into one plain space, and trimmed.
    public var collapsingWhitespace: String {
        var out = ""
        var pendingSpace = false
        for character in self {
            if character.isWhitespace {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(" ") }
                pendingSpace = false
                out.append(character)
            }
        }
        return out
    }
}
