import FolioCore

/// English↔Chinese terms of the book: one entry per English term (by topic key), with every Chinese
/// rendering, the editions using each and the sections where it appears. Renderings come from
/// bilingual headings, and from Chinese-only sections that the topic concordance aligned with the term.
public struct Glossary: Sendable {
    /// Where a rendering is used.
    public struct Use: Sendable, Equatable {
        public var place: SectionPlace
        /// True when the section has no English title and was aligned with the term by topic.
        public var aligned: Bool
    }

    /// One Chinese rendering of a term.
    public struct Rendering: Sendable, Equatable {
        public var chinese: String
        public var uses: [Use]

        /// Editions that use the rendering, in the order first seen.
        public var editions: [String] {
            var seen = Set<String>()
            return uses.map(\.place.edition).filter { seen.insert($0).inserted }
        }
    }

    /// One English term.
    public struct Entry: Sendable, Equatable {
        public var english: String
        public var key: String
        /// The entry's anchor on the Glossary page.
        public var anchor: String
        public var renderings: [Rendering]

        /// True when editions render the term differently: more than one rendering, used by more than
        /// one edition in all.
        public var isRenderedDifferently: Bool {
            renderings.count > 1 && Set(renderings.flatMap(\.editions)).count > 1
        }
    }

    /// Entries sorted by English term.
    public private(set) var entries: [Entry] = []

    /// Builds the glossary from the harvested pairs and the aligned sections of the topics.
    public init(pairs: TermPairs, topics: TopicConcordance) {
        var byKey: [String: Entry] = [:]
        var renderingIndex: [String: [String: Int]] = [:]
        func add(_ place: SectionPlace, key: String, chinese: String, aligned: Bool) {
            guard let chineseKey = TopicKey.chinese(chinese) else { return }
            if byKey[key] == nil {
                byKey[key] = Entry(english: pairs.englishTitle(forKey: key) ?? place.title.en ?? key, key: key,
                                   anchor: "", renderings: [])
            }
            if let index = renderingIndex[key]?[chineseKey] {
                byKey[key]?.renderings[index].uses.append(Use(place: place, aligned: aligned))
            } else {
                renderingIndex[key, default: [:]][chineseKey] = byKey[key]?.renderings.count ?? 0
                byKey[key]?.renderings.append(Rendering(chinese: chinese, uses: [Use(place: place, aligned: aligned)]))
            }
        }
        for pair in pairs.pairs {
            add(pair.place, key: pair.englishKey, chinese: pair.place.title.zh ?? "", aligned: false)
        }
        for topic in topics.topics where byKey[topic.key] != nil {
            for place in topic.places where place.title.en == nil {
                add(place, key: topic.key, chinese: place.title.zh ?? "", aligned: true)
            }
        }
        var anchors = UniqueAnchors()
        entries = byKey.values.sorted { ($0.english.lowercased(), $0.key) < ($1.english.lowercased(), $1.key) }
        for index in entries.indices {
            let base = Slug.make(entries[index].english)
            entries[index].anchor = anchors.claim(base.isEmpty ? "term" : base)
        }
    }

    /// The entry for an English term, matched by topic key (`Slider` finds `Sliders`).
    public func entry(forEnglish term: String) -> Entry? {
        guard let key = TopicKey.english(term) else { return nil }
        return entries.first { $0.key == key }
    }

    /// Entries rendered differently across editions.
    public var differentlyRendered: [Entry] { entries.filter(\.isRenderedDifferently) }
}
