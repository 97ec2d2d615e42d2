import CCmarkGFM
import FolioCore
import Foundation

/// Parses GitHub-flavoured Markdown with cmark-gfm (tables, strikethrough, autolink, tagfilter) into a
/// `MarkdownNode` tree. Raw HTML is kept as `htmlBlock`/`htmlInline` nodes for the caller to drop; it is
/// never rendered as HTML (cmark's unsafe option stays off).
public enum MarkdownParser {
    private static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter"]

    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    /// Parses `text`. Line numbers in the tree are shifted by `lineOffset` (the front matter's length)
    /// so that they are lines of the whole file. A document nested deeper than
    /// `MarkdownDepth.maximum` comes back empty (see `parse(_:lineOffset:path:)` for the error).
    public static func parse(_ text: String, lineOffset: Int = 0) -> MarkdownNode {
        parse(text, lineOffset: lineOffset, path: "").document
    }

    /// Parses `text` read from `path`; a document whose blocks or inlines nest deeper than
    /// `MarkdownDepth.maximum` is refused with an error at the first node too deep (the tree is walked
    /// by recursion later, which must not exhaust the stack).
    public static func parse(_ text: String, lineOffset: Int, path: String) -> (document: MarkdownNode, diagnostics: [Diagnostic]) {
        _ = registered
        var contiguous = text
        if let tooWide = contiguous.withUTF8(MarkdownDepth.firstLineWithTooManyCells) {
            let column = LineTable(text).characterColumn(line: tooWide.line, byteColumn: tooWide.byteColumn)
            return (MarkdownNode(.document), [.error(MarkdownDepth.cellsMessage, at: SourceLocation(path: path, line: tooWide.line + lineOffset, column: column))])
        }
        guard let parser = cmark_parser_new(CMARK_OPT_SOURCEPOS) else { return (MarkdownNode(.document), []) }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let ext = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, ext)
            }
        }
        text.utf8CString.withUnsafeBufferPointer { buffer in
            cmark_parser_feed(parser, buffer.baseAddress, buffer.count - 1)
        }
        guard let root = cmark_parser_finish(parser) else { return (MarkdownNode(.document), []) }
        defer { cmark_node_free(root) }
        let lines = LineTable(text)
        if let tooDeep = MarkdownDepth.firstNodeTooDeep(in: root) {
            let line = Int(cmark_node_get_start_line(tooDeep))
            let column = lines.characterColumn(line: line, byteColumn: Int(cmark_node_get_start_column(tooDeep)))
            return (MarkdownNode(.document), [.error(MarkdownDepth.message, at: SourceLocation(path: path, line: line + lineOffset, column: column))])
        }
        return (convert(root, lines: lines, lineOffset: lineOffset, blockLine: 1, blockColumn: 1), [])
    }

    private static func convert(_ node: OpaquePointer, lines: LineTable, lineOffset: Int,
                                blockLine: Int, blockColumn: Int) -> MarkdownNode {
        var line = Int(cmark_node_get_start_line(node))
        var column = Int(cmark_node_get_start_column(node))
        if line <= 0 {
            line = blockLine
            column = blockColumn
        } else {
            column = lines.characterColumn(line: line, byteColumn: column)
        }
        var children: [MarkdownNode] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            children.append(convert(current, lines: lines, lineOffset: lineOffset, blockLine: line, blockColumn: column))
            child = cmark_node_next(current)
        }
        let kind = kind(of: node)
        if kind == .blockQuote, let (callout, blocks) = Callout.recognise(children) {
            return MarkdownNode(.callout(callout), children: blocks, line: line + lineOffset, column: column)
        }
        return MarkdownNode(kind, children: children, line: line + lineOffset, column: column)
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST:
            return .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                         start: Int(cmark_node_get_list_start(node)),
                         tight: cmark_node_get_list_tight(node) != 0)
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK:
            return .codeBlock(info: string(cmark_node_get_fence_info(node)), literal: string(cmark_node_get_literal(node)))
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(string(cmark_node_get_literal(node)))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text(string(cmark_node_get_literal(node)))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(string(cmark_node_get_literal(node)))
        case CMARK_NODE_HTML_INLINE: return .htmlInline(string(cmark_node_get_literal(node)))
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK:
            return .link(url: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE:
            return .image(url: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        default:
            return extensionKind(of: node)
        }
    }

    private static func extensionKind(of node: OpaquePointer) -> MarkdownNode.Kind {
        switch string(cmark_node_get_type_string(node)) {
        case "table":
            let count = Int(cmark_gfm_extensions_get_table_columns(node))
            var alignments: [MarkdownNode.Alignment] = []
            if let raw = cmark_gfm_extensions_get_table_alignments(node) {
                for index in 0..<count {
                    switch UInt8(raw[index]) {
                    case UInt8(ascii: "l"): alignments.append(.left)
                    case UInt8(ascii: "c"): alignments.append(.center)
                    case UInt8(ascii: "r"): alignments.append(.right)
                    default: alignments.append(.none)
                    }
                }
            }
            return .table(alignments: alignments)
        case "table_header": return .tableRow(isHeader: true)
        case "table_row": return .tableRow(isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0)
        case "table_cell": return .tableCell
        case "strikethrough": return .strikethrough
        default: return .htmlInline("")
        }
    }
}

