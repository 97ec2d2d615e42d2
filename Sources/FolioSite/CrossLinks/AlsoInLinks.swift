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

    /// A shared topic's link to one edition, with the link's HTML after `href="` and the root
    /// (escaped once for all the sections that show it).
    private struct Entry: Sendable {
        let edition: String
        let link: Link
        let htmlAfterRoot: String
    }

    private let topics: TopicConcordance
    /// For each shared topic (by its position in `topics.topics`), a link to each edition that has
    /// it, in book order: made once, not for every section that shows them.
    private let entries: [Int: [Entry]]

    /// Links over `topics` of `book`.
    public init(book: Book, topics: TopicConcordance) {
        self.topics = topics
        let editionTitles = Dictionary(book.editions.map { ($0.id, $0.shortTitle) }, uniquingKeysWith: { first, _ in first })
        var entries: [Int: [Entry]] = [:]
        for index in topics.topics.indices where topics.topics[index].isShared {
            let topic = topics.topics[index]
            entries[index] = topic.editions.compactMap { edition in
                topic.primary(in: edition).map { place in
                    let link = Link(edition: editionTitles[edition] ?? edition, title: place.label, path: place.path)
                    return Entry(edition: edition, link: link,
                                 htmlAfterRoot: "\(link.path.htmlEscaped)\"><span class=\"edition\">\(link.edition.htmlEscaped)</span> \(link.title.htmlEscaped)</a>")
                }
            }
        }
        self.entries = entries
    }

    /// At most this many other editions are linked from one section; the Topics page lists them all.
    public static let limit = 8

    /// The links for the section (or chapter title, when `anchor` is nil) of `chapter`.
    public func links(for chapter: Chapter, anchor: String?) -> [Link] {
        entries(for: chapter, anchor: anchor).map(\.link)
    }

    /// `Self.html(links(for:anchor:), pagePath:)`, from the HTML made once per link.
    public func html(for chapter: Chapter, anchor: String?, pagePath: String) -> String {
        let entries = entries(for: chapter, anchor: anchor)
        guard !entries.isEmpty else { return "" }
        let href = "<a href=\"" + SiteLinks.relativeRoot(of: pagePath).htmlEscaped
        return Self.paragraphStart + entries.map { href + $0.htmlAfterRoot }.joined(separator: " ") + "</p>\n"
    }

    private func entries(for chapter: Chapter, anchor: String?) -> [Entry] {
        let path = anchor.map { "\(chapter.outputPath)#\($0)" } ?? chapter.outputPath
        guard let index = topics.topicIndex(atPath: path), let all = entries[index] else { return [] }
        // The first `limit` other editions, read in place (a topic may have a hundred).
        var chosen: [Entry] = []
        for position in all.indices where all[position].edition != chapter.edition {
            chosen.append(all[position])
            if chosen.count == Self.limit { break }
        }
        return chosen
    }

    private static let paragraphStart = "<p class=\"also-in\"><span class=\"label\">其他版本 <span lang=\"en\">Also in</span></span> "

    /// The links as a paragraph for the page at `pagePath`, or "" when there are none.
    public static func html(_ links: [Link], pagePath: String) -> String {
        guard !links.isEmpty else { return "" }
        let root = SiteLinks.relativeRoot(of: pagePath)
        let items = links.map { link in
            "<a href=\"\((root + link.path).htmlEscaped)\"><span class=\"edition\">\(link.edition.htmlEscaped)</span> \(link.title.htmlEscaped)</a>"
        }
        return paragraphStart + items.joined(separator: " ") + "</p>\n"
    }
}
