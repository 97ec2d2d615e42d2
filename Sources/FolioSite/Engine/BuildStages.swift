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
    var pagesRendered = 0
    /// Where pages go as they are rendered, instead of the state (a one-time build writes them at once).
    var pageSink: SiteSink?
    /// Keeps what each chapter's products and each page were made from, to make only what changed
    /// next time (a one-time build does without).
    var keepsRecords = true
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
        let imagesChanged = state.images == nil || scope.otherContent
        // In the background from here on: the edition folders' images (only the finished site needs
        // them) and the outline (a first build, which has nothing to compare it with, needs it only
        // once the link table is made).
        let contentDirectory = options.contentDirectory
        let editionImages = imagesChanged
            ? Background { EditionImages.files(editions: book.editions.map(\.id), contentDirectory: contentDirectory) } : nil
        if imagesChanged, let failure = clock.measure("images", { refreshImageIndex(book: book, state: &state) }) {
            return bookDiagnostics + failure
        }
        let known = state.outlineEntries
        let outline = Background {
            let outline = BookOutline(book, known: known)
            return (outline: outline, entries: BookOutline.Entries(book, outline: outline))
        }
        // Without a link table (a first build, new images) the outline is not waited for here.
        let outlineChanged = state.links == nil || outline.value.outline != state.outline
        // While the link table is made, the chapters about to get new products are aligned and cut
        // into search sections in the background: neither needs links.
        let early = outlineChanged ? makeEarlyProducts(book, except: state.inputs) : nil
        if outlineChanged {
            let context = PageContext(book: book, options: options)
            state.links = clock.measure("cross-links") {
                LinkTable(book: book, options: options, images: state.images ?? ImageIndex()) { crossLinks in
                    CrossLinkPages(context: context, crossLinks: crossLinks).backMatter()
                }
            }
        }
        (state.outline, state.outlineEntries) = outline.value
        guard let table = state.links else { return bookDiagnostics }
        if outlineChanged || state.bookFiles["toc.js"] == nil {
            state.glossarySearch = table.links.crossLinks.glossary.searchSections(book: book)
        }
        state.searchOrder = targets(book).filter { $0.search != nil }.map(\.chapter.id)
        // The print page's skeleton needs the link table only: it is made in the background from here on.
        let skeleton = outlineChanged || state.printPage == nil ? printSkeleton(table, templates: theme.templates) : nil
        // A one-time build renders and writes each chapter's page as soon as its body is made, and
        // keeps no body: the pages stage is left the other pages.
        let writer = pageSink.map { sink in
            ChapterPageWriter(job: SitePages(book: book, options: options, table: table, products: [:],
                                             partTemplate: theme.templates.contains("part")).chapterJob(),
                              templates: theme.templates, sink: sink)
        }
        let remade: Set<String>
        do {
            remade = try clock.measure("chapters") {
                try makeProducts(book, table: table, everyChapter: outlineChanged, early: early?.value ?? [:],
                                 writer: writer, state: &state)
            }
        } catch {
            return bookDiagnostics + [Self.diagnostic(error)]
        }
        if outlineChanged || !remade.isEmpty || state.bookFiles["search-index.js"] == nil { state.searchIndexIsStale = true }
        if let failure = makePages(book, theme: theme, table: table, outlineChanged: outlineChanged, remade: remade,
                                   chapterPagesWritten: writer != nil, skeleton: skeleton, state: &state) {
            return bookDiagnostics + [failure]
        }
        if let editionImages { state.imageFiles += editionImages.value }
        clock.measure("book files") { makeBookFiles(book, outlineChanged: outlineChanged, state: &state) }
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

    /// Reads the image index and the images' local copies (content other than chapters changed, or
    /// a first build; a new index writes every chapter's images anew); returns the diagnostics to
    /// stop with on an error.
    private func refreshImageIndex(book: Book, state: inout SessionState) -> [Diagnostic]? {
        let (images, imageDiagnostics) = ImageIndex.loadCopies(contentDirectory: options.contentDirectory)
        guard !imageDiagnostics.containsErrors else { return imageDiagnostics }
        do {
            state.imageFiles = try images.copies(from: options.contentDirectory)
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

    /// The early products of each chapter of `book` whose parsed file is not that of its `known`
    /// inputs (those about to get new products), made on all cores in the background.
    private func makeEarlyProducts(_ book: Book, except known: [String: ChapterProducts.Inputs]) -> Background<[String: EarlyProducts]> {
        let fresh = targets(book).filter { known[$0.chapter.id]?.chapter !== $0.chapter }
        return Background {
            let made = fresh.concurrentMap { EarlyProducts($0.chapter, searchEdition: $0.search) }
            return Dictionary(zip(fresh.map(\.chapter.id), made), uniquingKeysWith: { first, _ in first })
        }
    }

    /// Every chapter and colophon with the page its body is shown on, its print heading shift, and
    /// the edition title its search results show (nil: not searched).
    func targets(_ book: Book) -> [(chapter: Chapter, pagePath: String, shift: Int, search: String?)] {
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
    /// link table changed, else only of the chapters whose file changed (from what was made `early`
    /// of them). With a `writer`, each chapter's page is written at once and its body not kept.
    /// Returns their ids.
    private func makeProducts(_ book: Book, table: LinkTable, everyChapter: Bool, early: [String: EarlyProducts],
                              writer: ChapterPageWriter?, state: inout SessionState) throws -> Set<String> {
        let all = targets(book)
        let known = state.inputs
        let candidates = everyChapter ? all : all.filter { known[$0.chapter.id]?.chapter !== $0.chapter }
        let maker = table.maker
        let inputs = candidates.concurrentMap { target in
            maker.inputs(of: target.chapter, pagePath: target.pagePath, headingShift: target.shift, searchEdition: target.search)
        }
        let changed = inputs.filter { known[$0.chapter.id] != $0 || state.products[$0.chapter.id] == nil }
        let products = changed.map { ($0, early[$0.chapter.id]) }
            .concurrentMap { input, early in
                Result {
                    let product = maker.products(input, early: early)
                    return try writer?.write(input.chapter, product) ?? product
                }
            }
        for (input, product) in zip(changed, products) {
            if keepsRecords { state.inputs[input.chapter.id] = input }  // what a rebuild compares with
            state.products[input.chapter.id] = try product.get()
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
}
