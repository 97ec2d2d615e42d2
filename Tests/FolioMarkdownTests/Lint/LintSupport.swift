import FolioMarkdown

/// The content lint's findings for `markdown` as `line:col: [kind] message` lines, optionally only
/// those of `kind`.
func lint(_ markdown: String, only kind: ContentFaultKind? = nil) -> [String] {
    ContentLint.findings(in: MarkdownParser.parse(markdown)).filter { kind == nil || $0.kind == kind }.map(\.description)
}
