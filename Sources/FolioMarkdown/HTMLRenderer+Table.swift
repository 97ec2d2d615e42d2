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
                let glued = gluedTranslation(in: cell.children)
                if glued == nil, let language = TranslationPairing.language(of: cell) {
                    out.append(" lang=\"")
                    out.appendUTF8(language.htmlLang)
                    out.append("\"")
                }
                out.append(">")
                if let glued {
                    renderInlines(Array(cell.children[..<glued.textStart]), into: &out)
                    if glued.textStart > 0 { out.append(" ") }
                    out.append("<span class=\"tr\" lang=\"en\">")
                    out.appendHTMLEscaped(glued.english)
                    out.append("</span> <span class=\"tr\" lang=\"zh-Hans\">")
                    out.appendHTMLEscaped(glued.chinese)
                    out.append("</span>")
                } else {
                    renderInlines(cell.children, into: &out)
                }
                out.append(isHeader ? "</th>" : "</td>")
            }
            out.append("</tr>\n")
            if isHeader { out.append("</thead>\n") }
        }
        if inBody { out.append("</tbody>\n") }
        out.append("</table></div>\n")
    }

    /// Where a cell's text ends in an English phrase with its Chinese glued after it (`Action动作`,
    /// `Creates a new item. 添加新项目`): the two are shown as translations, so each reading mode shows
    /// its own language. `textStart` is the first of the trailing text nodes.
    private func gluedTranslation(in nodes: [MarkdownNode]) -> (textStart: Int, english: String, chinese: String)? {
        let textStart = nodes.lastIndex { node in
            switch node.kind {
            case .text, .softBreak: return false
            default: return true
            }
        }.map { $0 + 1 } ?? 0
        let text = nodes[textStart...].map { node -> String in
            if case .text(let s) = node.kind { return s }
            return " "
        }.joined()
        guard let (english, chinese) = text.englishThenChinese else { return nil }
        return (textStart, english, chinese)
    }
}
