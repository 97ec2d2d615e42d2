/// One unit of searchable text as the index and the query code see it.
///
/// English (and any Latin-script) text becomes words, folded and stemmed; Chinese becomes overlapping
/// character bigrams, so that any run of two or more Han characters in a query can be found.
public enum SearchToken: Hashable, Sendable, CustomStringConvertible {
    /// A folded, stemmed Latin word or a number, e.g. `bar` for `Bars`, `2.1` for `2.1`.
    case word(String)
    /// Two adjacent Han characters, or a lone Han character between non-Han text.
    case han(String)

    /// The token's text.
    public var term: String {
        switch self {
        case .word(let term), .han(let term): return term
        }
    }

    /// `word:bar` or `han:进度`, for test failure messages and debugging.
    public var description: String {
        switch self {
        case .word(let term): return "word:\(term)"
        case .han(let term): return "han:\(term)"
        }
    }
}

/// A maximal stretch of searchable text found by `SearchTokenizer.segments(in:)`, before stemming
/// and before Han runs are cut into bigrams. Queries use segments: a Han run is searched as a whole.
public enum SearchSegment: Hashable, Sendable {
    /// A Latin word or number, folded (lowercase, no diacritics, half-width, no apostrophes) but not stemmed.
    case word(String)
    /// A run of Han characters, unchanged.
    case han(String)
}
