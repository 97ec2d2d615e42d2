import FolioCore

/// GFM tables: header and body rows, column alignment, and each cell's language.
extension HTMLRenderer {
    func renderTable(_ node: MarkdownNode, alignments: [MarkdownNode.Alignment], into out: inout [UInt8]) {
        out.append("<div class=\"table\"><table>\n")
        var inBody = false
        for row in node.children {
            let isHeader: Bool
            if case .tableRow(let header) = row.kind { isHeader = header } else { isHeader = false }
            if isHeader { out.append("<thead>\n") } else if !inBody { out.append("<tbody>\n"); inBody = true }
            out.append("<tr>")
            for (index, cell) in row.children.enumerated() {
                out.append(isHeader ? "<th" : "<td")
                if index < alignments.count, alignments[index] != .none {
                    out.append(" style=\"text-align: ")
                    out.append(alignments[index] == .left ? "left" : alignments[index] == .center ? "center" : "right")
                    out.append("\"")
                }
                if let language = TranslationPairing.language(of: cell) {
                    out.append(" lang=\"")
                    out.appendUTF8(language.htmlLang)
                    out.append("\"")
                }
                out.append(">")
                renderInlines(cell.children, into: &out)
                out.append(isHeader ? "</th>" : "</td>")
            }
            out.append("</tr>\n")
            if isHeader { out.append("</thead>\n") }
        }
        if inBody { out.append("</tbody>\n") }
        out.append("</table></div>\n")
    }
}
