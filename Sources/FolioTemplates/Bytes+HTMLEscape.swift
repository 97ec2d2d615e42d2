extension Array where Element == UInt8 {
    /// Appends the UTF-8 of `text` with `&`, `<`, `>`, `"` and `'` replaced by HTML entities. Text without
    /// any of them (the common case) is appended in one piece.
    mutating func appendHTMLEscaped(_ text: String) {
        // The string's own bytes (any native string has them), else those of a contiguous copy.
        guard text.utf8.withContiguousStorageIfAvailable({ appendHTMLEscaped(utf8: $0) }) != nil else {
            var copy = text
            return copy.withUTF8 { appendHTMLEscaped(utf8: $0) }
        }
    }

    private mutating func appendHTMLEscaped(utf8: UnsafeBufferPointer<UInt8>) {
        var start = 0
        for index in utf8.indices {
            let entity: StaticString
            switch utf8[index] {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'"): entity = "&#39;"
            default: continue
            }
            append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
            append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
            start = index + 1
        }
        append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
    }
}

extension Array where Element == UInt8 {
    /// Appends the UTF-8 of `text` in one copy.
    mutating func appendUTF8<Text: StringProtocol>(_ text: Text) {
        if let copied: Void = text.utf8.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) {
            return copied
        }
        append(contentsOf: text.utf8)
    }
}
