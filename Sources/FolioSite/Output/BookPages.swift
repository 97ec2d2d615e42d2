import FolioCore
import FolioTemplates

/// The contexts of the pages about the whole book: home, edition pages, the table of contents,
/// the 404 page, and the data of the shared sidebar TOC.
struct BookPages: Sendable {
    let context: PageContext
    /// A colophon's body on its edition page.
    let colophonBody: @Sendable (Chapter) -> String

    private var book: Book { context.book }

    /// The home page: the book, its editions with their colophons and translators.
    func home() -> TemplateValue {
        var fields = context.base(path: "index.html", title: "", bodyClass: "home-page")
        fields["editions"] = .array(book.editions.map { edition in
            let colophon = edition.colophon?.frontMatter
            return .object([
                "href": .string("\(edition.id)/index.html"),
                "title": .bilingual(edition.title),
                "translators": .text(colophon?.list("translators").joined(separator: "、")),
                "date": .text(colophon?.string("date")),
                "languages": .text(colophon?.list("languages").map(languageName).joined(separator: " + ")),
                "chapter_count": .int(edition.parts.reduce(0) { $0 + $1.chapters.count }),
            ])
        })
        return .object(fields)
    }

    /// An edition's page: its colophon and its table of contents.
    func edition(_ edition: Edition) -> TemplateValue {
        let path = "\(edition.id)/index.html"
        var fields = context.base(path: path, title: edition.title.combined,
                                  breadcrumbs: [("", edition.shortTitle)],
                                  bodyClass: "edition-page")
        fields["edition"] = .object(["title": .bilingual(edition.title), "id": .string(edition.id)])
        fields["colophon"] = .text(edition.colophon.map(colophonBody))
        fields["parts"] = .array(edition.parts.map { part(of: $0, relativeTo: edition.id) })
        return .object(fields)
    }

    /// The table of contents of the whole book (toc.html).
    func tableOfContents() -> TemplateValue {
        var fields = context.base(path: "toc.html", title: "目录 Contents", bodyClass: "toc-page")
        fields["editions"] = .array(book.editions.map { edition in
            .object(["href": .string("\(edition.id)/index.html"), "title": .bilingual(edition.title),
                     "parts": .array(edition.parts.map { part(of: $0, relativeTo: nil) })])
        })
        return .object(fields)
    }

    /// The 404 page. Hosts serve it at any missing address, so its links are absolute when the site's
    /// base URL is known, else relative to the site root.
    func notFound() -> TemplateValue {
        .object(context.base(path: "404.html", title: "找不到页面 Page not found", bodyClass: "not-found-page",
                             noindex: true, absoluteRoot: true))
    }

    private func part(of part: Part, relativeTo folder: String?) -> TemplateValue {
        func href(_ chapter: Chapter) -> String {
            folder == nil ? chapter.outputPath : SiteLinks.fileName(chapter.outputPath)
        }
        return .object([
            "page": part.page.map { .link(href($0), $0.title).merging(["number": .text($0.number)]) } ?? .null,
            "chapters": .array(part.chapters.map { chapter in
                .link(href(chapter), chapter.title).merging(["number": .text(chapter.number),
                                                             "kind": .string(chapter.kind.rawValue)])
            }),
        ])
    }

    private func languageName(_ code: String) -> String {
        Language(rawValue: code)?.nativeName ?? code
    }
}
