import FolioCore
import FolioTemplates
import Foundation

/// The stages of one build, run on a session's state: theme → load → link table → chapter products
/// → pages → shared files. Each stage does only what the changes since the last build require.
struct BuildStages {
    let options: SiteOptions
    let clock: StageClock
    let parsed: ParsedChapters
    /// How many pages this build rendered.
    private(set) var pagesRendered = 0
    /// Where pages go as they are rendered, instead of the state (a one-time build writes them at once).
    var pageSink: SiteSink?
    /// Keeps what each page was made from, to render only changed pages next time (a one-time
    /// build does without).
    var keepsPageJobs = true
    /// Leaves the search index as it was (marked stale) for `SessionState.makeSearchIndex` to make later.
    var deferSearchIndex = false

    init(options: SiteOptions, clock: StageClock, parsed: ParsedChapters) {
        self.options = options
        self.clock = clock
        self.parsed = parsed
    }

    /// Brings `state` up to date with `scope`'s changes; returns the build's diagnostics (with an
    /// error, `state` is incomplete and must be dropped).
    mutating func run(_ scope: ChangeScope, on state: inout SessionState) -> [Diagnostic] {
        if let failure = refreshTheme(scope, state: &state) { return failure }
        let (bookOrNil, loadDiagnostics) = clock.measure("load and parse") {
            BookLoader.load(contentDirectory: options.contentDirectory, cache: parsed)
        }
        let bookDiagnostics = state.themeDiagnostics + loadDiagnostics  // the theme's warnings (unknown partials) first
        guard let book = bookOrNil, let theme = state.theme else { return bookDiagnostics }
        if let failure = clock.measure("images", { refreshImages(scope, book: book, state: &state) }) { return bookDiagnostics + failure }
        let outline = clock.measure("outline") {
            let outline = BookOutline(book, known: state.outlineEntries)
            state.outlineEntries = BookOutline.Entries(book, outline: outline)
            return outline
        }
        let outlineChanged = state.links == nil || outline != state.outline
        if outlineChanged {
            let context = PageContext(book: book, options: options)
            state.links = clock.measure("cross-links") {
                LinkTable(book: book, options: options, images: state.images ?? ImageIndex()) { crossLinks in
                    CrossLinkPages(context: context, crossLinks: crossLinks).backMatter()
                }
            }
            state.outline = outline
        }
        guard let table = state.links else { return bookDiagnostics }
        let remade = clock.measure("chapters") { makeProducts(book, table: table, everyChapter: outlineChanged, state: &state) }
        if outlineChanged || state.bookFiles["toc.js"] == nil {
            state.glossarySearch = table.links.crossLinks.glossary.searchSections(book: book)
        }
        state.searchOrder = targets(book).filter { $0.search != nil }.map(\.chapter.id)
        if outlineChanged || !remade.isEmpty || state.bookFiles["search-index.js"] == nil { state.searchIndexIsStale = true }
        // The search index, the pages and the print page's skeleton need nothing of each other: the
        // index and the skeleton are made in the background while the pages' jobs are made, compared
        // and rendered on all cores (a nested `concurrentPerform` would get one core only).
        let background = DispatchGroup()
        let searchIndex = ResultSlots<SiteFile>(count: 1)
        if state.searchIndexIsStale && !deferSearchIndex {
            let (source, clock) = (state.searchIndexSource, clock)
            DispatchQueue.global().async(group: background) { searchIndex[0] = clock.measure("search index") { source.file() } }
        }
        let templates = theme.templates
        let skeleton = ResultSlots<Result<PrintPage, Error>>(count: 1)
        if outlineChanged || state.printPage == nil {
            let (printBook, paper, clock) = (table.printBook, options.paper, clock)
            DispatchQueue.global().async(group: background) {
                skeleton[0] = clock.measure("print") { Result { try Self.printSkeleton(printBook, paper: paper, templates: templates) } }
            }
        }
        let everyPage = outlineChanged || state.pages.isEmpty
        let jobs = SitePages(book: book, options: options, table: table, products: state.products,
                             partTemplate: theme.templates.contains("part")).jobs(only: everyPage ? nil : remade)
        let (previous, keepsJobs, sink) = (state.pages, keepsPageJobs, pageSink)
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
        background.wait()
        do {
            for (path, job, page) in pages {
                guard let page else { continue }
                let bytes = try page.get()
                guard pageSink == nil else { continue }
                state.pages[path] = job
                state.pageFiles[path] = SiteFile(path: path, utf8: bytes)
            }
            if let skeleton = skeleton[0] { state.printPage = try skeleton.get() }
        } catch let error as TemplateError {
            return bookDiagnostics + [.error(error.message, at: SourceLocation(path: error.path, line: error.line, column: error.column))]
        } catch {
            return bookDiagnostics + [.error("\(error)")]
        }
        pagesRendered = pages.filter { $0.page != nil }.count
        if everyPage {  // pages of chapters no longer in the book go
            let paths = Set(jobs.map(\.path))
            state.pages = state.pages.filter { paths.contains($0.key) }
            state.pageFiles = state.pageFiles.filter { paths.contains($0.key) }
        }
        if let index = searchIndex[0] {
            state.bookFiles[index.path] = index
            state.searchIndexIsStale = false
        }
        makeBookFiles(book, pagePaths: pageSink == nil ? Array(state.pageFiles.keys) : jobs.map(\.path),
                      outlineChanged: outlineChanged, state: &state)
        return bookDiagnostics + state.imageDiagnostics + productDiagnostics(book, state: state)
    }

