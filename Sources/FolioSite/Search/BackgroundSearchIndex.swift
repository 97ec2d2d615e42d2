import Foundation

/// The search index of a book, made in the background from the moment the book is loaded: its
/// chapters need nothing else, so they are indexed while the cross-links and pages are made (on
/// whichever core is free), and only the glossary is added at the end.
final class BackgroundSearchIndex: @unchecked Sendable {
    private let builder = SearchIndexBuilder()
    private let done = DispatchGroup()

    /// How many chapters are cut into sections at a time (their texts are held until indexed).
    private static let batch = 256

    /// Starts indexing the sections of every chapter of `book`, in reading order.
    init(book: Book) {
        let chapters = book.editions.flatMap { edition in
            edition.parts.flatMap { ($0.page.map { [$0] } ?? []) + $0.chapters }.map { ($0, edition.shortTitle) }
        }
        let builder = self.builder
        DispatchQueue.global().async(group: done) {
            for start in stride(from: 0, to: chapters.count, by: Self.batch) {
                let batch = Array(chapters[start..<min(start + Self.batch, chapters.count)])
                builder.add(batch.concurrentMap { SearchExtractor.sections(of: $0.0, editionTitle: $0.1) }.flatMap { $0 })
            }
        }
    }

    /// `search-index.js`, with `last` (the glossary's entries) after the chapters' sections; waits
    /// for the chapters to be indexed. Call once.
    func file(adding last: [SearchSection]) -> SiteFile {
        done.wait()
        builder.add(last)
        return SiteFile(path: "search-index.js", parts: builder.scriptParts())
    }
}
