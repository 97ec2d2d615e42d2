/// The order in which a reader pages through the book (previous/next links and ←/→ keys):
/// every part page and chapter of every edition, editions in manifest order.
public struct ReadingOrder: Sendable {
    /// A page in reading order.
    public struct Entry: Sendable {
        public var path: String
        public var title: BilingualText
        /// The id of the page's edition.
        public var edition: String
        /// The edition's short label (`iOS 10`), for a link that leaves the edition.
        public var editionTitle: String
    }

    public private(set) var entries: [Entry] = []
    private var positions: [String: Int] = [:]

    public init(book: Book) {
        for edition in book.editions {
            for part in edition.parts {
                for chapter in part.pages {
                    positions[chapter.outputPath] = entries.count
                    entries.append(Entry(path: chapter.outputPath, title: chapter.title, edition: edition.id, editionTitle: edition.shortTitle))
                }
            }
        }
    }

    /// The pages before and after `path`.
    public func neighbours(of path: String) -> (previous: Entry?, next: Entry?) {
        guard let position = positions[path] else { return (nil, nil) }
        return (position > 0 ? entries[position - 1] : nil,
                position + 1 < entries.count ? entries[position + 1] : nil)
    }
}
