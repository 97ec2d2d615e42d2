/// Hands out anchors that are unique in one page: `base`, else `base-2`, `base-3` … The next number
/// to try is kept per base, so 20,000 headings with the same title take linear time, not quadratic.
public struct UniqueAnchors: Sendable {
    private var used: Set<String>
    private var nextNumber: [String: Int] = [:]

    /// Anchors of which `reserved` are already taken.
    public init(reserved: Set<String> = []) {
        used = reserved
    }

    /// `base`, or `base-2`, `base-3` … whichever is not yet taken; it is taken from now on.
    public mutating func claim(_ base: String) -> String {
        var candidate = base
        if used.contains(candidate) {
            var number = nextNumber[base] ?? 2
            repeat {
                candidate = "\(base)-\(number)"
                number += 1
            } while used.contains(candidate)
            nextNumber[base] = number
        }
        used.insert(candidate)
        return candidate
    }
}
