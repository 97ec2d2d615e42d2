/// Escaping text for HTML.
extension String {
    /// The text with `& < > "` replaced by entities, safe in element content and quoted attributes.
    /// Works on UTF-8 bytes: the characters to escape are all ASCII.
    public var htmlEscaped: String {
        let utf8 = self.utf8
        guard utf8.contains(where: HTMLEntity.needsEscaping) else { return self }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count + 32)
        for byte in utf8 {
            if let entity = HTMLEntity.bytes(for: byte) { out += entity } else { out.append(byte) }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

private enum HTMLEntity {
    static let amp = Array("&amp;".utf8)
    static let lt = Array("&lt;".utf8)
    static let gt = Array("&gt;".utf8)
    static let quot = Array("&quot;".utf8)

    static func needsEscaping(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
    }

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
