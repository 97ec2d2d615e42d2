/// GitBook's template tags on lines of their own: `{% hint %}` … `{% endhint %}` becomes a block
/// quote, `{% embed url="…" %}` a link to the address; other tags (`{% code %}`, `{% tabs %}`,
/// `{% tab title="…" %}` …) are removed and what they enclose kept.
enum GitBookTags {
    static func repair(_ lines: [MarkdownLines.Line]) -> [MarkdownLines.Line] {
        var result: [MarkdownLines.Line] = []
        var inHint = false
        for line in lines {
            let trimmed = line.text.trimmingCharacters(in: .whitespaces)
            guard !line.inCode || inHint, trimmed.hasPrefix("{%"), trimmed.hasSuffix("%}") else {
                result.append(inHint ? MarkdownLines.Line(text: line.text.isEmpty ? ">" : "> " + line.text, inCode: line.inCode) : line)
                continue
            }
            let words = trimmed.dropFirst(2).dropLast(2).split(separator: " ")
            switch words.first {
            case "hint": inHint = true
            case "endhint": inHint = false
            case "embed":
                if let url = words.first(where: { $0.hasPrefix("url=") })?.dropFirst(4).filter({ $0 != "\"" && $0 != "'" }) {
                    result.append(MarkdownLines.Line(text: "<\(url)>", inCode: false))
                }
            case "tab":
                if let title = trimmed.range(of: "title=\"").map({ trimmed[$0.upperBound...].prefix { $0 != "\"" } }) {
                    result.append(MarkdownLines.Line(text: "**\(title)**", inCode: false))
                    result.append(MarkdownLines.Line(text: "", inCode: false))
                }
            default: break
            }
        }
        return result
    }
}
