/// Chinese title keys indexed for `TopicKey.chineseKeysAreNear`: near keys differ in length by at
/// most two and share their first character, or (same length, one character different) their first
/// or their last; so a lookup compares only the keys of a few buckets instead of every key.
struct NearChineseKeys: Sendable {
    private struct Bucket: Hashable {
        var length: Int
        var character: Character
    }

    /// The keys, in the order given.
    let keys: [String]
    private var byFirst: [Bucket: [Int]] = [:]
    private var byLast: [Bucket: [Int]] = [:]

    /// Indexes `keys` (order kept for the results of `near(_:)`).
    init(_ keys: [String]) {
        self.keys = keys
        for (index, key) in keys.enumerated() {
            guard let first = key.first, let last = key.last else { continue }
            let length = key.count
            byFirst[Bucket(length: length, character: first), default: []].append(index)
            byLast[Bucket(length: length, character: last), default: []].append(index)
        }
    }

    /// Positions in `keys` of the keys near `key`, ascending.
    func near(_ key: String) -> [Int] {
        guard let first = key.first, let last = key.last else { return [] }
        let length = key.count
        var candidates: [Int] = []
        for other in max(1, length - 2)...(length + 2) {
            candidates += byFirst[Bucket(length: other, character: first)] ?? []
            if other == length { candidates += byLast[Bucket(length: other, character: last)] ?? [] }
        }
        return Set(candidates).sorted().filter { TopicKey.chineseKeysAreNear(key, keys[$0]) }
    }
}
