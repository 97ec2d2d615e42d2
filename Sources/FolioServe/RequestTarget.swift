/// A request-target checked and decoded into a path inside the site. Only the origin form
/// (`/path?query`) is accepted; anything that could name a file outside the site is refused, so
/// the server answers 400 for it: a target not starting with `/` (absolute-form `http://host/…`,
/// `*`, a bare name), `//` or an empty segment anywhere, `.` or `..` segments (raw or as `%2e`),
/// an encoded `/` (`%2f`) or backslash (raw or `%5c`), NUL and other control bytes, an invalid
/// percent-escape or decoded bytes that are not UTF-8. Percent-escapes are decoded once.
struct RequestTarget: Equatable, Sendable {
    /// The path as sent, still percent-encoded, starting with `/` (for a redirect's `Location`).
    let rawPath: String
    /// The decoded path, starting with `/` (`/ios10/01-x.html`, `/ios10/`).
    let path: String
    /// The raw query after `?`, or nil.
    let query: String?

    /// Checks and decodes `target`; nil when it must be refused.
    init?(_ target: String) {
        var raw = Substring(target)
        if let hash = raw.firstIndex(of: "#") { raw = raw[..<hash] }
        var query: String?
        if let mark = raw.firstIndex(of: "?") {
            query = String(raw[raw.index(after: mark)...])
            raw = raw[..<mark]
        }
        guard raw.first == "/", let decoded = Self.percentDecoded(Array(raw.utf8)),
              let path = String(validating: decoded, as: UTF8.self), Self.hasOnlyPlainSegments(path) else { return nil }
        self.rawPath = String(raw)
        self.path = path
        self.query = query
    }

    /// The site path this target names: without the leading `/`, and `index.html` added to a
    /// folder path (`/` → `index.html`, `/ios10/` → `ios10/index.html`).
    var sitePath: String {
        let relative = String(path.dropFirst())
        return relative.isEmpty || relative.hasSuffix("/") ? relative + "index.html" : relative
    }

    /// The value of the query parameter `name` (not decoded), or nil.
    func queryValue(_ name: String) -> String? {
        guard let query else { return nil }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts[0] == name { return parts.count > 1 ? String(parts[1]) : "" }
        }
        return nil
    }

    /// The bytes with every `%XX` decoded; nil for a bad escape, a control byte, a backslash, or a
    /// `/` that was encoded (it would hide a segment boundary from the checks).
    private static func percentDecoded(_ bytes: [UInt8]) -> [UInt8]? {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            var byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else {
                    return nil
                }
                byte = high << 4 | low
                if byte == UInt8(ascii: "/") { return nil }
                index += 3
            } else {
                index += 1
            }
            if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") { return nil }
            decoded.append(byte)
        }
        return decoded
    }

    /// True when no segment between the leading `/` and the end is empty, `.` or `..` (a trailing
    /// `/` is allowed: it names a folder).
    private static func hasOnlyPlainSegments(_ path: String) -> Bool {
        let segments = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        for (offset, segment) in segments.enumerated() {
            if segment.isEmpty && offset != segments.count - 1 { return false }
            if segment == "." || segment == ".." { return false }
        }
        return true
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
