import Foundation

/// The search index of a book, made in the background from the moment the book is loaded: its
/// chapters need nothing else, so they are indexed while the cross-links and pages are made (on
/// whichever core is free), then the glossary once the cross-links know it, and the script is
/// written to the site, all before anyone waits for it.
final class BackgroundSearchIndex: @unchecked Sendable {
    private let builder = SearchIndexBuilder()
    /// Runs the steps in order, one at a time.
    private let queue = DispatchQueue(label: "folio.search-index")
    private let done = DispatchGroup()
    private var written: Result<Void, Error>?

    /// How many chapters are cut into sections at a time (their texts are held until indexed).
    private static let batch = 256

    /// Starts indexing the sections of every chapter of `book`, in reading order.
    init(book: Book) {
        let chapters = book.editions.flatMap { edition in
            edition.parts.flatMap(\.pages).map { ($0, edition.shortTitle) }
        }
        let builder = self.builder
        queue.async(group: done) {
            for start in stride(from: 0, to: chapters.count, by: Self.batch) {
                let batch = Array(chapters[start..<min(start + Self.batch, chapters.count)])
                builder.add(batch.concurrentMap { SearchExtractor.sections(of: $0.0, editionTitle: $0.1) }.flatMap { $0 })
            }
        }
    }

    /// Adds `last` (the glossary's entries) after the chapters' sections, makes `search-index.js` and
    /// hands it to `sink`, all in the background. Call once.
    func finish(adding last: [SearchSection], into sink: SiteSink) {
        queue.async(group: done) { [self] in
            builder.add(last)
            written = Result { try sink.add(SiteFile(path: "search-index.js", parts: builder.scriptParts())) }
        }
    }

    /// Waits for `finish(adding:into:)` to be done; throws when the index could not be written.
    func wait() throws {
        done.wait()
        try written?.get()
    }
}
