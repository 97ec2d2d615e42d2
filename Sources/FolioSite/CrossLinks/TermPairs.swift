import FolioCore

/// English↔Chinese title pairs harvested from the book's bilingual headings (and bilingual chapter
/// titles), keyed by `TopicKey`: the raw material of the glossary and of topic matching.
public struct TermPairs: Sendable {
    /// One bilingual title: where it stands and its two sides.
    public struct Pair: Sendable {
        public var place: SectionPlace
        public var englishKey: String
        public var chineseKey: String
    }

    public private(set) var pairs: [Pair] = []
    private var englishByChinese: [String: [String]] = [:]
    private var titleByEnglishKey: [String: String] = [:]
    private var chineseTitlesByEnglishKey: [String: [String]] = [:]
    private var nearIndex = NearChineseKeys([])

    /// Harvests the pairs of `places`: every place whose title has both an English side and a Chinese
    /// side holding Han characters.
    public init(places: [SectionPlace]) {
        for place in places {
            guard let en = place.title.en, let zh = place.title.zh, zh.containsHan,
                  let englishKey = TopicKey.english(en), let chineseKey = TopicKey.chinese(zh) else { continue }
            pairs.append(Pair(place: place, englishKey: englishKey, chineseKey: chineseKey))
            if !(englishByChinese[chineseKey] ?? []).contains(englishKey) {
                englishByChinese[chineseKey, default: []].append(englishKey)
            }
            if titleByEnglishKey[englishKey] == nil { titleByEnglishKey[englishKey] = en }
        }
        var seen = Set<String>()
        for pair in pairs where seen.insert(pair.englishKey + "\t" + pair.chineseKey).inserted {
            if let zh = pair.place.title.zh { chineseTitlesByEnglishKey[pair.englishKey, default: []].append(zh) }
        }
        nearIndex = NearChineseKeys(englishByChinese.keys.sorted())
    }

    /// English keys paired with the Chinese key `chineseKey`, in book order.
    public func englishKeys(forChinese chineseKey: String) -> [String] {
        englishByChinese[chineseKey] ?? []
    }

    /// English keys paired with Chinese keys near `chineseKey` (see `TopicKey.chineseKeysAreNear`).
    public func englishKeys(nearChinese chineseKey: String) -> [String] {
        var keys = Set<String>()
        for index in nearIndex.near(chineseKey) { keys.formUnion(englishByChinese[nearIndex.keys[index]] ?? []) }
        return keys.sorted()
    }

    /// Chinese titles paired with the English key `englishKey`, in book order, without repeats.
    public func chineseTitles(forEnglishKey englishKey: String) -> [String] {
        chineseTitlesByEnglishKey[englishKey] ?? []
    }

    /// The first English title with key `key`.
    public func englishTitle(forKey key: String) -> String? { titleByEnglishKey[key] }
}
