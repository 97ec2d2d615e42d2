/// Escaping text for HTML.
extension String {
    /// The text with `& < > "` replaced by entities, safe in element content and quoted attributes.
    /// Works on UTF-8 bytes: the characters to escape are all ASCII.
    public var htmlEscaped: String {
        var text = self
        return text.withUTF8 { utf8 in
            guard let first = utf8.firstIndex(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else { return self }
            var out: [UInt8] = []
            out.reserveCapacity(utf8.count + 32)
            out.append(contentsOf: utf8[..<first])
            var runStart = first
            for index in first..<utf8.count {
                guard let entity = HTMLEntity.bytes(for: utf8[index]) else { continue }
                out.append(contentsOf: utf8[runStart..<index])
                out += entity
                runStart = index + 1
            }
            out.append(contentsOf: utf8[runStart...])
            return String(decoding: out, as: UTF8.self)
        }
    }
}

private enum HTMLEntity {
    static let amp = Array("&amp;".utf8)
    static let lt = Array("&lt;".utf8)
    static let gt = Array("&gt;".utf8)
    static let quot = Array("&quot;".utf8)

    static func bytes(for byte: UInt8) -> [UInt8]? {
        switch byte {
        case UInt8(ascii: "&"): return amp
        case UInt8(ascii: "<"): return lt
        case UInt8(ascii: ">"): return gt
        case UInt8(ascii: "\""): return quot
        default: return nil
        }
    }
}
