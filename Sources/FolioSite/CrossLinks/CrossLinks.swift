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
    public init(book: Book) {
        places = book.sectionPlaces
        pairs = TermPairs(places: places)
        topics = TopicConcordance(places: places, pairs: pairs, editionOrder: book.editions.map(\.id),
                                  apiTokens: DeveloperTokens.byPlace(in: book))
        glossary = Glossary(pairs: pairs, topics: topics)
        references = ReferenceResolver(book: book, places: places, pairs: pairs, topics: topics)
    }
}
