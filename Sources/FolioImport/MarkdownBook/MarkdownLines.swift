/// A Markdown text as lines, each marked when it belongs to a fenced code block (fences included),
/// and the code spans of a line: what the repairs and link rewriting must leave alone.
enum MarkdownLines {
    /// One line and whether it is code.
    struct Line: Sendable, Equatable {
        var text: String
        var inCode: Bool
    }

    /// Splits `text` into lines (a trailing newline makes no extra line).
    static func split(_ text: String) -> [Line] {
        var lines: [Line] = []
        var fence: (character: Character, count: Int)?
        // `\r\n` is one Character, a line break like `\n`.
        var rawLines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
        if rawLines.last == "" { rawLines.removeLast() }
        for raw in rawLines {
            let trimmed = raw.drop { $0 == " " || $0 == "\t" }
            let marker = trimmed.prefix { $0 == "`" || $0 == "~" }
            if let open = fence {
                lines.append(Line(text: raw, inCode: true))
                if marker.count >= open.count, marker.allSatisfy({ $0 == open.character }),
                   trimmed.dropFirst(marker.count).allSatisfy(\.isWhitespace) { fence = nil }
            } else if marker.count >= 3, let first = marker.first, marker.allSatisfy({ $0 == first }) {
                fence = (first, marker.count)
                lines.append(Line(text: raw, inCode: true))
            } else {
                lines.append(Line(text: raw, inCode: false))
            }
        }
        return lines
    }

    /// The lines joined, ending with one newline.
    static func join(_ lines: [Line]) -> String {
        lines.map(\.text).joined(separator: "\n") + "\n"
    }

    /// For each character of a line, whether it is inside a code span (backticks included).
    static func codeSpanMask(_ characters: [Character]) -> [Bool] {
        var mask = Array(repeating: false, count: characters.count)
        var index = 0
        while index < characters.count {
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            let start = index
            while index < characters.count && characters[index] == "`" { index += 1 }
            let length = index - start
            var search = index
            var closed = false
            while search < characters.count {
                if characters[search] == "`" {
                    let runStart = search
                    while search < characters.count && characters[search] == "`" { search += 1 }
                    if search - runStart == length {
                        for masked in start..<search { mask[masked] = true }
                        index = search
                        closed = true
                        break
                    }
                } else {
                    search += 1
                }
            }
            if !closed { index = start + length }
        }
        return mask
    }
}
