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

    /// The most `|` a line may hold: cmark-gfm 0.29's table extension appends each cell of a row to
    /// a list by walking it, so a row of thousands of cells takes quadratic time inside cmark.
    public static let maximumTableCells = 128

    /// The error for a line of too many cells.
    static let cellsMessage = "a line with more than \(maximumTableCells) '|' (table cells); split the table"

    /// The 1-based line and byte column of the first line of `utf8` holding more than
    /// `maximumTableCells` pipes (at the pipe past the limit), or nil; checked before cmark sees the text.
    static func firstLineWithTooManyCells(_ utf8: UnsafeBufferPointer<UInt8>) -> (line: Int, byteColumn: Int)? {
        var line = 1, pipes = 0, lineStart = 0
        for (offset, byte) in utf8.enumerated() {
            if byte == UInt8(ascii: "\n") {
                (line, pipes, lineStart) = (line + 1, 0, offset + 1)
            } else if byte == UInt8(ascii: "|") {
                pipes += 1
                if pipes > maximumTableCells { return (line, offset - lineStart + 1) }
            }
        }
        return nil
    }

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
