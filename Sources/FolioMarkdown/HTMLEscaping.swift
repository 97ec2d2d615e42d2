import FolioCore

/// Escaping text for HTML.
extension String {
    /// The text with `& < > "` replaced by entities, safe in element content and quoted attributes.
    public var htmlEscaped: String {
        withUTF8Bytes { utf8 in
            guard utf8.contains(where: { HTMLEntity.bytes(for: $0) != nil }) else { return self }
            var out: [UInt8] = []
            out.reserveCapacity(utf8.count + 32)
            out.appendHTMLEscaped(utf8)
            return String(decoding: out, as: UTF8.self)
        }
    }
}

extension Array where Element == UInt8 {
    /// Appends `text` escaped as `String.htmlEscaped` escapes it.
    public mutating func appendHTMLEscaped(_ text: String) {
        text.withUTF8Bytes { appendHTMLEscaped($0) }
    }

    /// Appends UTF-8 `utf8` with `& < > "` replaced by entities; runs without them are copied whole.
    mutating func appendHTMLEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in utf8.indices {
            guard let entity = HTMLEntity.bytes(for: utf8[index]) else { continue }
            append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            append(entity)
            runStart = index + 1
        }
        append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }
}

private enum HTMLEntity {
    static func bytes(for byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): return "&amp;"
        case UInt8(ascii: "<"): return "&lt;"
        case UInt8(ascii: ">"): return "&gt;"
        case UInt8(ascii: "\""): return "&quot;"
        default: return nil
        }
    }
}
