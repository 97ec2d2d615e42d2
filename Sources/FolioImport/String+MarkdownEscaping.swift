/// Escaping plain text so that it reads back from Markdown as the same text.
extension String {
    /// The text escaped for use inside a Markdown paragraph or heading: inline markup characters
    /// (`\ * _ ` [ ] < >`) get a backslash, and so does a leading block marker (`#`, `>`, `-`, `+`,
    /// `=`, `|`, or `1.`/`1)`) that would otherwise start a heading, quote, list or table.
    public var markdownEscaped: String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for character in self {
            switch character {
            case "\\", "*", "_", "`", "[", "]", "<", ">": out.append("\\")
            default: break
            }
            out.append(character)
        }
        return out.escapingLeadingBlockMarker()
    }

    /// The text escaped for a GFM table cell: as `markdownEscaped`, plus `|`, and newlines as spaces.
    public var markdownTableCellEscaped: String {
        markdownEscaped.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    private func escapingLeadingBlockMarker() -> String {
        guard let first = first else { return self }
        switch first {
        case "#", "-", "+", "=", "|":
            return "\\" + self
        case "0"..."9":
            // "1. " or "1) " at the start of a line would begin an ordered list
            let digits = prefix { $0.isASCII && $0.isNumber }
            let rest = dropFirst(digits.count)
            if digits.count <= 9, let marker = rest.first, marker == "." || marker == ")",
               rest.dropFirst().first.map({ $0 == " " || $0 == "\t" }) ?? true {
                return String(digits) + "\\" + String(rest)
            }
            return self
        default:
            return self
        }
    }
}
