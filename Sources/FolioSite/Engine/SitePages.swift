import FolioCore
import FolioTemplates

/// The pages of the site as jobs (template, context, body): chapters and part pages, edition pages,
/// home, contents, 404, topics and glossary.
struct SitePages {
    let book: Book
    let options: SiteOptions
    let table: LinkTable
    /// Each chapter's products, by chapter id.
    let products: [String: ChapterProducts]

    /// The jobs of every page, or with `chapterIDs` only those of these chapters' pages (a colophon's
    /// is its edition page); `chapterPages: false` leaves out the chapters' own pages. Each job is made
    /// when asked for (the build makes them on all cores, as it renders them).
    func jobs(only chapterIDs: Set<String>?, chapterPages: Bool = true) -> [(path: String, make: @Sendable () -> PageJob)] {
        let context = PageContext(book: book, options: options)
        let products = self.products
        let bookPages = BookPages(context: context, colophonBody: { String(decoding: products[$0.id]?.page ?? [], as: UTF8.self) })
        let chapterJob = self.chapterJob()
        var jobs: [(path: String, make: @Sendable () -> PageJob)] = []
        for chapter in book.editions.flatMap({ $0.parts.flatMap(\.pages) }) where chapterPages && chapterIDs?.contains(chapter.id) ?? true {
            jobs.append((chapter.outputPath, { chapterJob(chapter, products[chapter.id]?.page ?? [])! }))  // a part's pages all have one
        }
        for edition in book.editions where chapterIDs.map({ ids in edition.colophon.map { ids.contains($0.id) } ?? false }) ?? true {
            jobs.append(("\(edition.id)/index.html", { PageJob(template: "edition", context: bookPages.edition(edition)) }))
        }
        if chapterIDs == nil {
            let crossLinkPages = CrossLinkPages(context: context, crossLinks: table.links.crossLinks)
            jobs.append(("index.html", { PageJob(template: "index", context: bookPages.home()) }))
            jobs.append(("toc.html", { PageJob(template: "toc", context: bookPages.tableOfContents()) }))
            jobs.append(("404.html", { PageJob(template: "404", context: bookPages.notFound()) }))
            jobs.append(("topics.html", { PageJob(template: "topics", context: crossLinkPages.topics()) }))
            jobs.append(("glossary.html", { PageJob(template: "glossary", context: crossLinkPages.glossary()) }))
        }
        return jobs
    }

    /// Whether the theme has a template for part pages.
    let partTemplate: Bool

    /// Makes the job of a chapter's page given its body (nil for a colophon: it is shown on its
    /// edition page).
    func chapterJob() -> @Sendable (Chapter, [UInt8]) -> PageJob? {
        let chapterPages = ChapterPages(context: PageContext(book: book, options: options), order: ReadingOrder(book: book),
                                        alsoIn: table.alsoIn)
        var places: [String: (edition: Edition, part: Part)] = [:]
        for edition in book.editions {
            for part in edition.parts {
                for chapter in part.pages { places[chapter.id] = (edition, part) }
            }
        }
        let (partTemplate, found) = (self.partTemplate, places)
        return { chapter, body in
            guard let (edition, part) = found[chapter.id] else { return nil }
            return PageJob(template: chapter.kind == .part && partTemplate ? "part" : "chapter",
                           context: chapterPages.context(for: chapter, in: edition, part: part), body: body)
        }
    }
}