/// Converts cmark's byte columns into character columns. Nodes are converted in document order,
/// so a line's columns are asked for left to right: counting resumes from the last answer on the
/// same line where that point is sure to be a character boundary, instead of from the line's start.
final class LineTable {
    private let bytes: [UInt8]
    /// Byte offset of the start of each line.
    private let lineStarts: [Int]
    /// The last answer: a byte offset and its 0-based character count from the start of `line`.
    private var cursor = (line: 0, offset: 0, characters: 0)

    init(_ text: String) {
        bytes = text.withUTF8Bytes { Array($0) }  // one copy of the storage, not a byte-by-byte loop
        lineStarts = bytes.withUnsafeBufferPointer { utf8 in
            var starts = [0]
            var offset = 0
            while let newline = utf8[offset...].firstIndex(of: UInt8(ascii: "\n")) {
                starts.append(newline + 1)
                offset = newline + 1
            }
            return starts
        }
    }

    /// The 1-based character column of 1-based byte column `byteColumn` on line `line`.
    func characterColumn(line: Int, byteColumn: Int) -> Int {
        guard line >= 1, line <= lineStarts.count, byteColumn > 1 else { return max(byteColumn, 1) }
        let start = lineStarts[line - 1]
        let lineEnd = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count  // before its line feed
        let end = min(start + byteColumn - 1, lineEnd)
        var from = start, characters = 0
        if cursor.line == line, start + cursor.offset <= end, isBoundary(start + cursor.offset) {
            from = start + cursor.offset
            characters = cursor.characters
        } else if end - start > Self.longLine {
            // Asked out of order on a long line (thousands of links in one paragraph): count from
            // the line's index of character starts, made once, not from the line's start each time.
            let starts = characterStarts(line: line, start: start)
            characters = Self.count(of: starts, below: end - start)
            cursor = (line, end - start, characters)
            return characters + 1
        }
        let rest = bytes[from..<end]
        characters += Self.simpleCharacterCount(rest) ?? String(decoding: rest, as: UTF8.self).count
        cursor = (line, end - start, characters)
        return characters + 1
    }

    /// Lines longer than this (in bytes) get an index of character starts when asked out of order.
    private static let longLine = 256
    /// Per long line, the byte offsets (from the line's start) where its characters start.
    private var characterStartsByLine: [Int: [Int]] = [:]

    private func characterStarts(line: Int, start: Int) -> [Int] {
        if let starts = characterStartsByLine[line] { return starts }
        let end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        var starts: [Int] = []
        var offset = 0
        for character in String(decoding: bytes[start..<end], as: UTF8.self) {
            starts.append(offset)
            offset += character.utf8.count
        }
        characterStartsByLine[line] = starts
        return starts
    }

    /// The number of elements of the sorted `starts` below `limit` (a binary search).
    private static func count(of starts: [Int], below limit: Int) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < limit { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The number of characters of `utf8` when each of its scalars is a character of its own: ASCII,
    /// CJK punctuation and ideographs, full-width forms (none of them joins a neighbour, so the
    /// count is the number of scalars); nil when another scalar is there.
    static func simpleCharacterCount(_ utf8: ArraySlice<UInt8>) -> Int? {
        var count = 0
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let lead = utf8[index]
            if lead < 0x80 {
                count += 1
                index += 1
                continue
            }
            guard (0xE3...0xEF).contains(lead), index + 2 < utf8.endIndex else { return nil }
            let scalar = UInt32(lead & 0x0F) << 12 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
            switch scalar {
            case 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x9FFF, 0xFF01...0xFF9D: break
            default: return nil
            }
            count += 1
            index += 3
        }
        return count
    }

    /// True when a character (grapheme cluster) boundary is sure to lie before byte `index`, judged
    /// from the scalars on either side: an ASCII character (not a line break) or a Han ideograph
    /// after an ASCII character (not CR), CJK punctuation, a Han ideograph or a full-width form. None
    /// of these joins with its neighbour into one character.
    private func isBoundary(_ index: Int) -> Bool {
        guard index > 0, index < bytes.count else { return index == 0 }
        let next = bytes[index]
        let nextIsSafe = next < 0x80 ? next != 0x0A && next != 0x0D
            : (0xE4...0xE9).contains(next) || (next == 0xE3 && index + 1 < bytes.count && bytes[index + 1] >= 0x90)
        guard nextIsSafe else { return false }
        var lead = index - 1
        while lead > 0, lead > index - 4, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
        let previous = bytes[lead]
        if previous < 0x80 { return previous != 0x0D && lead == index - 1 }
        return (0xE3...0xE9).contains(previous)
            || (previous == 0xEF && lead + 1 < bytes.count && (bytes[lead + 1] == 0xBC || bytes[lead + 1] == 0xBD))
    }
}
