import FolioCore

/// What the rest of the book sees of each chapter: its place, title, front matter, headings and the
/// API names its sections cite. The link table, cross-links, table of contents, neighbours and print
/// skeleton depend on the outline only, so an edit that leaves it unchanged (most edits of a body)
/// re-renders the edited chapter alone.
struct BookOutline: Equatable {
    /// One chapter's part of the outline.
    struct Entry: Equatable {
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

    init(_ book: Book) {
        manifest = book.manifest
        editionIDs = book.editions.map(\.id)
        editions = book.editions.map { edition in
            [edition.colophon.map(Entry.init)] + edition.parts.flatMap { part in
                // A nil separates parts, so that moving a chapter between parts changes the outline.
                [nil, part.page.map(Entry.init)] + part.chapters.map(Entry.init)
            } + [Entry?.none]
        }
    }
}
