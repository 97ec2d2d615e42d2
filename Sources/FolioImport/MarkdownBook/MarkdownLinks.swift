/// Finds the destinations of inline links and images (`[text](dest "title")`, `![alt](dest)`) and of
/// link reference definitions (`[label]: dest`) in Markdown text, outside code, and rewrites them.
enum MarkdownLinks {
    /// A link or image as written.
    struct Link: Sendable, Equatable {
        var destination: String
        var title: String?
        var isImage: Bool
    }

    /// What becomes of a link.
    enum Rewrite: Sendable, Equatable {
        case keep
        /// A new destination (written in `<…>`) and title.
        case replace(destination: String, title: String?)
        /// The link is removed and its text kept (for an inline link; a definition is left as it is).
        case unlink
    }

    /// `text` with each link's destination rewritten by `rewrite`.
    static func rewrite(_ text: String, _ rewrite: (Link) -> Rewrite) -> String {
        var lines = MarkdownLines.split(text)
        for index in lines.indices where !lines[index].inCode {
            // A definition may give its destination on the next line (`[label]:` then `chapter.md#x`).
            if index > 0, !lines[index - 1].inCode, isBareDefinition(lines[index - 1].text) {
                let indent = lines[index].text.prefix { $0 == " " }
                lines[index].text = String(indent) + rewriteLine("[x]: " + lines[index].text.dropFirst(indent.count), rewrite).dropFirst(5)
                continue
            }
            lines[index].text = rewriteLine(lines[index].text, rewrite)
        }
        return MarkdownLines.join(lines)
    }

    private static func rewriteLine(_ line: String, _ rewrite: (Link) -> Rewrite) -> String {
        var characters = Array(line)
        if let definition = definitionDestination(characters) {
            let link = Link(destination: String(characters[definition.range]), title: nil, isImage: false)
            if case .replace(let destination, _) = rewrite(link) {
                characters.replaceSubrange(definition.fullRange, with: Array("<" + destination + ">"))
            }
            return String(characters)
        }
        let code = MarkdownLines.codeSpanMask(characters)
        var index = characters.count - 1
        // Right to left, so the positions of links still to rewrite stay valid.
        while index > 0 {
            defer { index -= 1 }
            guard characters[index] == "(", characters[index - 1] == "]", !code[index],
                  let open = openingBracket(characters, closing: index - 1),
                  let parsed = destination(characters, from: index + 1) else { continue }
            let isImage = open > 0 && characters[open - 1] == "!"
            let link = Link(destination: parsed.destination, title: parsed.title, isImage: isImage)
            switch rewrite(link) {
            case .keep:
                continue
            case .replace(let destination, let title):
                let titlePart = title.map { " \"" + $0.replacingOccurrences(of: "\"", with: "\\\"") + "\"" } ?? ""
                characters.replaceSubrange(index...parsed.end, with: Array("(<" + destination + ">" + titlePart + ")"))
            case .unlink:
                let start = isImage ? open - 1 : open
                characters.replaceSubrange(start...parsed.end, with: Array(characters[(open + 1)..<(index - 1)]))
                index = start + 1
            }
        }
        return String(characters)
    }

    /// The `[` that opens the bracket closed at `closing`, brackets balanced, or nil.
    private static func openingBracket(_ characters: [Character], closing: Int) -> Int? {
        var depth = 0
        var index = closing
        while index >= 0 {
            let escaped = index > 0 && characters[index - 1] == "\\"
            if characters[index] == "]" && !escaped { depth += 1 }
            if characters[index] == "[" && !escaped {
                depth -= 1
                if depth == 0 { return index }
            }
            index -= 1
        }
        return nil
    }

    /// The character that closes a link title opened by each of `"`, `'` and `(`.
    private static let titleClosers: [Character: Character] = ["\"": "\"", "'": "'", "(": ")"]

    /// The destination and title of an inline link whose `(` is just before `start`, and the index of its `)`.
    private static func destination(_ characters: [Character], from start: Int) -> (destination: String, title: String?, end: Int)? {
        var index = start
        while index < characters.count && characters[index] == " " { index += 1 }
        var destination = ""
        if index < characters.count && characters[index] == "<" {
            index += 1
            while index < characters.count && characters[index] != ">" { destination.append(characters[index]); index += 1 }
            guard index < characters.count else { return nil }
            index += 1
        } else {
            var depth = 0
            while index < characters.count, !characters[index].isWhitespace {
                if characters[index] == "(" { depth += 1 }
                if characters[index] == ")" {
                    if depth == 0 { break }
                    depth -= 1
                }
                destination.append(characters[index])
                index += 1
            }
        }
        while index < characters.count && characters[index] == " " { index += 1 }
        var title: String?
        if index < characters.count, let close = Self.titleClosers[characters[index]] {
            index += 1
            var text = ""
            while index < characters.count && characters[index] != close { text.append(characters[index]); index += 1 }
            guard index < characters.count else { return nil }
            title = text
            index += 1
            while index < characters.count && characters[index] == " " { index += 1 }
        }
        guard index < characters.count, characters[index] == ")" else { return nil }
        return (destination, title, index)
    }

    /// Whether `line` is a link reference definition without its destination (`[label]:`).
    private static func isBareDefinition(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("[") && !trimmed.hasPrefix("[^") && trimmed.hasSuffix("]:") && line.prefix { $0 == " " }.count < 4
    }

    /// The destination of a link reference definition line (`[label]: dest "title"`).
    private static func definitionDestination(_ characters: [Character]) -> (range: Range<Int>, fullRange: Range<Int>)? {
        var index = 0
        while index < characters.count && index < 3 && characters[index] == " " { index += 1 }
        guard index < characters.count, characters[index] == "[", index + 1 < characters.count, characters[index + 1] != "^",
              let close = characters[index...].firstIndex(of: "]"), close + 1 < characters.count, characters[close + 1] == ":" else { return nil }
        var start = close + 2
        while start < characters.count && characters[start] == " " { start += 1 }
        guard start < characters.count else { return nil }
        if characters[start] == "<" {
            guard let end = characters[start...].firstIndex(of: ">") else { return nil }
            return ((start + 1)..<end, start..<(end + 1))
        }
        var end = start
        while end < characters.count && !characters[end].isWhitespace { end += 1 }
        return (start..<end, start..<end)
    }
}
