import Foundation

/// One physical line of a bilingual text source.
struct BilingualLine: Sendable, Equatable {
    /// 1-based line number in the source file.
    var number: Int
    /// The line without its line break and trailing spaces (tabs are kept: they separate table cells), apostrophes repaired.
    var text: String

    /// True when the line holds nothing but white space.
    var isBlank: Bool { text.allSatisfy(\.isWhitespace) }

    /// The lines of `source`, numbered from 1.
    static func split(_ source: String) -> [BilingualLine] {
        TextLines.split(source).map { BilingualLine(number: $0.number, text: BilingualTextRules.repairingApostrophes($0.text)) }
    }
}

/// A part or chapter marker line: `Part 1 :`, `CHAPTER 1`, `chapter 2`, `Chapter 3 Title`.
struct BilingualMarker: Sendable, Equatable {
    /// Whether the marker opens a part or a chapter.
    enum Kind: String, Sendable { case part, chapter }
    /// Part or chapter.
    var kind: Kind
    /// The number in Arabic digits (`Part II` → `"2"`).
    var number: String
    /// Text after the number on the same line (a title), if any.
    var rest: String

    private static let pattern = try! NSRegularExpression(
        pattern: "^\\s*(part|chapter)\\s+([0-9]{1,3}|[ivxlc]{1,6})\\s*[:：.]?\\s*(.*)$", options: [.caseInsensitive])

    /// The marker on `line`, if the line is one (text after the number must read like a title).
    static func parse(_ line: String) -> BilingualMarker? {
        let range = NSRange(line.startIndex..., in: line)
        guard let match = pattern.firstMatch(in: line, range: range),
              let kindRange = Range(match.range(at: 1), in: line),
              let numberRange = Range(match.range(at: 2), in: line),
              let restRange = Range(match.range(at: 3), in: line),
              let number = arabic(String(line[numberRange])) else { return nil }
        let kind: Kind = line[kindRange].lowercased() == "part" ? .part : .chapter
        let rest = String(line[restRange]).trimmingCharacters(in: .whitespaces)
        if !rest.isEmpty {
            let title = BilingualTitle.split(rest)
            guard let en = title.en, BilingualTextRules.isTitleLike(en, strict: false, maxWords: 16) else { return nil }
        }
        return BilingualMarker(kind: kind, number: number, rest: rest)
    }

    /// `"12"` → `"12"`, `"iv"` → `"4"`; nil for anything else.
    static func arabic(_ numeral: String) -> String? {
        if let value = Int(numeral) { return String(value) }
        let values: [Character: Int] = ["i": 1, "v": 5, "x": 10, "l": 50, "c": 100]
        var total = 0
        var previous = 0
        for character in numeral.lowercased().reversed() {
            guard let value = values[character] else { return nil }
            total += value < previous ? -value : value
            previous = max(previous, value)
        }
        return total > 0 ? String(total) : nil
    }
}
