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
    var clock = StageClock(recording: false)
    /// Where the large structures of the pages go when done with, to be freed in the background.
    var bin = ReleaseBin()

    /// A page to render: its path, template and context (which renders the chapter body, if any).
    private typealias Job = (path: String, template: String, context: @Sendable () -> (TemplateValue, [Diagnostic]))

    /// Makes every file of the site and hands each to `sink` as soon as it is made, so pages are not
    /// all held in memory. Returns the diagnostics of rendering (unresolved references and the like).
    func assemble(into sink: SiteSink) throws -> [Diagnostic] {
        let (topics, glossary, backMatter) = try crossLinkPages()
        try sink.add(topics)
        try sink.add(glossary)
        let printBook = PrintBook(book: book, language: options.printLanguage,
                                  backMatter: options.printLanguage == .both ? backMatter : [], links: links)
        let printAnchors = printBook.anchors
        // A print of both languages takes each chapter's body from its page as the page is made;
        // the print page is rendered meanwhile on another thread, waiting for bodies not made yet.
        let printBodies = options.printLanguage == .both
            ? PrintBodies(order: book.chapters.map(\.id), remake: printBodyRemaker(anchors: printAnchors)) : nil
        let jobs = pageJobs(printBodies: printBodies, printAnchors: printAnchors)
        let pagePaths = ["print.html"] + jobs.map(\.path) + [topics.path, glossary.path]
        // The chapters are being indexed in the background; the glossary is known now.
        searchIndex.finish(adding: links.crossLinks.glossary.searchSections(book: book), into: sink)
        // Whatever happens below, the index is done writing before the site is kept or discarded.
        defer { try? searchIndex.wait() }
        let printed = startPrintPage(printBook, anchors: printAnchors, pending: printBodies, into: sink)
        bin.keep((jobs, printBodies as Any, printBook, printAnchors))
        let rendered = Result { try renderPages(jobs, into: sink) }
        printBodies?.close()
        let printOutcome = printed()
        let diagnostics = try rendered.get()
        try printOutcome.get()
        try clock.measure("search index") { try searchIndex.wait() }
        try sink.add(SiteFile(path: "toc.js", text: SidebarScript.script(for: book)))
        for file in theme.assets + SiteExtras.files(pagePaths: pagePaths, baseURL: options.baseURL) { try sink.add(file) }
        for file in EditionImages.files(editions: book.editions.map(\.id), contentDirectory: options.contentDirectory) { try sink.add(file) }
        return diagnostics
    }

    /// Starts rendering `print.html` on another thread (taking pending bodies as they are made) and
    /// returns how to wait for it to be written.
    private func startPrintPage(_ printBook: PrintBook, anchors: PrintAnchors, pending: PrintBodies?,
                                into sink: SiteSink) -> () -> Result<Void, Error> {
        let templates = theme.templates
        let outcome = ResultSlots<Result<Void, Error>>(count: 1)
        let done = DispatchGroup()
        DispatchQueue.global().async(group: done) { [options, clock] in
            outcome[0] = Result {
                try clock.measure("print") {
                    let context = printBook.context(anchors: anchors, pending: pending)
                        .merging(["paper_size": .string(options.paper.cssSize)])
                    try sink.add(path: "print.html") { write in try templates.render("print", context, streamingTo: write) }
                }
            }
        }
        return {
            done.wait()
            return outcome[0] ?? .success(())
        }
    }

    /// The topics and glossary pages (rendered at once, on two cores) and the print page's back matter made from them.
    private func crossLinkPages() throws -> (topics: SiteFile, glossary: SiteFile, backMatter: [PrintBackMatter]) {
        let templates = theme.templates
        let crossLinkPages = CrossLinkPages(context: PageContext(book: book, options: options), crossLinks: links.crossLinks)
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
        return (topics, glossary, backMatter)
    }

    /// The pages to render: chapters and part pages (each also making its print body when
    /// `printBodies` is given), edition pages, home, contents and 404.
    private func pageJobs(printBodies: PrintBodies?, printAnchors: PrintAnchors) -> [Job] {
        let context = PageContext(book: book, options: options)
        let chapterPages = ChapterPages(context: context, order: ReadingOrder(book: book),
                                        alsoIn: renderer.alsoIn)
        let renderer = self.renderer
        let bookPages = BookPages(context: context, renderColophon: { renderer.render($0, pagePath: "\($0.edition)/index.html").html })
        var jobs: [Job] = []
        for edition in book.editions {
            for part in edition.parts {
                for chapter in part.pages {
                    let template = chapter.kind == .part && theme.templates.contains("part") ? "part" : "chapter"
                    let printShift = PrintBook.headingShift(of: chapter, in: part)
                    jobs.append((chapter.outputPath, template, {
                        let body = renderer.render(chapter, pagePath: chapter.outputPath)
                        printBodies?.add(Self.printBody(fromPage: body, of: chapter, headingShift: printShift, anchors: printAnchors),
                                         chapterID: chapter.id)
                        return (chapterPages.context(for: chapter, in: edition, part: part, rendered: body), body.diagnostics)
                    }))
                }
            }
            let colophonDiagnostics = edition.colophon.map { renderer.render($0, pagePath: "\(edition.id)/index.html").diagnostics } ?? []
            jobs.append(("\(edition.id)/index.html", "edition", { (bookPages.edition(edition), colophonDiagnostics) }))
        }
        jobs.append(("index.html", "index", { (bookPages.home(), []) }))
        jobs.append(("toc.html", "toc", { (bookPages.tableOfContents(), []) }))
        jobs.append(("404.html", "404", { (bookPages.notFound(), []) }))
        return jobs
    }

    /// A chapter's print body, made from the body of its page.
    private static func printBody(fromPage page: RenderedChapter, of chapter: Chapter, headingShift: Int,
                                  anchors: PrintAnchors) -> [UInt8] {
        PrintChapterRenderer.bodyUTF8(fromPage: page.utf8, of: chapter, headingShift: headingShift, anchors: anchors)
    }

    /// Makes a chapter's print body again, from its tree (see `PrintBodies`).
    private func printBodyRemaker(anchors: PrintAnchors) -> @Sendable (String) -> [UInt8] {
        var placed: [String: (chapter: Chapter, headingShift: Int)] = [:]
        for edition in book.editions {
            for part in edition.parts {
                for chapter in part.pages {
                    placed[chapter.id] = (chapter, PrintBook.headingShift(of: chapter, in: part))
                }
            }
        }
        let renderer = self.renderer
        return { [placed] chapterID in
            guard let (chapter, shift) = placed[chapterID] else { return [] }
            return Self.printBody(fromPage: renderer.render(chapter, pagePath: chapter.outputPath), of: chapter,
                                  headingShift: shift, anchors: anchors)
        }
    }

    /// Renders the pages on all cores, each written to `sink` as soon as it is made.
    private func renderPages(_ jobs: [Job], into sink: SiteSink) throws -> [Diagnostic] {
        let templates = theme.templates
        let clock = self.clock
        let outcomes = ResultSlots<Result<[Diagnostic], Error>>(count: jobs.count)
        clock.measure("pages") {
            // In reading order, the order the print page (rendered meanwhile) takes their bodies in.
            DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
                let job = jobs[index]
                let render = {
                    Result { () throws -> [Diagnostic] in
                        let (context, diagnostics) = job.context()
                        try sink.add(SiteFile(path: job.path, utf8: try templates.renderUTF8(job.template, context)))
                        return diagnostics
                    }
                }
                outcomes[index] = render()
            }
        }
        return try outcomes.values.flatMap { try $0?.get() ?? [] }
    }
}
