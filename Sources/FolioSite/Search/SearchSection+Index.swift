import FolioCore

extension SearchSection {
    /// The four texts the index stores, in index order: English heading, Chinese heading,
    /// English text, Chinese text (nil when missing; the index writes them with white space collapsed).
    var indexedFields: [String?] { [heading[.en], heading[.zh], text[.en], text[.zh]] }

    /// Appends the UTF-8 of `text` with each run of white space made one space, or one `\n` when the
    /// run holds a line break, and with no white space at either end. White space is Unicode's
    /// (`White_Space`).
    static func appendCollapsingWhitespace(_ text: String, to out: inout [UInt8]) {
        text.withUTF8Bytes { utf8 in
            let start = out.count
            var pending: UInt8?
            var index = 0
            while index < utf8.count {
                let (length, isBreak) = whitespace(in: utf8, at: index)
                if length > 0 {
                    if isBreak { pending = UInt8(ascii: "\n") } else if pending == nil { pending = UInt8(ascii: " ") }
                    index += length
                    continue
                }
                var end = index + 1
                while end < utf8.count {
                    // Only a space, a control character or one of four lead bytes can start white space.
                    let byte = utf8[end]
                    if byte > 0x20 && byte != 0xC2 && byte != 0xE1 && byte != 0xE2 && byte != 0xE3 {
                        end += 1
                        continue
                    }
                    if whitespace(in: utf8, at: end).length > 0 { break }
                    end += 1
                }
                if let separator = pending, out.count > start { out.append(separator) }
                pending = nil
                out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[index..<end]))  // one copy, not byte by byte
                index = end
            }
        }
    }

    /// The byte length of the white space character at `index` (0 when there is none), and whether
    /// it breaks a line (`\n`, `\r`, U+2028, U+2029).
    private static func whitespace(in utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (length: Int, isBreak: Bool) {
        let byte = utf8[index]
        if byte < 0x80 {
            if byte == 0x20 || (0x09...0x0D).contains(byte) { return (1, byte == 0x0A || byte == 0x0D) }
            return (0, false)
        }
        func next(_ offset: Int) -> UInt8 { index + offset < utf8.count ? utf8[index + offset] : 0 }
        switch byte {
        case 0xC2 where next(1) == 0x85 || next(1) == 0xA0: return (2, false)            // U+0085, U+00A0
        case 0xE1 where next(1) == 0x9A && next(2) == 0x80: return (3, false)            // U+1680
        case 0xE2 where next(1) == 0x80:
            let last = next(2)
            if (0x80...0x8A).contains(last) || last == 0xAF { return (3, false) }       // U+2000–200A, U+202F
            if last == 0xA8 || last == 0xA9 { return (3, true) }                         // U+2028, U+2029
            return (0, false)
        case 0xE2 where next(1) == 0x81 && next(2) == 0x9F: return (3, false)            // U+205F
        case 0xE3 where next(1) == 0x80 && next(2) == 0x80: return (3, false)            // U+3000
        default: return (0, false)
        }
    }
}
