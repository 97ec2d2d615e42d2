import FolioCore

/// Lints the content of a parsed chapter for faults a reader meets and no importer fixed: pairs that
/// are not translations, mixed-language paragraphs, split sentences, loose labels, tables left as
/// text, images without alt text … (`ContentFaultKind`). Generic: knows nothing of any particular book.
///
/// Rules come in two shapes: sibling rules judge the blocks of one container (the document, a quote,
/// a list item) together with the translation pairs the build makes of them; block rules judge one
/// paragraph, heading or table cell on its own.
public enum ContentLint {
    /// The faults in `document`, in document order.
    public static func findings(in document: MarkdownNode) -> [ContentFinding] {
        var findings: [ContentFinding] = []
        lint(document, into: &findings)
        return findings.enumerated().sorted {
            ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
        }.map(\.element)
    }

    private static let siblingRules: [@Sendable (LintSiblings) -> [ContentFinding]] = [
        PairShapeRule.findings, SplitSentenceRule.findings, TableShapedTextRule.findings,
        HeadingLikeBoldRule.findings, DoubledTextRule.findings,
    ]

    private static let blockRules: [@Sendable (MarkdownNode) -> [ContentFinding]] = [
        MixedLanguageRule.findings, LabelRule.findings, LiteralMarkdownRule.findings, ImageWithoutAltRule.findings,
    ]

    private static func lint(_ node: MarkdownNode, into findings: inout [ContentFinding]) {
        switch node.kind {
        case .document, .blockQuote, .callout, .item:
            let siblings = LintSiblings(node.children)
            for rule in siblingRules { findings += rule(siblings) }
            // a figure frame (`> [!FIGURE]`) marks its caption's image as lost: the caption is where it belongs
            if node.kind != .callout(.figure) { findings += FigureCaptionRule.findings(in: siblings) }
        case .list:
            findings += SplitSentenceRule.findings(acrossItemsOf: node)
        case .paragraph, .heading, .tableCell:
            for rule in blockRules { findings += rule(node) }
        default:
            break
        }
        for child in node.children where child.isBlock { lint(child, into: &findings) }
    }
}