    /// Loads the theme when it changed (a template change renders every page again); returns the
    /// diagnostics to stop with when it cannot be loaded.
    private func refreshTheme(_ scope: ChangeScope, state: inout SessionState) -> [Diagnostic]? {
        guard state.theme == nil || scope.templates || scope.assets else { return nil }
        let (themeOrNil, themeDiagnostics) = clock.measure("theme") { Theme.load(options) }
        guard let theme = themeOrNil else { return themeDiagnostics }
        if scope.templates || state.theme == nil {
            state.pages = [:]
            state.printPage = nil
        }
        state.theme = theme
        state.themeDiagnostics = themeDiagnostics
        state.assetFiles = theme.assets
        return nil
    }

    /// Reads the image index and the image files when content other than chapters changed (a new
    /// index writes every chapter's images anew); returns the diagnostics to stop with on an error.
    private func refreshImages(_ scope: ChangeScope, book: Book, state: inout SessionState) -> [Diagnostic]? {
        guard state.images == nil || scope.otherContent else { return nil }
        let (images, imageDiagnostics) = ImageIndex.loadCopies(contentDirectory: options.contentDirectory)
        guard !imageDiagnostics.containsErrors else { return imageDiagnostics }
        do {
            state.imageFiles = try images.copies(from: options.contentDirectory)
                + EditionImages.files(editions: book.editions.map(\.id), contentDirectory: options.contentDirectory)
        } catch {
            return imageDiagnostics + [.error(FileProblem.describe(error, writing: options.contentDirectory.path))]
        }
        if images != state.images {
            state.links = nil
            state.inputs = [:]
        }
        state.images = images
        state.imageDiagnostics = imageDiagnostics
        return nil
    }

    /// Every chapter and colophon with the page its body is shown on, its print heading shift, and
    /// the edition title its search results show (nil: not searched).
    private func targets(_ book: Book) -> [(chapter: Chapter, pagePath: String, shift: Int, search: String?)] {
        var targets: [(chapter: Chapter, pagePath: String, shift: Int, search: String?)] = []
        for edition in book.editions {
            for part in edition.parts {
                for chapter in part.pages {
                    targets.append((chapter, chapter.outputPath, PrintBook.headingShift(of: chapter, in: part), edition.shortTitle))
                }
            }
            if let colophon = edition.colophon {
                targets.append((colophon, "\(edition.id)/index.html", PrintSections.colophonLevel - 1, nil))
            }
        }
        return targets
    }

    /// Makes again, on all cores, the products whose inputs changed: those of every chapter when the
    /// link table changed, else only of the chapters whose file changed. Returns their ids.
    private func makeProducts(_ book: Book, table: LinkTable, everyChapter: Bool, state: inout SessionState) -> Set<String> {
        let all = targets(book)
        let known = state.inputs
        let candidates = everyChapter ? all : all.filter { known[$0.chapter.id]?.chapter !== $0.chapter }
        let maker = table.maker
        let inputs = candidates.concurrentMap { target in
            maker.inputs(of: target.chapter, pagePath: target.pagePath, headingShift: target.shift, searchEdition: target.search)
        }
        let changed = inputs.filter { known[$0.chapter.id] != $0 || state.products[$0.chapter.id] == nil }
        let products = changed.concurrentMap(maker.products)
        for (input, product) in zip(changed, products) {
            state.inputs[input.chapter.id] = input
            state.products[input.chapter.id] = product
        }
        if everyChapter {
            let ids = Set(all.map(\.chapter.id))
            state.inputs = state.inputs.filter { ids.contains($0.key) }
            state.products = state.products.filter { ids.contains($0.key) }
        }
        return Set(changed.map(\.chapter.id))
    }

    /// The diagnostics of every chapter's products, in reading order (colophons after their edition's chapters).
    private func productDiagnostics(_ book: Book, state: SessionState) -> [Diagnostic] {
        targets(book).flatMap { state.products[$0.chapter.id]?.diagnostics ?? [] }
    }

    /// The print page's template output with a slot for each body.
    private static func printSkeleton(_ printBook: PrintBook, paper: PaperSize, templates: TemplateLibrary) throws -> PrintPage {
        let context = printBook.context { .string(PrintPage.marker(for: $0)) }.merging(["paper_size": .string(paper.cssSize)])
        return PrintPage(rendered: try templates.renderUTF8("print", context))
    }

    /// The files made from the whole book besides the search index: the sidebar's TOC, host files and
    /// the print page (its skeleton with the current bodies); then all files are gathered.
    private func makeBookFiles(_ book: Book, pagePaths: [String], outlineChanged: Bool, state: inout SessionState) {
        if outlineChanged || state.bookFiles["toc.js"] == nil {
            state.bookFiles = state.bookFiles.filter { $0.key == "search-index.js" }  // host files may come or go
            state.bookFiles["toc.js"] = SiteFile(path: "toc.js", text: SidebarScript.script(for: book))
            let pagePaths = ["print.html"] + pagePaths.sorted()
            for file in SiteExtras.files(pagePaths: pagePaths, baseURL: options.baseURL) { state.bookFiles[file.path] = file }
        }
        if let printPage = state.printPage {
            let products = state.products
            state.bookFiles["print.html"] = SiteFile(path: "print.html", parts: printPage.parts { products[$0]?.print ?? [] })
        }
        state.gatherFiles()
    }
}
