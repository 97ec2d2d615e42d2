/// GFM tables: header and body rows, column alignment, and each cell's language.
extension HTMLRenderer {
    func renderTable(_ node: MarkdownNode, alignments: [MarkdownNode.Alignment], into out: inout String) {
        out += "<div class=\"table\"><table>\n"
        var inBody = false
        for row in node.children {
            let isHeader: Bool
            if case .tableRow(let header) = row.kind { isHeader = header } else { isHeader = false }
            if isHeader { out += "<thead>\n" } else if !inBody { out += "<tbody>\n"; inBody = true }
            out += "<tr>"
            for (index, cell) in row.children.enumerated() {
                let tag = isHeader ? "th" : "td"
                var attributes = ""
                if index < alignments.count, alignments[index] != .none {
                    attributes += " style=\"text-align: \(alignments[index] == .left ? "left" : alignments[index] == .center ? "center" : "right")\""
                }
                if let language = TranslationPairing.language(of: cell) { attributes += " lang=\"\(language.htmlLang)\"" }
                out += "<\(tag)\(attributes)>"
                renderInlines(cell.children, into: &out)
                out += "</\(tag)>"
            }
            out += "</tr>\n"
            if isHeader { out += "</thead>\n" }
        }
        if inBody { out += "</tbody>\n" }
        out += "</table></div>\n"
    }
}
