import FolioCore

/// A chapter's body rendered for one page: its HTML and the problems found on the way.
public struct RenderedChapter: Sendable {
    /// The body's HTML for the chapter page (links relative to the page).
    public var html: String
    /// Problems found while rendering (unresolved references, bad comment blocks).
    public var diagnostics: [Diagnostic]
}
