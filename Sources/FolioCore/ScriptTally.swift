/// Counts Han characters and Latin words over text given in pieces, as if the pieces were one
/// string: `String.dominantLanguage` of a concatenation, without making the concatenation.
/// Works on UTF-8; ASCII bytes are judged without decoding.
public struct ScriptTally: Sendable {
    private var han = 0
    private var words = 0
    private var inWord = false
    /// The first scalar that is neither white space nor Markdown punctuation (`*_#>-[(` and backquote).
    private var first: Unicode.Scalar?

    public init() {}

    /// Han characters counted so far.
    public var hanCount: Int { han }
    /// Latin words counted so far.
    public var wordCount: Int { words }

    /// The language of the text added so far (see `String.dominantLanguage`).
    public var dominantLanguage: Language? {
        if han == 0 { return words > 0 ? .en : nil }
        if words == 0 { return .zh }
        if let first, first.isCJK { return .zh }
        return han * 2 >= han + words ? .zh : .en
    }

    /// Adds the next piece of text.
    public mutating func add(_ text: String) {
        text.withUTF8Bytes { utf8 in
            var index = 0
            // Scalar by scalar until the first significant one is known, then byte by byte.
            while first == nil, index < utf8.count {
                let (scalar, length) = UTF8Scalars.scalar(in: utf8, at: index)
                index += length
                add(scalar)
            }
            while index < utf8.count {
                let byte = utf8[index]
                if byte < 0x80 {
                    index += 1
                    if (byte | 0x20) &- UInt8(ascii: "a") < 26 {
                        if !inWord { words += 1 }
                        inWord = true
                    } else if byte != UInt8(ascii: "'") {
                        inWord = false
                    }
                    continue
                }
                switch byte {
                case 0xE5...0xE9:  // U+5000–U+9FFF: a Han character
                    han += 1
                case 0xE3:  // U+3000–U+3FFF: CJK punctuation and kana; Han from U+3400
                    if utf8[index + 1] >= 0x90 { han += 1 }
                case 0xEF:  // U+F000–U+FFFF: full-width forms; Han at U+F900–U+FAFF
                    if (0xA4...0xAB).contains(utf8[index + 1]) { han += 1 }
                default:
                    let (scalar, length) = UTF8Scalars.scalar(in: utf8, at: index)
                    index += length
                    add(scalar)
                    continue
                }
                inWord = false  // none of these is a Latin letter or ’
                index += 3
            }
        }
    }

    private mutating func add(_ scalar: Unicode.Scalar) {
        if first == nil { noteFirst(scalar) }
        if scalar.isLatinLetter {
            if !inWord { words += 1 }
            inWord = true
            return
        }
        if scalar != "’" { inWord = false }
        if scalar.isHan { han += 1 }
    }

    private mutating func noteFirst(_ scalar: Unicode.Scalar) {
        if !scalar.properties.isWhitespace, !"*_#>-[(`".unicodeScalars.contains(scalar) { first = scalar }
    }
}
