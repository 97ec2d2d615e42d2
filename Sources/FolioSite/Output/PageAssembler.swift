import FolioCore
import FolioTemplates
import Foundation

/// Fills the templates for every page of the site and adds the shared scripts and host files.
struct PageAssembler {
    let book: Book
    let options: SiteOptions
    let theme: Theme
    let rendered: [String: RenderedChapter]
    /// The book's links and cross-links, computed once per build.
    let links: SiteLinks

    /// Every file of the site, in a stable order.
    func files() throws -> [SiteFile] {
        let context = PageContext(book: book, options: options)
        let crossLinks = links.crossLinks
        let chapterPages = ChapterPages(context: context, order: ReadingOrder(book: book),
                                        alsoIn: AlsoInLinks(book: book, topics: crossLinks.topics))
        let bookPages = BookPages(context: context, rendered: rendered)
        var jobs: [(path: String, template: String, context: @Sendable () -> TemplateValue)] = []
        for edition in book.editions {
            for part in edition.parts {
                for chapter in (part.page.map { [$0] } ?? []) + part.chapters {
                    guard let body = rendered[chapter.id] else { continue }
                    let template = chapter.kind == .part && theme.templates.contains("part") ? "part" : "chapter"
                    jobs.append((chapter.outputPath, template, {
                        chapterPages.context(for: chapter, in: edition, part: part, rendered: body)
                    }))
                }
            }
            jobs.append(("\(edition.id)/index.html", "edition", { bookPages.edition(edition) }))
        }
        jobs.append(("index.html", "index", { bookPages.home() }))
        jobs.append(("toc.html", "toc", { bookPages.tableOfContents() }))
        jobs.append(("404.html", "404", { bookPages.notFound() }))
        let templates = theme.templates
        let crossLinkPages = CrossLinkPages(context: context, crossLinks: crossLinks)
        let topics = SiteFile(path: "topics.html", text: try templates.render("topics", crossLinkPages.topics()))
        let glossary = SiteFile(path: "glossary.html", text: try templates.render("glossary", crossLinkPages.glossary()))
        let backMatter = [
            PrintBackMatter.fromPage(String(decoding: glossary.data, as: UTF8.self), id: "glossary",
                                     title: BilingualText(en: "Glossary", zh: "术语表"), sitePath: glossary.path),
            PrintBackMatter.fromPage(String(decoding: topics.data, as: UTF8.self), id: "topics",
                                     title: BilingualText(en: "Topics", zh: "主题索引"), sitePath: topics.path),
        ].compactMap { $0 }
        jobs.append(("print.html", "print", { [book, options, links] in
            PrintBook(book: book, language: options.printLanguage, backMatter: options.printLanguage == .both ? backMatter : [],
                      links: links).context()
        }))
        let pageJobs = jobs
        let slots = ResultSlots<Result<SiteFile, Error>>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: pageJobs.count) { index in
            let job = pageJobs[index]
            slots[index] = Result { SiteFile(path: job.path, text: try templates.render(job.template, job.context())) }
        }
        var files = try slots.values.compactMap { try $0?.get() } + [topics, glossary]
        files.append(SiteFile(path: "toc.js", text: SidebarScript.script(for: book)))
        files.append(SiteFile(path: "search-index.js", text: SearchIndexWriter.script(for: searchSections())))
        files += theme.assets
        files += SiteExtras.files(pagePaths: files.map(\.path).filter { $0.hasSuffix(".html") }, baseURL: options.baseURL)
        return files.sorted { $0.path < $1.path }
    }

    /// The searchable sections of every chapter, cut from the trees the pages were rendered from.
    private func searchSections() -> [SearchSection] {
        let chapters = book.editions.flatMap { edition in book.chapters.filter { $0.edition == edition.id }.map { ($0, edition.shortTitle) } }
        let slots = ResultSlots<[SearchSection]>(count: chapters.count)
        DispatchQueue.concurrentPerform(iterations: chapters.count) { index in
            slots[index] = SearchExtractor.sections(of: chapters[index].0, editionTitle: chapters[index].1)
        }
        return slots.values.flatMap { $0 ?? [] } + links.crossLinks.glossary.searchSections(book: book)
    }
}
