/// Turns the cleaned lines of one section of a Chinese text into Markdown blocks.
///
/// Each non-blank line is a paragraph (extractions put one paragraph per line); consecutive bullet lines
/// (`- `, `  • `, `•`, `●`, Word's private-use bullets) form one list, even with blank lines between them;
/// consecutive lines holding TABs form one GFM table (the first row is the header). A paragraph or list item
/// that opens with a lead-in (`要清晰的表明加载的状态：至少，…`) gets the lead in bold.
enum ChineseBlocks {
    /// Bullet characters that start a list item when followed by text.
    static let bulletCharacters: Set<Character> = ["•", "●", "▪", "◦", "‣", "\u{F0B7}", "\u{F0A7}", "\u{F06C}"]

    /// The Markdown blocks of `lines` (blank lines only separate blocks).
    static func render(_ lines: [TextLine]) -> [String] {
        var blocks: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.isBlank { index += 1; continue }
            if line.text.contains("\t") {
                var rows: [String] = []
                while index < lines.count, lines[index].text.contains("\t") {
                    rows.append(lines[index].text)
                    index += 1
                }
                blocks.append(table(rows))
            } else if listItemContent(line.text) != nil {
                var items: [String] = []
                var scan = index
                while scan < lines.count {
                    if lines[scan].isBlank { scan += 1; continue }
                    guard let content = listItemContent(lines[scan].text) else { break }
                    items.append("- " + inline(content))
                    scan += 1
                    index = scan
                }
                blocks.append(items.joined(separator: "\n"))
            } else {
                blocks.append(inline(line.trimmed))
                index += 1
            }
        }
        return blocks
    }

    /// The text of a list item line without its bullet, or nil when the line is not a list item.
    static func listItemContent(_ text: String) -> String? {
        let trimmed = text.trimmedWhitespace
        guard let first = trimmed.first else { return nil }
        let rest = trimmed.dropFirst()
        if bulletCharacters.contains(first) || (first == "·" && rest.first == " ") {
            let content = String(rest).trimmedWhitespace
            return content.isEmpty ? nil : content
        }
        if first == "-" || first == "*" || first == "+" || first == "–", rest.first == " " {
            let content = String(rest).trimmedWhitespace
            return content.isEmpty ? nil : content
        }
        return nil
    }

    /// A lead-in: up to 40 characters holding a Han character and none of `，,。；;、[]*<>`, backticks or TAB,
    /// not opening with a bracket, then a colon (`：` or `:`, not a URL's `://`), then at least five more
    /// characters.
    static func leadIn(_ text: String) -> (lead: String, colon: Character, rest: String)? {
        guard let colon = text.firstIndex(where: { $0 == "：" || $0 == ":" }) else { return nil }
        let lead = String(text[..<colon])
        let rest = String(text[text.index(after: colon)...])
        guard (2...40).contains(lead.count), lead.containsHan, rest.count >= 5, !rest.hasPrefix("//"),
              let first = lead.first, !"(（[【“\"「".contains(first),
              !lead.contains(where: { "，,。；;、[]*`<>\t".contains($0) }) else { return nil }
        return (lead, text[colon], rest)
    }

    /// A paragraph's or list item's text as Markdown, with a lead-in in bold.
    static func inline(_ text: String) -> String {
        let cleaned = ExtractedTextInline.cleanResidue(text).trimmedWhitespace
        if let (lead, colon, rest) = leadIn(cleaned) {
            let trimmedLead = lead.trimmedWhitespace
            let spacing = lead.hasSuffix(" ") ? " " : ""
            return "**" + ExtractedTextInline.markdown(trimmedLead) + "**" + spacing
                + ExtractedTextInline.markdown(String(colon) + rest)
        }
        return ExtractedTextInline.markdown(cleaned)
    }

    /// TAB-separated rows as a GFM table: the first row is the header; short rows are padded with empty cells.
    static func table(_ rows: [String]) -> String {
        let cells = rows.map { row in
            row.split(separator: "\t", omittingEmptySubsequences: false).map { cell in
                ExtractedTextInline.markdown(ExtractedTextInline.cleanResidue(String(cell)).trimmedWhitespace)
                    .replacingOccurrences(of: "\\|", with: "|").replacingOccurrences(of: "|", with: "\\|")
            }
        }
        let width = cells.map(\.count).max() ?? 1
        func line(_ row: [String]) -> String {
            let padded = row + Array(repeating: "", count: width - row.count)
            return "| " + padded.joined(separator: " | ") + " |"
        }
        var out = [line(cells[0]), "|" + Array(repeating: " --- |", count: width).joined()]
        out += cells.dropFirst().map(line)
        return out.joined(separator: "\n")
    }
}
