import FolioCore

/// A chapter rendered once: the HTML of its body and what pages, print and search need from it.
public struct RenderedChapter: Sendable {
    public var chapterID: String
    /// The body's HTML for the chapter page (links relative to the page).
    public var html: String
    /// Problems found while rendering (unresolved references, bad comment blocks).
    public var diagnostics: [Diagnostic]
    /// The searchable sections of the chapter.
    public var searchSections: [SearchSection]
}
