import FolioCore
import Foundation

/// Resolves references against the whole book: by-title links (`ref:Title`) and links to Apple's online
/// guidelines (`…/human-interface-guidelines/<part>/<topic>/#fragment`). The same edition is tried
/// first, each time in this order: the title itself, its translations (by way of the glossary), its
/// topic; then the same routes in every other edition; only then near titles (one Chinese character
/// different, one English word more or less), same edition first.
public struct ReferenceResolver: Sendable {
    /// How a reference found its target.
    public enum Route: String, Sendable, Equatable {
        case title, translation, topic, near, anchor
    }

    /// A resolved reference.
    public struct Resolution: Sendable, Equatable {
        public var target: TitleIndex.Target
        public var route: Route
    }

    /// Every chapter and section title of the book.
    public let titles: TitleIndex
    private let pairs: TermPairs
    private let topics: TopicConcordance
    private let placesByAnchor: [String: [SectionPlace]]
    /// Distinct Chinese title keys, each with the places that have it (near matching compares keys once).
    private let chineseKeys: [(key: String, places: [SectionPlace])]
    private let nearChineseKeys: NearChineseKeys
    private let nearTopicKeys: NearWordKeys
    /// Candidates per title, computed once: a title is referenced from many places.
    private let cache = CandidateCache()
    /// Routes per guidelines URL, computed once.
    private let urlCache = CandidateCache()

    /// A resolver over `places` of a book whose titles are `titles`.
    public init(titles: TitleIndex, places: [SectionPlace], pairs: TermPairs, topics: TopicConcordance) {
        self.titles = titles
        self.pairs = pairs
        self.topics = topics
        var byAnchor: [String: [SectionPlace]] = [:]
        var keys: [String] = []
        var placesByKey: [String: [SectionPlace]] = [:]
        for place in places {
            if let anchor = place.anchor { byAnchor[anchor, default: []].append(place) }
            if let zh = place.title.zh, let key = TopicKey.chinese(zh), key.containsHan {
                if placesByKey[key] == nil { keys.append(key) }
                placesByKey[key, default: []].append(place)
            }
        }
        placesByAnchor = byAnchor
        chineseKeys = keys.map { ($0, placesByKey[$0] ?? []) }
        nearChineseKeys = NearChineseKeys(keys)
        nearTopicKeys = NearWordKeys(topics.topics.map(\.key))
    }

    /// The section or chapter that the title `title` names, seen from `chapter`.
    public func resolve(title: String, from chapter: Chapter) -> Resolution? {
        var titles = [title]
        for separator: Unicode.Scalar in [">", "›", "》"] where title.unicodeScalars.contains(separator) {
            if let last = title.unicodeScalars.split(separator: separator, omittingEmptySubsequences: false).last {
                titles.append(String(last))
            }
        }
        let routes = titles.flatMap { candidates(forTitle: $0) }
        return pick(routes, from: chapter)
    }

    /// The section that an Apple guidelines URL points to, seen from `chapter`; nil when the URL is not
    /// a guidelines URL or matches no section.
    public func resolve(guidelineURL url: String, from chapter: Chapter) -> Resolution? {
        if let cached = urlCache[url] { return pick(cached, from: chapter) }
        guard let slugs = Self.guidelineSlugs(url) else { return nil }
        let routes = guidelineRoutes(slugs)
        urlCache[url] = routes
        return pick(routes, from: chapter)
    }

    /// The routes of a guidelines URL with slugs `slugs`, for every slug in turn.
    private func guidelineRoutes(_ slugs: [String]) -> [(Route, [TitleIndex.Target])] {
        var routes: [(Route, [TitleIndex.Target])] = []
        let topicChapters = Set((slugs.last.flatMap { placesByAnchor[$0] } ?? []).map(\.chapterID))
        for slug in slugs {
            let anchoredPlaces = placesByAnchor[slug] ?? []
            let anchored = anchoredPlaces.filter { topicChapters.contains($0.chapterID) }
                + anchoredPlaces.filter { !topicChapters.contains($0.chapterID) }
            routes.append((.anchor, anchored.map(\.target)))
            if let key = TopicKey.slug(slug) {
                routes.append((.topic, (topics.topic(forKey: key)?.places ?? []).map(\.target)))
            }
            routes.append((.title, self.titles.targets(for: String(slug.map { $0 == "-" ? " " : $0 }))))
            if let key = TopicKey.slug(slug) {
                let words = key.split(separator: " ").map(String.init)
                let near = nearKeys(words).flatMap { topics.topic(forKey: $0)?.places ?? [] }
                routes.append((.near, near.map(\.target)))
            }
        }
        return routes
    }

