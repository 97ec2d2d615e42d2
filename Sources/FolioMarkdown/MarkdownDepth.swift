import CCmarkGFM

/// The limit on how deep Markdown may nest (block quotes, lists, emphasis and links inside one
/// another). cmark-gfm parses any depth without recursion, but Folio's tree is walked by recursion;
/// a chapter of `>>>>…` or `- - - …` thousands deep would exhaust the stack. The depth is measured
/// on cmark's tree with its iterator, before Folio's tree is made.
public enum MarkdownDepth {
    /// The deepest nesting accepted, counting the document itself; real chapters stay under ten.
    public static let maximum = 48

    /// The error for a chapter nested too deep.
    static let message = "Markdown nested more than \(maximum) levels deep (block quotes, lists or emphasis inside one another); flatten this part of the chapter"

    /// The first node (in document order) that lies deeper than `maximum`, or nil.
    static func firstNodeTooDeep(in root: OpaquePointer) -> OpaquePointer? {
        guard let iterator = cmark_iter_new(root) else { return nil }
        defer { cmark_iter_free(iterator) }
        var depth = 0
        while true {
            let event = cmark_iter_next(iterator)
            guard event != CMARK_EVENT_DONE else { return nil }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            if event == CMARK_EVENT_EXIT {
                depth -= 1
            } else if event == CMARK_EVENT_ENTER {
                if depth + 1 > maximum { return node }
                if !isLeaf(node) { depth += 1 }
            }
        }
    }

    /// Leaf nodes have no EXIT event in cmark's iterator.
    private static func isLeaf(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_CODE_BLOCK, CMARK_NODE_TEXT,
             CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
            return true
        default:
            return false
        }
    }
}
