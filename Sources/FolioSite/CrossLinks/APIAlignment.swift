import FolioCore

/// Aligns a section without an English title with a topic by the API names both cite: each shared
/// name scores 1 divided by the number of topics citing it; the best topic wins when it scores more
/// than any other (on a tie, the one whose sections stand highest in the outline). The section's Chinese
/// title must share at least one Han character with the topic's Chinese titles.
struct APIAlignment {
    private var keysByToken: [String: Set<String>] = [:]
    private var levelOfKey: [String: Int] = [:]
    /// The Han characters of the Chinese titles of each topic's sections.
    private var hanOfKey: [String: Set<Character>] = [:]
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
        }
    }

    /// The topic key for `place`, leaving out keys already present in its edition
    /// (`present` holds `edition\tkey`).
    func key(for place: SectionPlace, excluding present: Set<String>) -> String? {
        var scores: [String: Double] = [:]
        // A title that shares no Han character with the topic's Chinese titles is about something else,
        // whatever APIs it cites (`了解更多` is not `提供优秀体验`).
        let han = Set((place.title.zh ?? "").filter(\.isHan))
        for token in tokens[place.path] ?? [] {
            let keys = (keysByToken[token] ?? []).filter {
                !present.contains("\(place.edition)\t\($0)") && !(hanOfKey[$0] ?? []).isDisjoint(with: han)
            }
            for key in keys { scores[key, default: 0] += 1 / Double(keys.count) }
        }
        let ranked = scores.map { (key: $0.key, score: $0.value, level: levelOfKey[$0.key] ?? .max) }
            .sorted { ($0.score, -$0.level, $1.key) > ($1.score, -$1.level, $0.key) }
        guard let best = ranked.first, best.score >= 0.5 else { return nil }
        if ranked.count > 1, ranked[1].score >= best.score, ranked[1].level <= best.level { return nil }
        return best.key
    }
}
