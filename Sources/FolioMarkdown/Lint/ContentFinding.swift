/// A fault in a book's content that no importer fixed and a translator should look at.
public struct ContentFinding: Sendable, Equatable, CustomStringConvertible {
    public var kind: ContentFaultKind
    /// 1-based line of the block (or inline node) the fault is in, in the parsed text.
    public var line: Int
    /// 1-based column, in characters.
    public var column: Int
    public var message: String

    public init(_ kind: ContentFaultKind, _ message: String, at node: MarkdownNode) {
        self.kind = kind
        self.message = message
        line = node.line
        column = node.column
    }

    /// `line:column: [kind] message`, for tests.
    public var description: String { "\(line):\(column): [\(kind.rawValue)] \(message)" }
}

/// The kinds of content fault `ContentLint` finds. The raw value is the stable identifier shown in
/// `folio check` output (`warning: [split-sentence] …`) and in its JSON `kind` field.
public enum ContentFaultKind: String, Sendable, CaseIterable {
    /// An English block paired with Chinese blocks that cannot be its translation.
    case suspiciousPair = "suspicious-pair"
    /// A paragraph holding a run of English sentences and a run of Chinese.
    case mixedLanguage = "mixed-language"
    /// A translation pair whose two sides have different numbers of blocks.
    case unequalPair = "unequal-pair"
    /// A sentence broken across two paragraphs.
    case splitSentence = "split-sentence"
    /// A callout label (NOTE, TIP, 注意 …) standing alone as a paragraph.
    case bareLabel = "bare-label"
    /// A callout label glued to the text after it ("TIPThe App Store …").
    case gluedLabel = "glued-label"
    /// Rows of a table left as loose paragraphs or lines.
    case tableShapedText = "table-shaped-text"
    /// An image with empty alt text.
    case imageWithoutAlt = "image-without-alt"
    /// A "Figure 3-1 …" caption with no image beside it.
    case figureCaptionWithoutFigure = "figure-caption-without-figure"
    /// A short bold-only paragraph standing in for a heading.
    case headingLikeBold = "heading-like-bold"
    /// Markdown syntax shown as text (`*title*`, `**`, `# ` at a line's start).
    case literalMarkdown = "literal-markdown"
    /// The same text twice in a row.
    case doubledText = "doubled-text"
}
