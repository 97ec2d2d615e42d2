import FolioCore
import FolioMarkdown

/// "Also in" links: for each section that shares its topic with other editions, a link to the topic's
/// section in each other edition, shown under the heading on the chapter page.
public struct AlsoInLinks: Sendable {
    /// A link to the same topic in another edition.
    public struct Link: Sendable, Equatable {
        /// The other edition's short title (`iOS 10`).
        public var edition: String
        /// The section's number and title.
        public var title: String
        /// The target relative to the site root (`ios10/11-ui-controls-2.html#segmented-controls`).
        public var path: String
    }

    private let topics: TopicConcordance
    private let editionTitles: [String: String]

    /// Links over `topics` of `book`.
    public init(book: Book, topics: TopicConcordance) {
        self.topics = topics
        editionTitles = Dictionary(book.editions.map { ($0.id, $0.shortTitle) }, uniquingKeysWith: { first, _ in first })
    }

    /// At most this many other editions are linked from one section; the Topics page lists them all.
    public static let limit = 8

    /// The links for the section (or chapter title, when `anchor` is nil) of `chapter`.
    public func links(for chapter: Chapter, anchor: String?) -> [Link] {
        let path = anchor.map { "\(chapter.outputPath)#\($0)" } ?? chapter.outputPath
        guard let topic = topics.topic(atPath: path), topic.isShared else { return [] }
        return topic.editions.filter { $0 != chapter.edition }.prefix(Self.limit).compactMap { edition in
            topic.primary(in: edition).map { Link(edition: editionTitles[edition] ?? edition, title: $0.label, path: $0.path) }
        }
    }

    /// The links as a paragraph for the page at `pagePath`, or "" when there are none.
    public static func html(_ links: [Link], pagePath: String) -> String {
        guard !links.isEmpty else { return "" }
        let root = SiteLinks.relativeRoot(of: pagePath)
        let items = links.map { link in
            "<a href=\"\((root + link.path).htmlEscaped)\"><span class=\"edition\">\(link.edition.htmlEscaped)</span> \(link.title.htmlEscaped)</a>"
        }
        return "<p class=\"also-in\"><span class=\"label\">其他版本 <span lang=\"en\">Also in</span></span> " + items.joined(separator: " ") + "</p>\n"
    }
}
