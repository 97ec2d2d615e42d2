/// Plain text of Markdown nodes, for titles, anchors, search and language classification.
extension MarkdownNode {
    /// The node's text without markup: text and code literals, breaks as spaces, image alt text.
    public var plainText: String {
        var out = ""
        appendPlainText(to: &out)
        return out
    }

    private func appendPlainText(to out: inout String) {
        switch kind {
        case .text(let s), .code(let s):
            out += s
        case .softBreak, .lineBreak:
            out += " "
        case .codeBlock(_, let literal):
            out += literal
        case .htmlBlock, .htmlInline, .thematicBreak:
            break
        default:
            let separateBlocks = isBlock && kind != .paragraph && kind != .heading(level: headingLevel ?? 0)
            for child in children {
                if separateBlocks && child.isBlock && !out.isEmpty && out.last != "\n" { out += "\n" }
                child.appendPlainText(to: &out)
            }
        }
    }

    /// Calls `visit` on this node and every descendant, depth first, in document order.
    public func forEach(_ visit: (MarkdownNode) -> Void) {
        visit(self)
        for child in children { child.forEach(visit) }
    }

    /// A copy with every node transformed bottom-up by `transform`.
    public func rewritten(_ transform: (MarkdownNode) -> MarkdownNode) -> MarkdownNode {
        var copy = self
        copy.children = children.map { $0.rewritten(transform) }
        return transform(copy)
    }
}
