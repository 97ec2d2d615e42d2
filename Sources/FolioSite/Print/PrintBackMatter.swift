import FolioCore

/// A page of the site printed after the colophons, such as the glossary or the topic index.
///
/// This is the hook for pages built elsewhere: whoever builds `glossary.html` or `topics.html` also
/// makes one of these from the same body HTML and passes it to `PrintBook(book:language:backMatter:)`
/// in the print job of `PageAssembler`. The print page then prefixes the body's ids, rewrites its
/// links (written as on the page at `sitePath`) to in-page anchors, lists it in the printed table of
/// contents, and sends links from chapters to `sitePath` to it. The HTML should already hold only
/// the language(s) being printed.
public struct PrintBackMatter: Sendable, Equatable {
    /// The page's top id on the print page (`glossary`).
    public var id: String
    /// Its title, printed as a heading and in the table of contents.
    public var title: BilingualText
    /// The page's own path in the site (`glossary.html`); links in `html` are relative to it.
    public var sitePath: String
    /// The page's body (without its title).
    public var html: String

    /// A back-matter page; see the properties.
    public init(id: String, title: BilingualText, sitePath: String, html: String) {
        self.id = id
        self.title = title
        self.sitePath = sitePath
        self.html = html
    }
}
