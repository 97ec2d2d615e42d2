import FolioCore
import FolioMarkdown

/// What the build makes of one chapter (or colophon) from its parsed tree, in one job: the body of
/// its page, its body on the print page, and its search sections. Kept between rebuilds and made
/// again only when `ChapterProducts.Inputs` change.
struct ChapterProducts: Sendable {
    /// The body of the chapter's page (of its edition's page, for a colophon).
    var page: [UInt8]
    /// The body on the print page.
    var print: [UInt8]
    /// The searchable sections (none for a colophon).
    var search: [SearchSection]
    /// Unresolved references, broken links, bad comment threads.
    var diagnostics: [Diagnostic]

    /// Everything the products are made from. Equal inputs make equal products, so a rebuild
    /// compares them to decide what to render again.
    struct Inputs: Equatable {
        /// The parsed file (the same object as long as the file is unchanged).
        let chapter: Chapter
        /// The page its body is shown on (the edition page, for a colophon).
        let pagePath: String
        /// Its links, resolved against the whole book for that page.
        let links: ChapterLinks
        /// The "also in" links under each heading, in order.
        let alsoIn: [String]
        /// Where its body stands on the print page.
        let printPrefix: String
        let headingShift: Int
        /// Its links as the print page has them, in order.
        let printHrefs: [String]
        /// The edition's short title (search results show it), nil for a colophon (not searched).
        let searchEdition: String?

        static func == (lhs: Inputs, rhs: Inputs) -> Bool {
            lhs.chapter === rhs.chapter && lhs.pagePath == rhs.pagePath && lhs.links == rhs.links && lhs.alsoIn == rhs.alsoIn
                && lhs.printPrefix == rhs.printPrefix && lhs.headingShift == rhs.headingShift
                && lhs.printHrefs == rhs.printHrefs && lhs.searchEdition == rhs.searchEdition
        }
    }
}

/// Makes the inputs and products of chapters for one state of the book (its links, print ids and
/// images): plain functions of the tree, run on all cores by the build.
struct ChapterProductMaker: Sendable {
    let renderer: ChapterRenderer
    let printRenderer: PrintChapterRenderer

    /// The inputs of `chapter`'s products, shown on `pagePath`, printed `headingShift` levels down.
    func inputs(of chapter: Chapter, pagePath: String, headingShift: Int, searchEdition: String?) -> ChapterProducts.Inputs {
        let links = renderer.links.links(of: chapter, pagePath: pagePath)
        let alsoIn = renderer.alsoIn.map { alsoIn in
            chapter.sections.map { alsoIn.html(for: chapter, anchor: $0.anchor, pagePath: pagePath) }
        } ?? []
        let anchors = printRenderer.anchors
        let printHrefs = chapter.links.compactMap { link -> String? in
            guard case .link(let url, _) = link.node.kind else { return nil }
            return links.href(for: url, at: link.node).map { anchors.rewrite($0, from: chapter.outputPath) }
        }
        return .init(chapter: chapter, pagePath: pagePath, links: links, alsoIn: alsoIn,
                     printPrefix: PrintAnchors.prefix(ofTop: anchors.topID(ofChapter: chapter.id)),
                     headingShift: headingShift, printHrefs: printHrefs, searchEdition: searchEdition)
    }

    /// The products of the chapter of `inputs`, with what was made of it `early`, if anything.
    func products(_ inputs: ChapterProducts.Inputs, early: EarlyProducts?) -> ChapterProducts {
        let chapter = inputs.chapter
        // The page, the print body and the search sections are made from the same tree: aligned once, for all.
        let memo = early?.memo ?? PairingMemo()
        let page = renderer.render(chapter, pagePath: inputs.pagePath, links: inputs.links, print: nil, memo: memo)
        // The print body shares the page's links when they were resolved for the chapter's own page.
        let printLinks = inputs.pagePath == chapter.outputPath ? inputs.links : nil
        let print = printRenderer.renderUTF8(chapter, headingShift: inputs.headingShift, links: printLinks, memo: memo)
        let search = early.flatMap { $0.searchEdition == inputs.searchEdition ? $0.search : nil }
            ?? inputs.searchEdition.map { SearchExtractor.sections(of: chapter, editionTitle: $0, memo: memo) } ?? []
        return ChapterProducts(page: page.utf8, print: print, search: search, diagnostics: page.diagnostics)
    }
}

/// What a chapter's products need that the link table does not: its translation alignment (of its
/// top-level blocks) and its search sections. A build makes them while it makes the link table.
struct EarlyProducts: @unchecked Sendable {  // the memo is handed from the thread that fills it to the one that uses it
    let memo: PairingMemo
    /// The edition title the search sections show (nil: the chapter is not searched).
    let searchEdition: String?
    let search: [SearchSection]

    /// Aligns `chapter`'s blocks and cuts it into search sections (none without `searchEdition`).
    init(_ chapter: Chapter, searchEdition: String?) {
        memo = PairingMemo()
        self.searchEdition = searchEdition
        if let searchEdition {
            search = SearchExtractor.sections(of: chapter, editionTitle: searchEdition, memo: memo)
        } else {
            _ = SearchExtractor.documentRuns(chapter.document.children, memo: memo)
            search = []
        }
    }
}
