extension MarkdownRepairs {
    /// Emphasis that GitBook's and mdBook's parsers take and CommonMark's flanking rules refuse, made
    /// to work: punctuation just inside a `*` delimiter moves outside when a letter stands on the
    /// delimiter's other side (`**注意：**后文` → `**注意**：后文`, `文**「引」**文` → `文「**引**」文`),
    /// and white space just inside `**` goes (`** 注意 **` → `**注意**`). Other emphasis is unchanged.
    static func emphasisRepaired(_ line: String) -> String {
        guard line.contains("*") else { return line }
        var characters = Array(line)
        let pairs = emphasisPairs(characters)
        // Right to left, so earlier positions stay valid.
        for pair in pairs.reversed() {
            let range = pair.open..<(pair.close + pair.count)
            if let moved = linkEmphasis(characters, pair) {
                characters.replaceSubrange(range, with: moved)
                continue
            }
            var core = Array(characters[(pair.open + pair.count)..<pair.close])
            if pair.count >= 2 {
                while core.first?.isWhitespace == true { core.removeFirst() }
                while core.last?.isWhitespace == true { core.removeLast() }
            }
            guard !core.isEmpty else { continue }
            var leading: [Character] = []
            var trailing: [Character] = []
            if range.upperBound < characters.count, isWordCharacter(characters[range.upperBound]) {
                while core.count > 1, let last = core.last, isMovable(last, closing: true) { trailing.insert(core.removeLast(), at: 0) }
            }
            if pair.open > 0, isWordCharacter(characters[pair.open - 1]) {
                while core.count > 1, let first = core.first, isMovable(first, closing: false) { leading.append(core.removeFirst()) }
            }
            let marks = Array(repeating: Character("*"), count: pair.count)
            characters.replaceSubrange(range, with: leading + marks + core + marks + trailing)
        }
        return String(characters)
    }

    /// The `*` delimiter runs of a line outside code that pair up, left to right: a run opens when
    /// text follows it and closes the open run of the same length when text precedes it; `**` and
    /// longer runs also pair across white space, as GitBook's parser pairs them.
    fileprivate static func emphasisPairs(_ characters: [Character]) -> [(open: Int, close: Int, count: Int)] {
        let code = MarkdownLines.codeSpanMask(characters)
        var pairs: [(open: Int, close: Int, count: Int)] = []
        var open: (start: Int, count: Int)?
        var index = 0
        while index < characters.count {
            guard characters[index] == "*", !code[index], index == 0 || characters[index - 1] != "\\" else {
                index += 1
                continue
            }
            let start = index
            while index < characters.count && characters[index] == "*" { index += 1 }
            let count = index - start
            let canOpen = index < characters.count && (count >= 2 || !characters[index].isWhitespace)
            let canClose = start > 0 && (count >= 2 || !characters[start - 1].isWhitespace)
            if let opener = open, opener.count == count, canClose {
                pairs.append((opener.start, start, count))
                open = nil
            } else if canOpen {
                open = (start, count)
            }
        }
        return pairs
    }

    /// Emphasis around exactly one link between letters (`文**[链接](a.md)**文`, which CommonMark does
    /// not take as emphasis either) moved into the link's text: `文[**链接**](a.md)文`.
    fileprivate static func linkEmphasis(_ characters: [Character], _ pair: (open: Int, close: Int, count: Int)) -> [Character]? {
        let content = Array(characters[(pair.open + pair.count)..<pair.close])
        guard content.first == "[", content.last == ")", pair.open > 0, isWordCharacter(characters[pair.open - 1]) else { return nil }
        var depth = 0
        for (index, character) in content.enumerated() {
            if character == "[" { depth += 1 }
            if character == "]" {
                depth -= 1
                guard depth == 0 else { continue }
                guard index + 1 < content.count, content[index + 1] == "(", !content[(index + 2)...].dropLast().contains(")") else { return nil }
                let marks = Array(repeating: Character("*"), count: pair.count)
                return ["["] + marks + content[1..<index] + marks + content[index...]
            }
        }
        return nil
    }

    /// Neither white space nor punctuation: what makes CommonMark refuse a delimiter next to punctuation.
    fileprivate static func isWordCharacter(_ character: Character) -> Bool {
        !character.isWhitespace && !isPunctuation(character)
    }

    fileprivate static func isPunctuation(_ character: Character) -> Bool {
        character.isPunctuation || (character.isASCII && character.isSymbol)
    }

    /// Punctuation that can move across a delimiter without changing other markup (not brackets,
    /// backticks, `<`, `\` or `*`; `!` only at the end, where it cannot start an image).
    fileprivate static func isMovable(_ character: Character, closing: Bool) -> Bool {
        guard isPunctuation(character) else { return false }
        guard character.isASCII else { return true }
        return "\"',.:;?".contains(character) || (closing && character == "!")
    }
}
