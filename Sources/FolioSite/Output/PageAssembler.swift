import FolioCore
import FolioTemplates
import Foundation

/// Fills the templates for every page of the site and adds the shared scripts and host files.
struct PageAssembler {
    let book: Book
    let options: SiteOptions
    let theme: Theme
    /// Renders chapter bodies, resolving links against the whole book.
    let renderer: ChapterRenderer
    /// The book's links and cross-links, computed once per build.
    var links: SiteLinks { renderer.links }
    /// The search index, started when the book was loaded.
    let searchIndex: BackgroundSearchIndex
    /// Where stage timings are recorded.
    var clock = StageClock()

    /// A page to render: its path, template and context (which renders the chapter body, if any).
    /// `weight` estimates the work (a chapter's block count): heavy jobs are started first, so no
    /// long job is left running alone at the end.
    private typealias Job = (path: String, template: String, weight: Int, context: @Sendable () -> (TemplateValue, [Diagnostic]))

    /// Makes every file of the site and hands each to `sink` as soon as it is made, so pages are not
    /// all held in memory. Returns the diagnostics of rendering (unresolved references and the like).
    func assemble(into sink: SiteSink) throws -> [Diagnostic] {
        let context = PageContext(book: book, options: options)
        let crossLinks = links.crossLinks
        let chapterPages = ChapterPages(context: context, order: ReadingOrder(book: book),
                                        alsoIn: AlsoInLinks(book: book, topics: crossLinks.topics))
        let renderer = self.renderer
        let bookPages = BookPages(context: context, renderColophon: { renderer.render($0, pagePath: "\($0.edition)/index.html").html })
        var jobs: [Job] = []
        var pagePaths: [String] = []
        for edition in book.editions {
            for part in edition.parts {
                for chapter in (part.page.map { [$0] } ?? []) + part.chapters {
                    let template = chapter.kind == .part && theme.templates.contains("part") ? "part" : "chapter"
                    jobs.append((chapter.outputPath, template, chapter.document.children.count, {
                        let body = renderer.render(chapter, pagePath: chapter.outputPath)
                        return (chapterPages.context(for: chapter, in: edition, part: part, rendered: body), body.diagnostics)
                    }))
                }
            }
            let colophonDiagnostics = edition.colophon.map { renderer.render($0, pagePath: "\(edition.id)/index.html").diagnostics } ?? []
            jobs.append(("\(edition.id)/index.html", "edition", 0, { (bookPages.edition(edition), colophonDiagnostics) }))
        }
        jobs.append(("index.html", "index", 0, { (bookPages.home(), []) }))
        jobs.append(("toc.html", "toc", 0, { (bookPages.tableOfContents(), []) }))
        jobs.append(("404.html", "404", 0, { (bookPages.notFound(), []) }))
        let templates = theme.templates
        let crossLinkPages = CrossLinkPages(context: context, crossLinks: crossLinks)
        let (topicsPage, glossaryPage) = clock.measure("topics, glossary") {
            concurrently({ Result { try templates.render("topics", crossLinkPages.topics()) } },
                         { Result { try templates.render("glossary", crossLinkPages.glossary()) } })
        }
        let topics = SiteFile(path: "topics.html", text: try topicsPage.get())
        let glossary = SiteFile(path: "glossary.html", text: try glossaryPage.get())
        let backMatter = [
            PrintBackMatter.fromPage(glossary.text, id: "glossary",
                                     title: BilingualText(en: "Glossary", zh: "术语表"), sitePath: glossary.path),
            PrintBackMatter.fromPage(topics.text, id: "topics",
                                     title: BilingualText(en: "Topics", zh: "主题索引"), sitePath: topics.path),
        ].compactMap { $0 }
        try sink.add(topics)
        try sink.add(glossary)
        // The print page is the longest job: it goes first so that the other pages fill the other core.
        jobs.insert(("print.html", "print", .max, { [book, options, links] in
            (PrintBook(book: book, language: options.printLanguage, backMatter: options.printLanguage == .both ? backMatter : [],
                       links: links).context().merging(["paper_size": .string(options.paper.cssSize)]), [])
        }), at: 0)
        pagePaths = jobs.map(\.path) + [topics.path, glossary.path]
        let diagnostics = try renderPages(jobs, into: sink)
        // The chapters were indexed in the background; the glossary is known now.
        try sink.add(clock.measure("search index") { searchIndex.file(adding: crossLinks.glossary.searchSections(book: book)) })
        try sink.add(SiteFile(path: "toc.js", text: SidebarScript.script(for: book)))
        for file in theme.assets + SiteExtras.files(pagePaths: pagePaths, baseURL: options.baseURL) { try sink.add(file) }
        return diagnostics
    }

    /// Renders the pages on all cores, each written to `sink` as soon as it is made.
    private func renderPages(_ jobs: [Job], into sink: SiteSink) throws -> [Diagnostic] {
        let templates = theme.templates
        let clock = self.clock
        let outcomes = ResultSlots<Result<[Diagnostic], Error>>(count: jobs.count)
        let heaviestFirst = jobs.indices.sorted { jobs[$0].weight > jobs[$1].weight || (jobs[$0].weight == jobs[$1].weight && $0 < $1) }
        clock.measure("pages") {
            DispatchQueue.concurrentPerform(iterations: jobs.count) { position in
                let index = heaviestFirst[position]
                let job = jobs[index]
                let render = {
                    Result { () throws -> [Diagnostic] in
                        let (context, diagnostics) = job.context()
                        try sink.add(SiteFile(path: job.path, text: try templates.render(job.template, context)))
                        return diagnostics
                    }
                }
                outcomes[index] = job.template == "print" ? clock.measure("  of which print", render) : render()
            }
        }
        return try outcomes.values.flatMap { try $0?.get() ?? [] }
    }
}
