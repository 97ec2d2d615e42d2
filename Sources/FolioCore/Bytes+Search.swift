/// Searching UTF-8 bytes for a run of bytes (markup, URL parts), for byte-level hot paths.
extension Array where Element == UInt8 {
    /// Where `pattern` first stands in the array at or after `start`.
    public func firstIndex(of pattern: [UInt8], from start: Int = 0) -> Int? {
        guard let first = pattern.first, count >= pattern.count, start <= count - pattern.count else { return nil }
        var position = start
        while let candidate = self[position...(count - pattern.count)].firstIndex(of: first) {
            if self[candidate...].starts(with: pattern) { return candidate }
            position = candidate + 1
            if position > count - pattern.count { return nil }
        }
        return nil
    }
}
