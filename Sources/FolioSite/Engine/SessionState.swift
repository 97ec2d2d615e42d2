import FolioCore
import FolioTemplates
import Foundation

/// Everything a `SiteSession` keeps between builds: the inputs and products of each chapter, what
/// each page was rendered from, and the files of the site.
struct SessionState {
    var theme: Theme?
    var themeDiagnostics: [Diagnostic] = []
    var images: ImageIndex?
    var imageDiagnostics: [Diagnostic] = []
    /// Image files copied into the site: local copies and edition folders' images.
    var imageFiles: [SiteFile] = []
    var outline: BookOutline?
    /// The outline's entries by chapter, reused for chapters whose file did not change.
    var outlineEntries = BookOutline.Entries()
    /// The link table of `outline`.
    var links: LinkTable?
    var inputs: [String: ChapterProducts.Inputs] = [:]
    var products: [String: ChapterProducts] = [:]
    /// What each page (by path) was rendered from.
    var pages: [String: PageJob] = [:]
    /// The glossary's search sections (they follow the chapters' in the index).
    var glossarySearch: [SearchSection] = []
    /// The chapters whose sections the search index holds, in reading order.
    var searchOrder: [String] = []
    /// The search index does not yet show the last changes.
    var searchIndexIsStale = false
    var printPage: PrintPage?
    /// The theme's assets.
    var assetFiles: [SiteFile] = []
    /// Rendered pages, by path.
    var pageFiles: [String: SiteFile] = [:]
    /// The path of every page of the site (in `pageFiles`, or written as rendered by a one-time build).
    var sitePagePaths: [String] = []
    /// Files made from the whole book: the sidebar's TOC, the search index, the print page, host files.
    var bookFiles: [String: SiteFile] = [:]
    /// Every file of the site, by path.
    var files: [String: SiteFile] = [:]

    /// What `search-index.js` is made from: every chapter's search sections, then the glossary's.
    var searchIndexSource: SearchIndexSource {
        SearchIndexSource(chapters: searchOrder.map { products[$0]?.search ?? [] }, glossary: glossarySearch)
    }

    /// Makes the search index left stale by a build that deferred it.
    mutating func makeSearchIndex() {
        let file = searchIndexSource.file()
        bookFiles[file.path] = file
        files[file.path] = file
        searchIndexIsStale = false
    }

    /// Gathers `files` from the pages, book files, assets and images.
    mutating func gatherFiles() {
        var all = pageFiles
        for file in assetFiles + imageFiles { all[file.path] = file }
        for (path, file) in bookFiles { all[path] = file }
        files = all
    }

    /// The paths whose file differs from `old`'s, and those `old` had and this has not.
    func differences(from old: SessionState) -> (changed: Set<String>, removed: Set<String>) {
        var changed = Set<String>()
        for (path, file) in files where old.files[path] != file { changed.insert(path) }
        return (changed, Set(old.files.keys).subtracting(files.keys))
    }
}

/// What the search index is made from (a build makes it in the background from these alone).
struct SearchIndexSource: Sendable {
    /// Each searched chapter's sections, in reading order.
    let chapters: [[SearchSection]]
    /// The glossary's sections, after the chapters'.
    let glossary: [SearchSection]

    /// `search-index.js`.
    func file() -> SiteFile {
        let builder = SearchIndexBuilder()
        builder.add(chapters.flatMap { $0 })
        builder.add(glossary)
        return SiteFile(path: "search-index.js", parts: builder.scriptParts())
    }
}

/// The book-wide tables that chapters are rendered with, made again only when the outline changes.
struct LinkTable {
    let links: SiteLinks
    let alsoIn: AlsoInLinks
    let printBook: PrintBook
    let maker: ChapterProductMaker

    init(book: Book, options: SiteOptions, images: ImageIndex, backMatter: (CrossLinks) -> [PrintBackMatter]) {
        links = SiteLinks(book: book)
        alsoIn = AlsoInLinks(book: book, topics: links.crossLinks.topics)
        printBook = PrintBook(book: book, language: options.printLanguage,
                              backMatter: options.printLanguage == .both ? backMatter(links.crossLinks) : [], links: links)
        let renderer = ChapterRenderer(links: links, alsoIn: alsoIn, images: images)
        maker = ChapterProductMaker(renderer: renderer, printRenderer: PrintChapterRenderer(
            renderer: renderer, anchors: printBook.anchors, language: options.printLanguage.language))
    }
}

/// A page to render: its template and context, and the chapter body it shows, if any. Two equal jobs
/// make the same page, so a rebuild renders a page again only when its job changed.
struct PageJob: Equatable {
    var template: String
    var context: TemplateValue
    /// The body shown as `content` (chapter pages).
    var body: [UInt8]?

    /// The page.
    func render(with templates: TemplateLibrary) throws -> [UInt8] {
        let shown = body.map { context.merging(["content": .html($0)]) } ?? context
        return try templates.renderUTF8(template, shown)
    }
}
