import FolioCore

/// Aligns a section without an English title with a topic by the API names both cite: each shared
/// name scores 1 divided by the number of topics citing it; the best topic wins when it scores more
/// than any other (on a tie, the one whose titles overlap the section's most, then the one whose
/// sections stand highest in the outline). The section's Chinese
/// title must share a term with the topic's Chinese titles: a two-character word, or for a title of
/// at most `shortTitle` Han characters one character (`警告框` and `警报`). When the best topic is one
/// the section's edition already treats (its parent section, say), the section is part of that
/// treatment and joins no other topic.
struct APIAlignment {
    /// Titles of at most this many Han characters may share a single character with the topic's.
    static let shortTitle = 3

    private var keysByToken: [String: Set<String>] = [:]
    private var levelOfKey: [String: Int] = [:]
    /// The Han characters of the Chinese titles of each topic's sections.
    private var hanOfKey: [String: Set<Character>] = [:]
    /// The two-character Han words of those titles.
    private var wordsOfKey: [String: Set<String>] = [:]
    private let tokens: [String: Set<String>]

    init(places: [SectionPlace], keys: [Int: String], tokens: [String: Set<String>]) {
        self.tokens = tokens
        // Places are read in place by position (a copy of one costs reference counting).
        var cited: [Int] = []
        for index in places.indices {
            guard let key = keys[index], places[index].title.en != nil else { continue }
            if !tokens.isEmpty, let placeTokens = tokens[places[index].path] {
                for token in placeTokens { keysByToken[token, default: []].insert(key) }
            }
            levelOfKey[key] = min(levelOfKey[key] ?? .max, places[index].level)
            cited.append(index)
        }
        // Han characters are only ever compared for the keys some API name leads to.
        let citedKeys = Set(keysByToken.values.joined())
        for index in cited where citedKeys.contains(keys[index]!) {
            hanOfKey[keys[index]!, default: []].formUnion((places[index].title.zh ?? "").filter(\.isHan))
            wordsOfKey[keys[index]!, default: []].formUnion(Self.words(places[index].title.zh ?? ""))
        }
    }

    /// The two-character Han words of `title` (pairs of adjacent Han characters).
    static func words(_ title: String) -> Set<String> {
        let characters = Array(title)
        return Set(zip(characters, characters.dropFirst()).filter { $0.isHan && $1.isHan }.map { String([$0, $1]) })
    }

    /// How much two sets of Han characters overlap: shared over all (0…1).
    static func overlap(_ a: Set<Character>, _ b: Set<Character>) -> Double {
        let union = a.union(b).count
        return union == 0 ? 0 : Double(a.intersection(b).count) / Double(union)
    }

    /// True when `title` shares a term with the Chinese titles of topic `key`.
    private func sharesTerm(_ title: String, with key: String) -> Bool {
        let han = Set(title.filter(\.isHan))
        if title.filter(\.isHan).count <= Self.shortTitle { return !(hanOfKey[key] ?? []).isDisjoint(with: han) }
        return !(wordsOfKey[key] ?? []).isDisjoint(with: Self.words(title))
    }

    /// The topic key for `place`, leaving out keys already present in its edition
    /// (`present` holds `edition\tkey`).
    func key(for place: SectionPlace, excluding present: Set<String>) -> String? {
        var scores: [String: Double] = [:]
        // A title that shares no term with the topic's Chinese titles is about something else, whatever
        // APIs it cites (`了解更多` is not `提供优秀体验`, `用户可选的 App 图标` is not `活动指示器`).
        let title = place.title.zh ?? ""
        for token in tokens[place.path] ?? [] {
            let keys = (keysByToken[token] ?? []).filter { sharesTerm(title, with: $0) }
            for key in keys { scores[key, default: 0] += 1 / Double(keys.count) }
        }
        let han = Set(title.filter(\.isHan))
        let ranked = scores.map { (key: $0.key, score: $0.value, shared: Self.overlap(han, hanOfKey[$0.key] ?? []),
                                   level: levelOfKey[$0.key] ?? .max) }
            .sorted { ($0.score, $0.shared, -$0.level, $1.key) > ($1.score, $1.shared, -$1.level, $0.key) }
        guard let best = ranked.first, best.score >= 0.5, !present.contains("\(place.edition)\t\(best.key)") else { return nil }
        if ranked.count > 1, ranked[1].score >= best.score, ranked[1].shared >= best.shared, ranked[1].level <= best.level { return nil }
        return best.key
    }
}
