/// Plain text of Markdown nodes, for titles, anchors, search and language classification.
extension MarkdownNode {
    /// The node's text without markup: text and code literals, breaks as spaces, image alt text.
    public var plainText: String {
        var out = ""
        appendPlainText(to: &out)
        return out
    }

    /// The plain text of a node of kind `kind` with `children`, before the node exists.
    static func plainText(of kind: Kind, children: [MarkdownNode]) -> String {
        var out = ""
        appendPlainText(of: kind, children: children, to: &out)
        return out
    }

    private func appendPlainText(to out: inout String) {
        Self.appendPlainText(of: kind, children: children, to: &out)
    }

    private static func appendPlainText(of kind: Kind, children: [MarkdownNode], to out: inout String) {
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
            var separateBlocks = kind.isBlock && kind != .paragraph
            if case .heading = kind { separateBlocks = false }
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
