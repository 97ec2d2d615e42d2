/// For each English word stem, the sections holding it and how often (see `SearchIndexWriter`).
struct SearchPostings {
    private var sectionsByStem: [String: [(section: Int, count: Int)]] = [:]

    /// Counts the word stems of one section's texts; sections must be added in ascending order.
    mutating func add(_ texts: [String], section: Int) {
        var counts: [String: Int] = [:]
        for text in texts {
            for case .word(let stem) in SearchTokenizer.tokens(in: text) {
                counts[stem, default: 0] += 1
            }
        }
        for (stem, count) in counts {
            sectionsByStem[stem, default: []].append((section, count))
        }
    }

    /// `"stem":[…]` for every stem, sorted by stem, postings delta-encoded with their capped count.
    func encodedEntries() -> [String] {
        sectionsByStem.keys.sorted().map { stem in
            var previous = 0
            let values = sectionsByStem[stem, default: []].map { posting -> String in
                defer { previous = posting.section }
                return String((posting.section - previous) * 16 + min(posting.count, 15))
            }
            return SearchJSON.string(stem) + ":" + SearchJSON.array(values)
        }
    }
}
