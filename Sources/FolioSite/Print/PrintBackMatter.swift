import FolioCore
import FolioTemplates

/// A page of the site printed after the colophons, such as the glossary or the topic index, made for
/// print from its data (not cut out of its themed page): the print page shows `context` through the
/// print partial its keys name (`glossary` → `partials/glossary-body`, `topics` → `partials/topics-body`).
public struct PrintBackMatter: Sendable, Equatable {
    /// The page's top id on the print page (`glossary`).
    public var id: String
    /// Its title, printed as a heading and in the table of contents.
    public var title: BilingualText
    /// The page's own path in the site (`glossary.html`): links to it lead to this back matter.
    public var sitePath: String
    /// The ids a link into the page may name (its entries' anchors), without the print prefix.
    public var fragments: Set<String>
    /// Makes the fields shown by the print partial, given how ids and links are printed: `id` turns an
    /// anchor of the page into its print id, `href` a link written on the page into an in-page one.
    public var fields: @Sendable (_ id: @escaping @Sendable (String) -> String,
                                  _ href: @escaping @Sendable (String) -> String) -> TemplateFields

    /// A back-matter page; see the properties.
    public init(id: String, title: BilingualText, sitePath: String, fragments: Set<String>,
                fields: @escaping @Sendable (_ id: @escaping @Sendable (String) -> String,
                                             _ href: @escaping @Sendable (String) -> String) -> TemplateFields) {
        self.id = id
        self.title = title
        self.sitePath = sitePath
        self.fragments = fragments
        self.fields = fields
    }

    public static func == (lhs: PrintBackMatter, rhs: PrintBackMatter) -> Bool {
        lhs.id == rhs.id && lhs.title == rhs.title && lhs.sitePath == rhs.sitePath && lhs.fragments == rhs.fragments
    }
}
