import FolioCore

/// Plain text of Markdown nodes, for titles, anchors, search and language classification.
extension MarkdownNode {
    /// The node's text without markup: text and code literals, breaks as spaces, image alt text.
    public var plainText: String {
        var out = ""
        appendPlainText(to: &out)
        return out
    }

    /// The language of the plain text of a node of kind `kind` with `children`, before the node
    /// exists: `plainText.dominantLanguage` without making the text.
    static func dominantLanguage(of kind: Kind, children: [MarkdownNode]) -> Language? {
        var tally = ScriptTally()
        appendPlainText(of: kind, children: children, to: &tally)
        return tally.dominantLanguage
    }

    /// The scripts of the plain text of `nodes`, taken as one text.
    static func tally(of nodes: ArraySlice<MarkdownNode>) -> ScriptTally {
        var tally = ScriptTally()
        for node in nodes {
            node.appendPlainText(to: &tally)
            tally.separateBlock()
        }
        return tally
    }

    private func appendPlainText<Sink: PlainTextSink>(to out: inout Sink) {
        Self.appendPlainText(of: kind, children: children, to: &out)
    }

    private static func appendPlainText<Sink: PlainTextSink>(of kind: Kind, children: [MarkdownNode], to out: inout Sink) {
        switch kind {
        case .text(let s), .code(let s):
            out.append(s)
        case .softBreak, .lineBreak:
            out.append(" ")
        case .codeBlock(_, let literal):
            out.append(literal)
        case .htmlBlock, .htmlInline, .thematicBreak:
            break
        default:
            var separateBlocks = kind.isBlock && kind != .paragraph
            if case .heading = kind { separateBlocks = false }
            for child in children {
                if separateBlocks && child.isBlock { out.separateBlock() }
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

/// Where plain text goes: a string, or a tally of its scripts.
private protocol PlainTextSink {
    mutating func append(_ text: String)
    /// Starts a new line unless the text is empty or already ends one.
    mutating func separateBlock()
}

extension String: PlainTextSink {
    fileprivate mutating func separateBlock() {
        if !isEmpty && last != "\n" { self += "\n" }
    }
}

extension ScriptTally: PlainTextSink {
    /// A line break ends a word; where the text is empty or already ends a line it changes nothing.
    fileprivate mutating func append(_ text: String) { add(text) }
    fileprivate mutating func separateBlock() { add("\n") }
}
