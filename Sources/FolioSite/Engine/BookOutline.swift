import FolioCore

/// What the rest of the book sees of each chapter: its place, title, front matter, headings and the
/// API names its sections cite. The link table, cross-links, table of contents, neighbours and print
/// skeleton depend on the outline only, so an edit that leaves it unchanged (most edits of a body)
/// re-renders the edited chapter alone.
struct BookOutline: Equatable {
    /// One chapter's part of the outline.
    struct Entry: Equatable, Sendable {
        let id: String
        let kind: ChapterKind
        let number: String?
        let title: BilingualText
        let frontMatter: FrontMatter
        let sections: [Section]
        let outputPath: String
        let apiNames: [String: Set<String>]

        init(_ chapter: Chapter) {
            id = chapter.id
            kind = chapter.kind
            number = chapter.number
            title = chapter.title
            frontMatter = chapter.frontMatter
            sections = chapter.sections
            outputPath = chapter.outputPath
            apiNames = chapter.kind == .essay ? [:] : DeveloperTokens.byPlace(in: chapter)
        }
    }

    let manifest: BookManifest
    let editionIDs: [String]
    /// Per edition: its id, colophon and parts (part page, then chapters).
    let editions: [[Entry?]]

    /// The outline of `book`, taking the entries of chapters unchanged since `known` from it.
    init(_ book: Book, known: Entries = Entries()) {
        manifest = book.manifest
        editionIDs = book.editions.map(\.id)
        // Entries of new or changed chapters are made on all cores (all of them, in a first build).
        let all = book.editions.flatMap { edition in [edition.colophon].compactMap { $0 } + edition.parts.flatMap(\.pages) }
        let unknown = all.filter { known.byID[$0.id]?.chapter !== $0 }
        let made = Dictionary(zip(unknown.map(\.id), unknown.concurrentMap(Entry.init)), uniquingKeysWith: { first, _ in first })
        func entry(_ chapter: Chapter) -> Entry {
            if let kept = known.byID[chapter.id], kept.chapter === chapter { return kept.entry }
            return made[chapter.id] ?? Entry(chapter)
        }
        editions = book.editions.map { edition in
            [edition.colophon.map(entry)] + edition.parts.flatMap { part in
                // A nil separates parts, so that moving a chapter between parts changes the outline.
                [nil, part.page.map(entry)] + part.chapters.map(entry)
            } + [Entry?.none]
        }
    }

    /// The outline's entries with the chapters they were made from, to reuse in the next build.
    struct Entries {
        var byID: [String: (chapter: Chapter, entry: Entry)] = [:]

        init() {}

        init(_ book: Book, outline: BookOutline) {
            let chapters = book.editions.flatMap { edition in [edition.colophon].compactMap { $0 } + edition.parts.flatMap(\.pages) }
            let entries = outline.editions.flatMap { $0.compactMap { $0 } }
            for (chapter, entry) in zip(chapters, entries) { byID[chapter.id] = (chapter, entry) }
        }
    }

    static func == (lhs: BookOutline, rhs: BookOutline) -> Bool {
        lhs.manifest == rhs.manifest && lhs.editionIDs == rhs.editionIDs && lhs.editions == rhs.editions
    }
}
