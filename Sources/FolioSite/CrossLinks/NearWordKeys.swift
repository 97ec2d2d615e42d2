/// English topic keys indexed for `ReferenceResolver.wordsAreNear`: two keys are near when one is
/// the other with one word added anywhere, that is when deleting one word of the longer gives the
/// shorter. Each key is filed under itself and under each of its one-word deletions.
struct NearWordKeys: Sendable {
    /// The keys, in the order given.
    let keys: [String]
    private var exact: [String: [Int]] = [:]
    private var byDeletion: [String: [Int]] = [:]

    /// Indexes `keys` (space-separated words; order kept for the results of `near(_:)`).
    init(_ keys: [String]) {
        self.keys = keys
        for (index, key) in keys.enumerated() {
            let words = key.split(separator: " ").map(String.init)
            exact[words.joined(separator: " "), default: []].append(index)
            for deletion in Self.deletions(of: words) { byDeletion[deletion, default: []].append(index) }
        }
    }

    /// Positions in `keys` of the keys near the key made of `words`, ascending.
    func near(_ words: [String]) -> [Int] {
        guard !words.isEmpty else { return [] }
        var found = Set(byDeletion[words.joined(separator: " ")] ?? [])
        if words.count > 1 {
            for deletion in Self.deletions(of: words) { found.formUnion(exact[deletion] ?? []) }
        }
        return found.sorted()
    }

    /// The word list with each one word removed in turn, joined by spaces.
    private static func deletions(of words: [String]) -> Set<String> {
        guard words.count > 1 else { return [] }
        return Set(words.indices.map { index in
            (words[..<index] + words[(index + 1)...]).joined(separator: " ")
        })
    }
}
