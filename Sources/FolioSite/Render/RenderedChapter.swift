import FolioCore

/// A chapter's body rendered for one page: its HTML and the problems found on the way.
public struct RenderedChapter: Sendable {
    /// The body's HTML for the chapter page (links relative to the page), as UTF-8.
    public var utf8: [UInt8]
    /// Problems found while rendering (unresolved references, bad comment blocks).
    public var diagnostics: [Diagnostic]

    /// The body's HTML as text.
    public var html: String { String(decoding: utf8, as: UTF8.self) }
}
