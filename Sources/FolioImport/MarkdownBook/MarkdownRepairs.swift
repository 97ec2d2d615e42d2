/// Repairs Markdown that mdBook and GitBook render as meant but cmark-gfm does not: headings without a
/// space after the `#`s (`#标题`), emphasis whose inner edge is punctuation next to a letter outside
/// (`**注意：**后文`, which CommonMark's flanking rules leave as literal asterisks), HTML `<br>`
/// line breaks, footnotes, and the HTML and GitBook tags of `InlineHTMLRepairs` and `GitBookTags`. Fenced code
/// blocks and code spans are left alone.
enum MarkdownRepairs {
    /// `body` with every repair applied.
    static func repair(_ body: String) -> String {
        var lines = GitBookTags.repair(InlineHTMLRepairs.repair(MarkdownLines.split(body)))
        for index in lines.indices where !lines[index].inCode {
            lines[index].text = footnotesRepaired(emphasisRepaired(headingRepaired(lines[index].text)))
        }
        return MarkdownLines.join(withoutRepeatedBlankLines(breaksRepaired(lines)))
    }

    /// `lines` without blank lines at the start or end or twice in a row (outside code), as removed
    /// tags and comments leave them.
    static func withoutRepeatedBlankLines(_ lines: [MarkdownLines.Line]) -> [MarkdownLines.Line] {
        var result: [MarkdownLines.Line] = []
        for line in lines {
            let blank = !line.inCode && line.text.allSatisfy(\.isWhitespace)
            if blank && (result.last.map { !$0.inCode && $0.text.isEmpty } ?? true) { continue }
            result.append(blank ? MarkdownLines.Line(text: "", inCode: false) : line)
        }
        while let last = result.last, !last.inCode, last.text.isEmpty { result.removeLast() }
        return result
    }

    /// `#标题` → `# 标题`: an ATX heading marker followed directly by a letter or digit gets its space.
    static func headingRepaired(_ line: String) -> String {
        let indent = line.prefix { $0 == " " }
        guard indent.count < 4 else { return line }
        let rest = line.dropFirst(indent.count)
        let hashes = rest.prefix { $0 == "#" }
        guard (1...6).contains(hashes.count), let next = rest.dropFirst(hashes.count).first,
              next.isLetter || next.isNumber else { return line }
        return String(indent) + String(hashes) + " " + rest.dropFirst(hashes.count)
    }

    /// Footnotes, which Folio does not render, as plain marks: a reference `[^1]` becomes `[1]`, a
    /// definition `[^1]: text` the paragraph `[1] text` (brackets escaped, so neither is a link).
    static func footnotesRepaired(_ line: String) -> String {
        guard line.contains("[^") else { return line }
        let characters = Array(line)
        let code = MarkdownLines.codeSpanMask(characters)
        var result = ""
        var index = 0
        while index < characters.count {
            if characters[index] == "[", !code[index], index + 1 < characters.count, characters[index + 1] == "^",
               let close = characters[(index + 2)...].firstIndex(where: { $0 == "]" || $0 == "[" || $0.isWhitespace }),
               characters[close] == "]", close > index + 2 {
                let label = String(characters[(index + 2)..<close])
                let isDefinition = result.allSatisfy { $0 == " " } && close + 1 < characters.count && characters[close + 1] == ":"
                result += "\\[" + label + "\\]"
                index = close + (isDefinition ? 2 : 1)
                continue
            }
            result.append(characters[index])
            index += 1
        }
        return result
    }

    /// HTML line breaks (`<br>`, `<br/>`, `<br />`, `</br>`): a hard line break inside a paragraph,
    /// nothing at a paragraph's end, a space inside a table row (where a row cannot break).
    static func breaksRepaired(_ lines: [MarkdownLines.Line]) -> [MarkdownLines.Line] {
        var result: [MarkdownLines.Line] = []
        for (index, line) in lines.enumerated() {
            let pieces = line.inCode ? [line.text] : splitAtBreaks(line.text)
            guard pieces.count > 1 else {
                result.append(line)
                continue
            }
            if line.text.trimmingCharacters(in: .whitespaces).hasPrefix("|") {
                result.append(.init(text: pieces.joined(separator: " "), inCode: false))
                continue
            }
            let nextIsText = index + 1 < lines.count && !lines[index + 1].text.allSatisfy(\.isWhitespace)
            var kept = [pieces[0]] + pieces.dropFirst().map { String($0.drop { $0 == " " }) }
            while kept.count > 1, kept.last?.allSatisfy(\.isWhitespace) == true { kept.removeLast() }
            let endsWithBreak = pieces.count > kept.count
            var text = kept.enumerated().map { offset, piece in
                offset < kept.count - 1 ? trimmedEnd(piece) + "\\" : piece
            }.joined(separator: "\n")
            if endsWithBreak && nextIsText && !text.allSatisfy(\.isWhitespace) { text = trimmedEnd(text) + "\\" }
            result.append(.init(text: text.allSatisfy(\.isWhitespace) ? "" : text, inCode: false))
        }
        return result
    }

    /// `line` cut at each HTML line break tag.
    private static func splitAtBreaks(_ line: String) -> [String] {
        guard line.contains("<") else { return [line] }
        var pieces: [String] = []
        var current = ""
        var rest = Substring(line)
        while let open = rest.firstIndex(of: "<") {
            current += rest[..<open]
            let tag = rest[open...]
            if let close = tag.firstIndex(of: ">"), isBreakTag(tag[tag.index(after: tag.startIndex)..<close]) {
                pieces.append(current)
                current = ""
                rest = tag[tag.index(after: close)...]
            } else {
                current.append("<")
                rest = tag.dropFirst()
            }
        }
        pieces.append(current + rest)
        return pieces
    }

    /// `br`, `br/`, `br /`, `/br` in any case.
    private static func isBreakTag(_ inside: Substring) -> Bool {
        let name = inside.lowercased().filter { $0 != " " && $0 != "/" }
        return name == "br"
    }

    private static func trimmedEnd(_ text: String) -> String {
        String(text.reversed().drop { $0 == " " }.reversed())
    }
}
