import FolioCore
import FolioTemplates
import Foundation

/// The whole-book print page, `print.html`: a cover, a printed table of contents, then each edition
/// (its title page, its part pages and numbered chapters), the colophons and the back matter — one
/// document with unique ids and in-page links, ready for a PDF engine. Filled into `print.mustache`.
public struct PrintBook: Sendable {
    /// The loaded book.
    public let book: Book
    /// The language(s) printed (`--print-lang`).
    public let language: PrintLanguage
    /// Pages printed after the colophons (glossary, topics); see `PrintBackMatter`.
    public let backMatter: [PrintBackMatter]
    /// The book's links, shared with the site's pages.
    public let links: SiteLinks

    /// The print page of `book` in `language`, with optional back matter.
    public init(book: Book, language: PrintLanguage, backMatter: [PrintBackMatter] = [], links: SiteLinks? = nil) {
        self.book = book
        self.language = language
        self.backMatter = backMatter
        self.links = links ?? SiteLinks(book: book)
    }

    /// The ids of the print page (chapter bodies made elsewhere must use these).
    public var anchors: PrintAnchors { PrintAnchors(book: book, backMatter: backMatter) }

    /// The back matter pages' HTML as printed (ids prefixed, links made in-page), in order.
    func backMatterBodies(anchors: PrintAnchors) -> [String] {
        backMatter.map { page in
            let top = anchors.topID(ofSitePath: page.sitePath) ?? page.id
            return PrintMarkup.finish(page.html, prefix: PrintAnchors.prefix(ofTop: top), sitePath: page.sitePath,
                                      rewriteLink: { anchors.rewrite($0, from: page.sitePath) })
        }
    }

    /// The template context of `print.html`, every body rendered here.
    public func context() -> TemplateValue { context(anchors: nil, pending: nil) }

    /// The template context of `print.html`. With `pending`, the bodies of chapters and part pages
    /// come from it as the template shows them (made from the chapters' pages by
    /// `PrintChapterRenderer.body(fromPage:…)` meanwhile); the others are rendered here.
    func context(anchors: PrintAnchors?, pending: PrintBodies?) -> TemplateValue {
        let labels = PrintLabels(language: language.language)
        let anchors = anchors ?? self.anchors
        let bodies = renderBodies(anchors: anchors, onlyColophons: pending != nil)
        var sections = PrintSections(book: book, labels: labels, anchors: anchors, bodies: bodies)
        sections.pending = pending
        let title = book.manifest.title.keeping(labels.language)
        let editions = book.editions.map(sections.edition)
        let colophons = book.editions.compactMap(sections.colophon)
        let backTops = backMatter.map { anchors.topID(ofSitePath: $0.sitePath) ?? $0.id }
        let backBodies = backMatterBodies(anchors: anchors)
        let back = zip(backMatter, zip(backTops, backBodies)).map { page, top -> TemplateValue in
            .object(["id": .string(top.0), "title": .bilingual(page.title.keeping(labels.language)), "html": .string(top.1)])
        }
        let colophonsTitle = labels.text(zh: "版本说明", en: "Colophons")
        var toc = book.editions.flatMap(sections.tocEntries)
        if !colophons.isEmpty {
            toc.append(PrintSections.tocEntry(id: PrintAnchors.colophonsID, level: 1, kind: "colophons", number: nil, title: colophonsTitle))
        }
        for (page, top) in zip(backMatter, backTops) {
            toc.append(PrintSections.tocEntry(id: top, level: 1, kind: "back", number: nil, title: page.title.keeping(labels.language)))
        }
        return .object([
            "lang": .string(labels.htmlLang),
            "page_title": .string(title.combined),
            "book": .bilingual(title),
            "subtitle": book.manifest.subtitle.map { .bilingual($0.keeping(labels.language)) } ?? .null,
            "cover_id": .string(PrintAnchors.coverID),
            "contents_id": .string(PrintAnchors.contentsID),
            "contents_title": .bilingual(labels.text(zh: "目录", en: "Contents")),
            "cover_editions": .array(book.editions.map(sections.coverEntry)),
            "toc": .array(toc),
            "editions": .array(editions),
            "colophons_id": .string(PrintAnchors.colophonsID),
            "colophons_title": .bilingual(colophonsTitle),
            "colophons": .array(colophons),
            "has_colophons": .bool(!colophons.isEmpty),
            "back_matter": .array(back),
        ])
    }

    /// How many levels the `##` headings of `chapter` (in `part`) move down on the print page: its
    /// body's headings come one level below its title's level.
    public static func headingShift(of chapter: Chapter, in part: Part) -> Int {
        (chapter === part.page ? PrintSections.partLevel : PrintSections.chapterLevel(inTitledPart: part.page != nil)) - 1
    }

    /// Every chapter, part page and colophon body (or the colophons only), rendered for print on all cores.
    private func renderBodies(anchors: PrintAnchors, onlyColophons: Bool) -> [String: String] {
        let renderer = PrintChapterRenderer(renderer: ChapterRenderer(links: links), anchors: anchors,
                                            language: language.language)
        var jobs: [(chapter: Chapter, shift: Int)] = []
        for edition in book.editions {
            for part in edition.parts where !onlyColophons {
                jobs += part.pages.map { ($0, Self.headingShift(of: $0, in: part)) }
            }
            if let colophon = edition.colophon { jobs.append((colophon, PrintSections.colophonLevel - 1)) }
        }
        let htmls = jobs.concurrentMap { renderer.render($0.chapter, headingShift: $0.shift) }
        var bodies: [String: String] = [:]
        for (job, html) in zip(jobs, htmls) { bodies[job.chapter.id] = html }
        return bodies
    }
}
