/// `literal-markdown`: Markdown syntax a reader sees as text because the source escaped it or it
/// did not parse: `*title*` or `_title_` around words, `**`, `# ` at the start of a line, `](http`.
/// Code spans are not judged. Also an autolink whose address swallowed the punctuation after it
/// (`<https://example.com/.(>`).
enum LiteralMarkdownRule {
    static func findings(in block: MarkdownNode) -> [ContentFinding] {
        guard block.kind == .paragraph || block.kind == .tableCell || block.headingLevel != nil else { return [] }
        var swallowed: [ContentFinding] = []
        block.forEach { node in
            guard case .link(let url, _) = node.kind, url.hasPrefix("http"), let last = url.last,
                  ".,;:(（。，".contains(last) || url.hasSuffix(")") && !url.contains("(") else { return }
            swallowed.append(ContentFinding(.literalMarkdown, "link '\(url)' ends in punctuation that belongs to the text", at: node))
        }
        if !swallowed.isEmpty { return swallowed }
        for line in LintText.lines(of: block, codeAs: "") {
            if let syntax = literalSyntax(in: line) {
                return [ContentFinding(.literalMarkdown, "Markdown shown as text: '\(syntax)'", at: block)]
            }
        }
        return []
    }

    /// The first piece of literal Markdown in a line of text, or nil.
    static func literalSyntax(in line: String) -> String? {
        let trimmed = LintText.trimmed(line)
        if let hashes = Optional(trimmed.prefix { $0 == "#" }), (1...6).contains(hashes.count),
           trimmed.dropFirst(hashes.count).first == " " {
            return LintText.excerpt(trimmed, limit: 20)
        }
        if let range = trimmed.range(of: "**") { return excerpt(trimmed, around: range.lowerBound) }
        if let range = trimmed.range(of: "](http") { return excerpt(trimmed, around: range.lowerBound) }
        let characters = Array(trimmed)
        for (index, character) in characters.enumerated() where character == "*" || character == "_" {
            let opens = index + 1 < characters.count && !characters[index + 1].isWhitespace && characters[index + 1] != character
                && (index == 0 || !characters[index - 1].isLatinLetter && !characters[index - 1].isNumber)
            guard opens, let close = characters[(index + 1)...].firstIndex(of: character), close - index <= 80,
                  !characters[close - 1].isWhitespace,
                  close + 1 == characters.count || !characters[close + 1].isLatinLetter && !characters[close + 1].isNumber else { continue }
            if character == "_", characters[(index + 1)..<close].contains(where: { $0 == " " }) == false { continue }
            return String(characters[index...close])
        }
        return nil
    }

    private static func excerpt(_ text: String, around index: String.Index) -> String {
        let start = text.index(index, offsetBy: -10, limitedBy: text.startIndex) ?? text.startIndex
        let end = text.index(index, offsetBy: 12, limitedBy: text.endIndex) ?? text.endIndex
        return String(text[start..<end])
    }
}
