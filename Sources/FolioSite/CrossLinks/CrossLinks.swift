import FolioCore

/// Everything the book knows about how its editions relate, computed once from the whole book:
/// section places, term pairs, the topic concordance, the glossary and the reference resolver.
public struct CrossLinks: Sendable {
    /// Every chapter title and section of the guideline chapters, in reading order.
    public let places: [SectionPlace]
    /// English↔Chinese pairs from bilingual headings.
    public let pairs: TermPairs
    /// Sections of different editions grouped by topic.
    public let topics: TopicConcordance
    /// English terms with every Chinese rendering.
    public let glossary: Glossary
    /// Resolves by-title references and guidelines URLs.
    public let references: ReferenceResolver

    /// Builds the cross-links of `book`.
    /// The independent parts (title index, term pairs, API names) are made at the same time.
    public init(book: Book) {
        let places = book.sectionPlaces
        let ((titles, pairs), apiTokens) = concurrently({ (TitleIndex(book: book), TermPairs(places: places)) },
                                                        { DeveloperTokens.byPlace(in: book) })
        let topics = TopicConcordance(places: places, pairs: pairs, editionOrder: book.editions.map(\.id), apiTokens: apiTokens)
        self.places = places
        self.pairs = pairs
        self.topics = topics
        (glossary, references) = concurrently({ Glossary(pairs: pairs, topics: topics) },
                                              { ReferenceResolver(titles: titles, places: places, pairs: pairs, topics: topics) })
    }
}
