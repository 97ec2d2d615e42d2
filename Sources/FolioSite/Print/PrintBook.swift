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
    /// The ids of the print page (chapter bodies must use these).
    public let anchors: PrintAnchors

    /// The print page of `book` in `language`, with optional back matter.
    public init(book: Book, language: PrintLanguage, backMatter: [PrintBackMatter] = [], links: SiteLinks? = nil) {
        self.book = book
        self.language = language
        self.backMatter = backMatter
        self.links = links ?? SiteLinks(book: book)
        anchors = PrintAnchors(book: book, backMatter: backMatter)
    }

    /// The template context of `print.html`, every body rendered here (from the chapters' trees).
    public func context() -> TemplateValue {
        let renderer = PrintChapterRenderer(renderer: ChapterRenderer(links: links), anchors: anchors, language: language.language)
        var placed: [String: (chapter: Chapter, headingShift: Int)] = [:]
        for body in bodies() { placed[body.chapter.id] = body }
        return context { id in
            guard let (chapter, shift) = placed[id] else { return .null }
            return .string(renderer.render(chapter, headingShift: shift))
        }
    }

    /// The template context of `print.html`, with `body(chapterID)` as the body of each chapter, part
    /// page and colophon (the build passes a slot marker, see `PrintPage`).
    func context(body: @escaping (String) -> TemplateValue) -> TemplateValue {
        let labels = PrintLabels(language: language.language)
        let sections = PrintSections(book: book, labels: labels, anchors: anchors, body: body)
        let title = book.manifest.title.keeping(labels.language)
        let editions = book.editions.map(sections.edition)
        let colophons = book.editions.compactMap(sections.colophon)
        let anchors = self.anchors
        let backTops = backMatter.map { anchors.topID(ofSitePath: $0.sitePath) ?? $0.id }
        var back: [TemplateValue] = []
        for (page, top) in zip(backMatter, backTops) {
            let sitePath = page.sitePath
            let printed = page.fields({ PrintAnchors.prefix(ofTop: top) + $0 }, { anchors.rewrite($0, from: sitePath) })
            let heading: TemplateValue = .object(["id": .string(top), "title": .bilingual(page.title.keeping(labels.language))])
            back.append(heading.merging(printed))
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

    /// Every chapter, part page and colophon the print page holds, with how far its headings move down.
    public func bodies() -> [(chapter: Chapter, headingShift: Int)] {
        var bodies: [(chapter: Chapter, headingShift: Int)] = []
        for edition in book.editions {
            for part in edition.parts {
                bodies += part.pages.map { ($0, Self.headingShift(of: $0, in: part)) }
            }
            if let colophon = edition.colophon { bodies.append((colophon, PrintSections.colophonLevel - 1)) }
        }
        return bodies
    }

    /// How many levels the `##` headings of `chapter` (in `part`) move down on the print page: its
    /// body's headings come one level below its title's level.
    public static func headingShift(of chapter: Chapter, in part: Part) -> Int {
        (chapter === part.page ? PrintSections.partLevel : PrintSections.chapterLevel(inTitledPart: part.page != nil)) - 1
    }
}
