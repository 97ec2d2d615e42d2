import FolioCore
import FolioTemplates
import Foundation

/// The last stages of a build: pages and the files made from the whole book.
extension BuildStages {
    /// Renders the pages whose job changed (every page after an outline or template change, else
    /// those of the `remade` chapters; without the chapters' own when `chapterPagesWritten`), makes
    /// the search index when stale, and takes the print page's `skeleton` (made in the background).
    /// Returns the error to stop with, if any.
    ///
    /// They need nothing of each other: the index is made in the background while the pages' jobs
    /// are made, compared and rendered on all cores (under another `concurrentPerform` the pages
    /// would get one core only).
    mutating func makePages(_ book: Book, theme: Theme, table: LinkTable, outlineChanged: Bool, remade: Set<String>,
                            chapterPagesWritten: Bool, skeleton: Background<Result<PrintPage, Error>>?,
                            state: inout SessionState) -> Diagnostic? {
        let clock = self.clock
        let searchIndex = state.searchIndexIsStale && !deferSearchIndex
            ? Background { [source = state.searchIndexSource] in clock.measure("search index") { source.file() } } : nil
        let templates = theme.templates
        let everyPage = outlineChanged || state.pages.isEmpty
        let jobs = SitePages(book: book, options: options, table: table, products: state.products,
                             partTemplate: theme.templates.contains("part"))
            .jobs(only: everyPage ? nil : remade, chapterPages: !chapterPagesWritten)
        let (previous, keepsJobs, sink) = (state.pages, keepsRecords, pageSink)
        // Each page's job is made and compared with the last one's; a changed one is rendered.
        let pages = clock.measure("pages") {
            jobs.concurrentMap { item -> (path: String, job: PageJob?, page: Result<[UInt8], Error>?) in
                let job = item.make()
                guard previous[item.path] != job else { return (item.path, nil, nil) }
                let page = Result { try job.render(with: templates) }
                if let sink, case .success(let bytes) = page {  // written at once, not kept
                    return (item.path, nil, Result { try sink.add(SiteFile(path: item.path, utf8: bytes)); return [] })
                }
                return (item.path, keepsJobs ? job : nil, page)
            }
        }
        do {
            for (path, job, page) in pages {
                guard let page else { continue }
                let bytes = try page.get()
                guard pageSink == nil else { continue }
                state.pages[path] = job
                state.pageFiles[path] = SiteFile(path: path, utf8: bytes)
            }
            if let skeleton { state.printPage = try skeleton.value.get() }
        } catch {
            return Self.diagnostic(error)
        }
        let written = chapterPagesWritten ? book.editions.flatMap { $0.parts.flatMap(\.pages) }.map(\.outputPath) : []
        pagesRendered = pages.filter { $0.page != nil }.count + written.count
        if everyPage {  // pages of chapters no longer in the book go
            state.sitePagePaths = written + jobs.map(\.path)
            let paths = Set(state.sitePagePaths)
            state.pages = state.pages.filter { paths.contains($0.key) }
            state.pageFiles = state.pageFiles.filter { paths.contains($0.key) }
        }
        if let index = searchIndex?.value {
            state.bookFiles[index.path] = index
            state.searchIndexIsStale = false
        }
        return nil
    }

    /// An error of rendering or writing a page as a diagnostic (a template's error at its place).
    static func diagnostic(_ error: Error) -> Diagnostic {
        guard let error = error as? TemplateError else { return .error("\(error)") }
        return .error(error.message, at: SourceLocation(path: error.path, line: error.line, column: error.column))
    }

    /// The print page's template output with a slot for each body, made in the background.
    func printSkeleton(_ table: LinkTable, templates: TemplateLibrary) -> Background<Result<PrintPage, Error>> {
        let (printBook, paper, clock) = (table.printBook, options.paper, clock)
        return Background {
            clock.measure("print") {
                Result {
                    let context = printBook.context { .string(PrintPage.marker(for: $0)) }.merging(["paper_size": .string(paper.cssSize)])
                    return PrintPage(rendered: try templates.renderUTF8("print", context))
                }
            }
        }
    }

    /// The files made from the whole book besides the search index: the sidebar's TOC, host files and
    /// the print page (its skeleton with the current bodies); then all files are gathered.
    func makeBookFiles(_ book: Book, outlineChanged: Bool, state: inout SessionState) {
        if outlineChanged || state.bookFiles["toc.js"] == nil {
            state.bookFiles = state.bookFiles.filter { $0.key == "search-index.js" }  // host files may come or go
            state.bookFiles["toc.js"] = SiteFile(path: "toc.js", text: SidebarScript.script(for: book))
            let pagePaths = ["print.html"] + state.sitePagePaths.sorted()
            for file in SiteExtras.files(pagePaths: pagePaths, baseURL: options.baseURL) { state.bookFiles[file.path] = file }
        }
        if let printPage = state.printPage {
            let products = state.products
            state.bookFiles["print.html"] = SiteFile(path: "print.html", parts: printPage.parts { products[$0]?.print ?? [] })
        }
        state.gatherFiles()
    }
}

/// Renders and writes a chapter's page as soon as its products are made (a one-time build), so that
/// its body need not be kept.
struct ChapterPageWriter: Sendable {
    /// The job of a chapter's page given its body (`SitePages.chapterJob()`).
    let job: @Sendable (Chapter, [UInt8]) -> PageJob?
    let templates: TemplateLibrary
    let sink: SiteSink

    /// Writes `chapter`'s page and returns its products without the page body; a colophon's products
    /// are returned whole (its body is shown on its edition page, rendered later).
    func write(_ chapter: Chapter, _ products: ChapterProducts) throws -> ChapterProducts {
        guard let job = job(chapter, products.page) else { return products }
        try sink.add(SiteFile(path: chapter.outputPath, utf8: try job.render(with: templates)))
        var kept = products
        kept.page = []
        return kept
    }
}
