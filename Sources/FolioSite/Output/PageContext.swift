import FolioCore
import FolioTemplates

/// The keys every page's template gets: where the site root is, the book's title, the page title,
/// breadcrumbs, canonical URL.
struct PageContext: Sendable {
    let book: Book
    let options: SiteOptions
    /// The keys that depend only on the page's root, made once for the usual depths.
    private let sharedByRoot: [String: TemplateFields]

    init(book: Book, options: SiteOptions) {
        self.book = book
        self.options = options
        var shared: [String: TemplateFields] = [:]
        for depth in 0...3 {
            let root = String(repeating: "../", count: depth)
            shared[root] = Self.shared(root: root, book: book)
        }
        sharedByRoot = shared
    }

    /// The common context of the page at `path`; a breadcrumb without an address is the page itself.
    func base(path: String, title: String, breadcrumbs: [(href: String, label: String)] = [],
              bodyClass: String, noindex: Bool = false, absoluteRoot: Bool = false) -> TemplateFields {
        let root = absoluteRoot ? options.baseURL ?? "" : SiteLinks.relativeRoot(of: path)
        let bookTitle = book.manifest.title
        var fields = sharedByRoot[root] ?? Self.shared(root: root, book: book)
        fields["page_title"] = .string(title.isEmpty ? bookTitle.combined : "\(title) · \(bookTitle.preferring(.zh))")
        fields["canonical"] = .text(options.baseURL.map { $0 + path })
        fields["noindex"] = .bool(noindex)
        fields["body_class"] = .string(bodyClass)
        fields["breadcrumbs"] = .array(breadcrumbs.map { .object(["href": .string($0.href), "label": .string($0.label), "current": .bool($0.href.isEmpty)]) })
        fields["has_breadcrumbs"] = .bool(!breadcrumbs.isEmpty)
        return fields
    }

    /// `title` with the space before each separator dot made unbreakable (`指南 · 中英`): a wrapped
    /// title never starts a line with its separator.
    static func keepingSeparatorsAttached(_ title: BilingualText) -> BilingualText {
        func attach(_ text: String?) -> String? { text?.replacingOccurrences(of: " · ", with: "\u{00A0}· ") }
        return BilingualText(en: attach(title.en), zh: attach(title.zh))
    }

    /// The keys that are the same for every page whose root is `root`.
    private static func shared(root: String, book: Book) -> TemplateFields {
        [
            "root": .string(root),
            "lang": "zh-Hans",
            "book": .bilingual(keepingSeparatorsAttached(book.manifest.title)),
            "subtitle": book.manifest.subtitle.map { .bilingual($0) } ?? .null,
            "home_href": .string(root + "index.html"),
            "toc_href": .string(root + "toc.html"),
            "print_href": .string(root + "print.html"),
            "topics_href": .string(root + "topics.html"),
            "glossary_href": .string(root + "glossary.html"),
        ]
    }
}
