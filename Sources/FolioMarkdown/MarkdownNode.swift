import FolioCore

/// A node of a parsed Markdown document: Folio's own copy of cmark-gfm's tree, so later stages never
/// touch C memory. Built once per chapter and reused for its page, the print page and the search index.
public struct MarkdownNode: Sendable, Equatable {
    /// Column alignment in a GFM table.
    public enum Alignment: Sendable, Equatable {
        case none, left, center, right
    }

    /// What the node is, with the data that kind carries.
    public enum Kind: Sendable, Equatable {
        case document
        case blockQuote
        /// A block quote opened by a `[!NOTE]`-style marker (the marker line is not among the children).
        case callout(Callout)
        case list(ordered: Bool, start: Int, tight: Bool)
        case item
        case codeBlock(info: String, literal: String)
        case htmlBlock(String)
        case paragraph
        case heading(level: Int)
        case thematicBreak
        case table(alignments: [Alignment])
        case tableRow(isHeader: Bool)
        case tableCell
        case text(String)
        case softBreak
        case lineBreak
        case code(String)
        case htmlInline(String)
        case emphasis
        case strong
        case strikethrough
        case link(url: String, title: String)
        case image(url: String, title: String)
    }

    public var kind: Kind { didSet { classify() } }
    public var children: [MarkdownNode] { didSet { classify() } }
    /// The block's language by the bilingual contract (see `TranslationPairing.language(of:)`),
    /// worked out once when the node is made or changed.
    public private(set) var language: Language?
    /// True when the node's text holds a Latin letter or a Han character.
    public private(set) var hasLetters = false
    /// 1-based line of the node's start in the parsed text (for inline nodes: of their block).
    public var line: Int
    /// 1-based column (in characters) of the node's start.
    public var column: Int

    public init(_ kind: Kind, children: [MarkdownNode] = [], line: Int = 0, column: Int = 0) {
        self.kind = kind
        self.children = children
        self.line = line
        self.column = column
        classify()
    }

    private mutating func classify() {
        (language, hasLetters) = TranslationPairing.classify(kind, children: children)
    }

    /// True for block-level nodes (paragraphs, headings, lists …), false for inline ones.
    public var isBlock: Bool { kind.isBlock }

    /// The heading level, when the node is a heading.
    public var headingLevel: Int? {
        if case .heading(let level) = kind { return level }
        return nil
    }
}

extension MarkdownNode.Kind {
    /// True for block-level nodes (paragraphs, headings, lists …), false for inline ones.
    public var isBlock: Bool {
        switch self {
        case .document, .blockQuote, .callout, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading,
             .thematicBreak, .table, .tableRow, .tableCell:
            return true
        default:
            return false
        }
    }
}
