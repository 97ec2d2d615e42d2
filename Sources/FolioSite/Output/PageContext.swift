import FolioCore
import FolioTemplates

/// The keys every page's template gets: where the site root is, the book's title, the page title,
/// breadcrumbs, canonical URL.
struct PageContext {
    let book: Book
    let options: SiteOptions

    /// The common context of the page at `path`.
    func base(path: String, title: String, breadcrumbs: [(href: String, label: String)] = [],
              bodyClass: String, noindex: Bool = false, absoluteRoot: Bool = false) -> [String: TemplateValue] {
        let root = absoluteRoot ? options.baseURL ?? "" : SiteLinks.relativeRoot(of: path)
        let bookTitle = book.manifest.title
        return [
            "root": .string(root),
            "lang": "zh-Hans",
            "page_title": .string(title.isEmpty ? bookTitle.combined : "\(title) · \(bookTitle.preferring(.zh))"),
            "book": .bilingual(bookTitle),
            "subtitle": book.manifest.subtitle.map { .bilingual($0) } ?? .null,
            "home_href": .string(root + "index.html"),
            "toc_href": .string(root + "toc.html"),
            "print_href": .string(root + "print.html"),
            "topics_href": .string(root + "topics.html"),
            "glossary_href": .string(root + "glossary.html"),
            "canonical": .text(options.baseURL.map { $0 + path }),
            "noindex": .bool(noindex),
            "body_class": .string(bodyClass),
            "breadcrumbs": .array(breadcrumbs.map { .object(["href": .string($0.href), "label": .string($0.label)]) }),
            "has_breadcrumbs": .bool(!breadcrumbs.isEmpty),
        ]
    }
}
