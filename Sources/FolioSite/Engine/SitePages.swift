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
    /// is its edition page). Each job is made when asked for (the build makes them on all cores, as it
    /// renders them).
    func jobs(only chapterIDs: Set<String>?) -> [(path: String, make: @Sendable () -> PageJob)] {
        let context = PageContext(book: book, options: options)
        let chapterPages = ChapterPages(context: context, order: ReadingOrder(book: book), alsoIn: table.alsoIn)
        let products = self.products
        let bookPages = BookPages(context: context, colophonBody: { String(decoding: products[$0.id]?.page ?? [], as: UTF8.self) })
        let partTemplate = self.partTemplate
        var jobs: [(path: String, make: @Sendable () -> PageJob)] = []
        for edition in book.editions {
            for part in edition.parts {
                for chapter in part.pages where chapterIDs?.contains(chapter.id) ?? true {
                    let template = chapter.kind == .part && partTemplate ? "part" : "chapter"
                    jobs.append((chapter.outputPath, {
                        PageJob(template: template, context: chapterPages.context(for: chapter, in: edition, part: part),
                                body: products[chapter.id]?.page ?? [])
                    }))
                }
            }
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
}
