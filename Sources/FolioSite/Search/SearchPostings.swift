/// For each English word stem, the sections holding it and how often (see `SearchIndexWriter`).
struct SearchPostings {
    private var sectionsByStem: [String: [(section: Int, count: Int)]] = [:]

    /// Adds counts made by `stemCounts(of:)`; sections must be added in ascending order.
    mutating func add(_ counts: [String: Int], section: Int) {
        for (stem, count) in counts {
            sectionsByStem[stem, default: []].append((section, count))
        }
    }

    /// How often each word stem occurs in `texts` (safe to call concurrently).
    static func stemCounts(of texts: [String]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for text in texts {
            for stem in SearchTokenizer.wordStems(in: text) { counts[stem, default: 0] += 1 }
        }
        return counts
    }

    /// `"stem":[…]` for every stem, sorted by stem, postings delta-encoded with their capped count.
    func encodedEntries() -> [String] {
        let sectionsByStem = self.sectionsByStem
        return sectionsByStem.keys.sorted().concurrentMap { stem in
            var previous = 0
            let values = sectionsByStem[stem, default: []].map { posting -> String in
                defer { previous = posting.section }
                return String((posting.section - previous) * 16 + min(posting.count, 15))
            }
            return SearchJSON.string(stem) + ":" + SearchJSON.array(values)
        }
    }
}
