extension String {
    /// Appends `text` with `&`, `<`, `>`, `"` and `'` replaced by HTML entities. Text without any of them
    /// (the common case) is appended in one piece.
    mutating func appendHTMLEscaped(_ text: String) {
        var text = text
        let plain = text.withUTF8 { utf8 in
            !utf8.contains { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }
        }
        if plain {
            self += text
            return
        }
        let bytes = text.utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            let entity: String?
            switch bytes[index] {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'"): entity = "&#39;"
            default: entity = nil
            }
            if let entity {
                self += text[start..<index]
                self += entity
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if start == text.startIndex {
            self += text
        } else {
            self += text[start..<bytes.endIndex]
        }
    }

    /// `self` with `&`, `<`, `>`, `"` and `'` replaced by HTML entities.
    var htmlEscaped: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        result.appendHTMLEscaped(self)
        return result
    }
}