    /// The slugs of a guidelines URL, most specific first: the fragment, then the topic (the last path
    /// component after `human-interface-guidelines`); nil for other URLs.
    public static func guidelineSlugs(_ url: String) -> [String]? {
        let lower = Array(url.lowercased().utf8)
        guard lower.starts(with: "http://".utf8) || lower.starts(with: "https://".utf8),
              let marker = lower.firstIndex(of: Array("/human-interface-guidelines/".utf8)) else { return nil }
        let rest = lower[(marker + "/human-interface-guidelines/".utf8.count)...]
        func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
        let fragment = rest.split(separator: UInt8(ascii: "#"), maxSplits: 1).dropFirst().first.map(text)
        let path = rest.split(separator: UInt8(ascii: "#"), maxSplits: 1, omittingEmptySubsequences: false).first ?? []
        let segments = path.split(separator: UInt8(ascii: "?")).first?.split(separator: UInt8(ascii: "/")).map(text) ?? []
        var slugs: [String] = []
        if let fragment, !fragment.isEmpty { slugs.append(fragment) }
        if let topic = segments.last, !slugs.contains(topic) { slugs.append(topic) }
        return slugs.isEmpty ? nil : slugs
    }

    /// Words that make a title of several words a developer document (`… Programming Guide`).
    private static let documentWords: Set<String> = ["guide", "reference", "framework", "programming", "documentation", "kit"]

    public static func isDeveloperDocument(_ title: String) -> Bool {
        let trimmed = title.trimming { $0.isWhitespaceOrNewline || $0.isPunctuation }
        if trimmed.containsHan { return false }
        let words = trimmed.split(separator: " ").map { $0.lowercased() }
        if words.count > 1, words.contains(where: documentWords.contains) { return true }
        guard words.count == 1, let word = trimmed.split(separator: " ").first else { return false }
        let scalars = word.unicodeScalars
        if scalars.allSatisfy(\.isASCII) {
            let upper = scalars.reduce(0) { $0 + ($1.isASCIIUppercase ? 1 : 0) }
            return scalars.contains(where: \.isASCIILowercase) && (upper >= 2 || scalars.contains(where: \.isASCIIDigit))
        }
        let upper = word.filter(\.isUppercase).count
        let hasLower = word.contains { $0.isLowercase }
        return hasLower && (upper >= 2 || word.contains { $0.isNumber })
    }

    /// True when one word list is the other with one word added anywhere (`dynamic type` /
    /// `dynamic type size`).
    static func wordsAreNear(_ a: [String], _ b: [String]) -> Bool {
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        guard long.count == short.count + 1, !short.isEmpty else { return false }
        var index = 0
        for word in long where index < short.count && word == short[index] { index += 1 }
        return index == short.count
    }

    /// Topic keys near the key made of `words` (see `wordsAreNear`), in topic order.
    private func nearKeys(_ words: [String]) -> [String] {
        nearTopicKeys.near(words).map { nearTopicKeys.keys[$0] }
    }

    private func candidates(forTitle title: String) -> [(Route, [TitleIndex.Target])] {
        if let cached = cache[title] { return cached }
        let routes = computeCandidates(forTitle: title)
        cache[title] = routes
        return routes
    }

    private func computeCandidates(forTitle title: String) -> [(Route, [TitleIndex.Target])] {
        var routes: [(Route, [TitleIndex.Target])] = [(.title, titles.targets(for: title))]
        if let chineseKey = TopicKey.chinese(title), chineseKey.containsHan {
            let englishKeys = pairs.englishKeys(forChinese: chineseKey)
            routes.append((.translation, englishKeys.flatMap { (topics.topic(forKey: $0)?.places ?? []).map(\.target) }))
            let near = nearChineseKeys.near(chineseKey).flatMap { chineseKeys[$0].places }
            routes.append((.near, near.map(\.target)))
        } else if let englishKey = TopicKey.english(title) {
            let translated = pairs.chineseTitles(forEnglishKey: englishKey).flatMap { titles.targets(for: $0) }
            routes.append((.translation, translated))
            routes.append((.topic, (topics.topic(forKey: englishKey)?.places ?? []).map(\.target)))
            let nearKeys = nearKeys(englishKey.split(separator: " ").map(String.init))
            let nearPlaces = nearKeys.flatMap { topics.topic(forKey: $0)?.places ?? [] }
            let nearTranslated = nearKeys.flatMap { pairs.chineseTitles(forEnglishKey: $0) }.flatMap { titles.targets(for: $0) }
            routes.append((.near, nearPlaces.map(\.target) + nearTranslated))
        }
        return routes
    }

    /// The first target in the same chapter or edition along the exact routes in order, else the first
    /// target of any edition; only then the same along the near routes.
    private func pick(_ routes: [(Route, [TitleIndex.Target])], from chapter: Chapter) -> Resolution? {
        for tier in [routes.filter { $0.0 != .near }, routes.filter { $0.0 == .near }] {
            for (route, targets) in tier {
                if let target = targets.first(where: { $0.chapterID == chapter.id }) ?? targets.first(where: { $0.edition == chapter.edition }) {
                    return Resolution(target: target, route: route)
                }
            }
            for (route, targets) in tier {
                if let target = targets.first { return Resolution(target: target, route: route) }
            }
        }
        return nil
    }
}

/// Candidate routes per title (or URL), shared by the threads that render chapters.
private final class CandidateCache: @unchecked Sendable {
    private let lock = NSLock()
    private var routes: [String: [(ReferenceResolver.Route, [TitleIndex.Target])]] = [:]

    subscript(title: String) -> [(ReferenceResolver.Route, [TitleIndex.Target])]? {
        get { lock.lock(); defer { lock.unlock() }; return routes[title] }
        set { lock.lock(); routes[title] = newValue; lock.unlock() }
    }
}
