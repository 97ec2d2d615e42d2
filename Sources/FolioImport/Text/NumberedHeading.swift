/// A numbered section heading line such as `2.1 加载` or `1.1.1 设计跟随内容 (Defer to Content)`.
public struct NumberedHeading: Sendable, Equatable {
    /// The section number's parts: `[2, 1]` for `2.1`.
    public var numbers: [Int]
    /// The title after the number, white space collapsed.
    public var title: String

    public init(numbers: [Int], title: String) {
        self.numbers = numbers
        self.title = title
    }

    /// The number as printed: `2.1`.
    public var numberText: String { numbers.map(String.init).joined(separator: ".") }

    /// The heading level in Markdown: `N.N` → 2, `N.N.N` → 3, and so on.
    public var level: Int { numbers.count }

    /// Parses a line that is a section number of two to four parts (each at most two digits), white space,
    /// then a title. Rejects lines with a TAB (table rows such as `12.9" iPad Pro\t2048px`), titles longer
    /// than `maximumTitleLength` and titles ending like a sentence (`。`, `，`).
    public static func parse(_ line: String, maximumTitleLength: Int = 60) -> NumberedHeading? {
        guard !line.contains("\t") else { return nil }
        let text = line.trimmedWhitespace
        var numbers: [Int] = []
        var digits = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isASCII && character.isNumber {
                digits.append(character)
                guard digits.count <= 2 else { return nil }
            } else if character == "." && !digits.isEmpty {
                numbers.append(Int(digits)!)
                digits = ""
            } else {
                break
            }
            index = text.index(after: index)
        }
        guard !digits.isEmpty, index < text.endIndex, text[index].isWhitespace else { return nil }
        numbers.append(Int(digits)!)
        guard (2...4).contains(numbers.count) else { return nil }
        let title = String(text[index...]).collapsingWhitespace
        guard !title.isEmpty, title.count <= maximumTitleLength,
              let last = title.last, !"。，,；;".contains(last) else { return nil }
        return NumberedHeading(numbers: numbers, title: title)
    }

    /// True when `next` may follow `self` in a well-ordered outline: the next sibling (`2.1` → `2.2`),
    /// the first child (`2.1` → `2.1.1`) or the next sibling of an ancestor (`2.1.3` → `2.2`).
    public func isFollowed(by next: [Int]) -> Bool {
        if next.count == numbers.count + 1 { return Array(next.dropLast()) == numbers && next.last == 1 }
        guard next.count <= numbers.count, next.count >= 1 else { return false }
        let prefix = Array(numbers.prefix(next.count))
        return Array(next.dropLast()) == Array(prefix.dropLast()) && next.last == prefix.last! + 1
    }
}
