/// The manifest `options` of a `zhihu-column` source; every key may be left out.
///
/// ```json
/// "options": {
///   "chapterTitlePattern": "^iOS ?10 ?人机界面指南：",
///   "otherEdition": "column",
///   "titlePrefixPattern": "^iOS ?10 ?人机界面指南：",
///   "order": "url-id",
///   "moves": [{ "article": "p/24089224", "after": "p/23262134" }],
///   "englishTitles": { "p/23251105": "Overview" },
///   "paragraphHeadingLevel": 2,
///   "glossaryRunLength": 3,
///   "minimumRepeatedRun": 3,
///   "englishTitleReach": 2,
///   "chineseTitleMaxLength": 24,
///   "termRowMaximumGap": 4
/// }
/// ```
///
/// - `chapterTitlePattern`: a regular expression; articles whose title matches it are the chapters of
///   the entry's edition. Without it every article is a chapter of the entry's edition.
/// - `otherEdition`: the edition that receives the articles not matching `chapterTitlePattern`, as
///   `kind: essay` chapters. Without it they are skipped (with a warning).
/// - `titlePrefixPattern`: a regular expression removed from the start of titles (`title_zh`).
/// - `order`: `url-id` (default: oldest first, by the numeric id at the end of the URL), `source` (the
///   order of the `article` array) or `source-reversed`.
/// - `moves`: after ordering, each `article` (a URL ending such as `p/24089224`) is moved to directly
///   after `after`.
/// - `englishTitles`: `title_en` per article (keyed by URL ending); it also gives the file slug.
/// - `paragraphHeadingLevel`: the Markdown level of headings found in bold or plain paragraphs.
/// - `glossaryRunLength`: how many closely spaced heading-like paragraphs make a glossary, not headings.
/// - `minimumRepeatedRun`: the shortest run of blocks that is dropped when repeated verbatim right after itself.
/// - `englishTitleReach`: how many text blocks before a Chinese-only heading an English title paragraph
///   may stand and still become its English side (0 turns the rule off; see `ZhihuHeadingPartners`).
/// - `chineseTitleMaxLength`: the longest Chinese title (characters) joined to an English-only heading,
///   and the longest Chinese term of a glued glossary row.
/// - `termRowMaximumGap`: the most text blocks between two glued glossary rows of one run
///   (`ZhihuTermRows`; the fewest rows of a run is `glossaryRunLength`).
public struct ZhihuColumnOptions: Sendable, Decodable, Equatable {
    /// How articles are ordered within an edition.
    public enum Order: String, Sendable, Decodable {
        case urlID = "url-id"
        case source
        case sourceReversed = "source-reversed"
    }

    /// An explicit move: put `article` directly after `after`.
    public struct Move: Sendable, Decodable, Equatable {
        /// The article moved (URL ending, `p/24089224`).
        public var article: String
        /// The article it goes after.
        public var after: String
    }

    public var chapterTitlePattern: String?
    public var otherEdition: String?
    public var titlePrefixPattern: String?
    public var order: Order
    public var moves: [Move]
    public var englishTitles: [String: String]
    public var paragraphHeadingLevel: Int
    public var glossaryRunLength: Int
    public var minimumRepeatedRun: Int
    public var englishTitleReach: Int
    public var chineseTitleMaxLength: Int
    public var termRowMaximumGap: Int

    /// The defaults: every article a chapter of the entry's edition, oldest first.
    public init() {
        order = .urlID
        moves = []
        englishTitles = [:]
        paragraphHeadingLevel = 2
        glossaryRunLength = 3
        minimumRepeatedRun = 3
        englishTitleReach = 2
        chineseTitleMaxLength = 24
        termRowMaximumGap = 4
    }

    private enum CodingKeys: String, CodingKey {
        case chapterTitlePattern, otherEdition, titlePrefixPattern, order, moves, englishTitles
        case paragraphHeadingLevel, glossaryRunLength, minimumRepeatedRun
        case englishTitleReach, chineseTitleMaxLength, termRowMaximumGap
    }

    /// Decodes the options, filling absent keys with the defaults.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = ZhihuColumnOptions()
        chapterTitlePattern = try container.decodeIfPresent(String.self, forKey: .chapterTitlePattern)
        otherEdition = try container.decodeIfPresent(String.self, forKey: .otherEdition)
        titlePrefixPattern = try container.decodeIfPresent(String.self, forKey: .titlePrefixPattern)
        order = try container.decodeIfPresent(Order.self, forKey: .order) ?? defaults.order
        moves = try container.decodeIfPresent([Move].self, forKey: .moves) ?? defaults.moves
        englishTitles = try container.decodeIfPresent([String: String].self, forKey: .englishTitles) ?? defaults.englishTitles
        paragraphHeadingLevel = try container.decodeIfPresent(Int.self, forKey: .paragraphHeadingLevel) ?? defaults.paragraphHeadingLevel
        glossaryRunLength = try container.decodeIfPresent(Int.self, forKey: .glossaryRunLength) ?? defaults.glossaryRunLength
        minimumRepeatedRun = try container.decodeIfPresent(Int.self, forKey: .minimumRepeatedRun) ?? defaults.minimumRepeatedRun
        englishTitleReach = try container.decodeIfPresent(Int.self, forKey: .englishTitleReach) ?? defaults.englishTitleReach
        chineseTitleMaxLength = try container.decodeIfPresent(Int.self, forKey: .chineseTitleMaxLength) ?? defaults.chineseTitleMaxLength
        termRowMaximumGap = try container.decodeIfPresent(Int.self, forKey: .termRowMaximumGap) ?? defaults.termRowMaximumGap
    }
}
