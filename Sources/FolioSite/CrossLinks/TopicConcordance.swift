import FolioCore

/// Sections of different editions that treat the same topic, found by a shared topic key: the
/// English title's key; for a Chinese-only title, the English key its Chinese title is paired with in
/// a bilingual heading anywhere in the book (the glossary), or failing that a near Chinese rendering
/// (one character different) that points to a single English key, or failing that the API names it
/// links to, when they are shared with the sections of a single topic not yet in its edition.
public struct TopicConcordance: Sendable {
    /// How a section joined its topic.
    public enum Match: String, Sendable {
        /// The section has an English title.
        case english
        /// Its Chinese title is paired with an English title in some bilingual heading.
        case glossary
        /// It links to the same API names as the sections of one English-titled topic.
        case api
        /// Its Chinese title is near a Chinese title paired with an English title.
        case near
    }

    /// One topic and the sections that treat it, in reading order.
    public struct Topic: Sendable {
        /// The topic key (`segmented control`).
        public var key: String
        /// The English title shown for the topic (the first English title found).
        public var english: String
        /// The topic's anchor on the Topics page.
        public var anchor: String
        public var places: [SectionPlace]
        /// How each place joined, by `SectionPlace.path`.
        public var matches: [String: Match]
        /// Editions that have the topic, in book order.
        public var editions: [String]

        /// True when more than one edition treats the topic.
        public var isShared: Bool { editions.count > 1 }

        /// The section that stands for the topic in each edition (see `primary(in:)`).
        var primaries: [String: SectionPlace] = [:]

        /// The section that stands for the topic in `edition`: the highest-level one, the first of those.
        public func primary(in edition: String) -> SectionPlace? { primaries[edition] }

        /// Works out `primary(in:)` for every edition, once the places are known.
        mutating func findPrimaries() {
            primaries = [:]
            for place in places where (primaries[place.edition].map { place.level < $0.level } ?? true) {
                primaries[place.edition] = place
            }
        }
    }

    /// Every topic (shared or not), sorted by English title.
    public private(set) var topics: [Topic] = []
    private var topicIndexByPath: [String: Int] = [:]
    private var topicIndexByKey: [String: Int] = [:]

    /// Builds the concordance from the places of the book; `editionOrder` is the book's edition order;
    /// `apiTokens` are the API names each place links to (see `DeveloperTokens`).
    public init(places: [SectionPlace], pairs: TermPairs, editionOrder: [String], apiTokens: [String: Set<String>] = [:]) {
        // Title keys are made on all cores first.
        let titleKeys = places.concurrentMap { place -> (english: String?, chinese: String?) in
            let english = place.title.en.flatMap(TopicKey.english)
            return (english, english == nil ? place.title.zh.flatMap(TopicKey.chinese) : nil)
        }
        var keyOfPlace: [Int: (String, Match)] = [:]
        var present = Set<String>()
        // Places are read in place by position below (a copy of one costs reference counting).
        for index in places.indices {
            if let key = titleKeys[index].english {
                keyOfPlace[index] = (key, .english)
                present.insert("\(places[index].edition)\t\(key)")
            }
        }
        var nearCandidates: [Int] = []
        for index in places.indices where keyOfPlace[index] == nil {
            guard let chineseKey = titleKeys[index].chinese else { continue }
            let englishKeys = pairs.englishKeys(forChinese: chineseKey)
            if englishKeys.count == 1 {
                keyOfPlace[index] = (englishKeys[0], .glossary)
                present.insert("\(places[index].edition)\t\(englishKeys[0])")
            } else if englishKeys.isEmpty {
                nearCandidates.append(index)
            }
        }
        for index in nearCandidates {
            guard let chineseKey = titleKeys[index].chinese else { continue }
            let keys = pairs.englishKeys(nearChinese: chineseKey)
            if keys.count == 1, !present.contains("\(places[index].edition)\t\(keys[0])") {
                keyOfPlace[index] = (keys[0], .near)
                present.insert("\(places[index].edition)\t\(keys[0])")
            }
        }
        let alignment = APIAlignment(places: places, keys: keyOfPlace.mapValues(\.0), tokens: apiTokens)
        for index in nearCandidates where keyOfPlace[index] == nil {
            if let key = alignment.key(for: places[index], excluding: present) {
                keyOfPlace[index] = (key, .api)
                present.insert("\(places[index].edition)\t\(key)")
            }
        }
        var grouped: [String: Topic] = [:]
        var order: [String] = []
        for index in places.indices {
            guard let (key, match) = keyOfPlace[index] else { continue }
            if grouped[key] == nil {
                order.append(key)
                grouped[key] = Topic(key: key, english: places[index].title.en ?? pairs.englishTitle(forKey: key) ?? key,
                                     anchor: "", places: [], matches: [:], editions: [])
            }
            grouped[key]?.places.append(places[index])
            grouped[key]?.matches[places[index].path] = match
        }
        let rank = Dictionary(editionOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var anchors = UniqueAnchors()
        // Sorted by English title, lowercased once per topic rather than in every comparison.
        topics = order.compactMap { grouped[$0] }.map { topic in
            var topic = topic
            topic.editions = Set(topic.places.map(\.edition)).sorted { (rank[$0] ?? .max, $0) < (rank[$1] ?? .max, $1) }
            topic.findPrimaries()
            return (sortKey: topic.english.lowercased(), topic: topic)
        }.sorted { ($0.sortKey, $0.topic.key) < ($1.sortKey, $1.topic.key) }.map(\.topic)
        for index in topics.indices {
            let base = Slug.make(topics[index].english)
            topics[index].anchor = anchors.claim(base.isEmpty ? "topic" : base)
            topicIndexByKey[topics[index].key] = index
            for place in topics[index].places { topicIndexByPath[place.path] = index }
        }
    }

    /// The topics that more than one edition treats.
    public var sharedTopics: [Topic] { topics.filter(\.isShared) }

    /// The topic of a section, if it has one.
    public func topic(of place: SectionPlace) -> Topic? {
        topicIndexByPath[place.path].map { topics[$0] }
    }

    /// The topic of the section at `path` (`ios10/11-ui-controls-2.html#sliders`).
    public func topic(atPath path: String) -> Topic? {
        topicIndexByPath[path].map { topics[$0] }
    }

    /// The position in `topics` of the topic of the section at `path`.
    func topicIndex(atPath path: String) -> Int? { topicIndexByPath[path] }

    /// The topic with key `key`.
    public func topic(forKey key: String) -> Topic? {
        topicIndexByKey[key].map { topics[$0] }
    }
}
