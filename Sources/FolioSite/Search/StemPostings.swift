/// The postings of the word stems of a few sections (see `SearchIndexBuilder`), in a table of its
/// own: a stem of at most 8 bytes (nearly every English stem) is looked up as one integer, with no
/// String made or hashed for each word; longer stems go through a dictionary.
struct StemPostings {
    /// Packed stems (little-endian bytes, 0 = empty slot) and the list each one owns, open addressing.
    private var keys = [UInt64](repeating: 0, count: 1024)
    private var slots = [Int32](repeating: -1, count: 1024)
    private var longStems: [String: Int] = [:]
    /// The stem of each list, its packed key (0 for a long stem) and its postings
    /// (`section << 4 | min(count, 15)`, ascending).
    private(set) var stems: [String] = []
    private var packedKeys: [UInt64] = []
    private(set) var lists: [[UInt32]] = []

    /// Every stem with its postings.
    var entries: Zip2Sequence<[String], [[UInt32]]> { zip(stems, lists) }

    /// Adds the postings of `other`, whose sections all come after these: each stem's list is
    /// continued (short stems found by their packed key, with no String hashed).
    mutating func append(_ other: StemPostings) {
        for index in other.lists.indices {
            let key = other.packedKeys[index]
            guard key != 0 else {
                let stem = other.stems[index]
                if let mine = longStems[stem] {
                    lists[mine] += other.lists[index]
                } else {
                    longStems[stem] = lists.count
                    add(stem, packed: 0, list: other.lists[index])
                }
                continue
            }
            var slot = home(of: key)
            while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & (keys.count - 1) }
            if keys[slot] == key {
                lists[Int(slots[slot])] += other.lists[index]
                continue
            }
            keys[slot] = key
            slots[slot] = Int32(lists.count)
            add(other.stems[index], packed: key, list: other.lists[index])
            if lists.count * 2 > keys.count { grow() }
        }
    }

    private mutating func add(_ stem: String, packed: UInt64, list: [UInt32]) {
        stems.append(stem)
        packedKeys.append(packed)
        lists.append(list)
    }

    /// Counts one occurrence of the stem `utf8` in section `number` (sections come in ascending order).
    mutating func count(_ utf8: UnsafeBufferPointer<UInt8>, section number: UInt32) {
        guard utf8.count <= 8, !utf8.isEmpty else { return countLong(String(decoding: utf8, as: UTF8.self), section: number) }
        var key: UInt64 = 0
        for (position, byte) in utf8.enumerated() { key |= UInt64(byte) << (8 * position) }
        var slot = home(of: key)
        while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & (keys.count - 1) }
        if keys[slot] == key {
            lists[Int(slots[slot])].count(section: number)
            return
        }
        keys[slot] = key
        slots[slot] = Int32(lists.count)
        add(String(decoding: utf8, as: UTF8.self), packed: key, list: [number << 4 | 1])
        if lists.count * 2 > keys.count { grow() }
    }

    /// `count(_:section:)` for a stem given as a String.
    mutating func count(_ stem: String, section number: UInt32) {
        if stem.utf8.count <= 8, !stem.isEmpty { return stem.withUTF8Bytes { count($0, section: number) } }
        countLong(stem, section: number)
    }

    /// Counts a stem that does not fit the packed table.
    private mutating func countLong(_ stem: String, section number: UInt32) {
        if let index = longStems[stem] {
            lists[index].count(section: number)
        } else {
            longStems[stem] = lists.count
            add(stem, packed: 0, list: [number << 4 | 1])
        }
    }

    /// The slot where probing for `key` starts (a multiplicative hash of the packed bytes).
    private func home(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & (keys.count - 1)
    }

    private mutating func grow() {
        let old = zip(keys, slots).filter { $0.0 != 0 }
        keys = [UInt64](repeating: 0, count: keys.count * 2)
        slots = [Int32](repeating: -1, count: keys.count)
        for (key, list) in old {
            var slot = home(of: key)
            while keys[slot] != 0 { slot = (slot + 1) & (keys.count - 1) }
            keys[slot] = key
            slots[slot] = list
        }
    }
}

extension Array where Element == UInt32 {
    /// Counts one more occurrence in section `number` (added in ascending order; counts stop at 15).
    mutating func count(section number: UInt32) {
        if let last, last >> 4 == number {
            if last & 15 < 15 { self[count - 1] = last + 1 }
        } else {
            append(number << 4 | 1)
        }
    }
}
