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
            while index < utf8.count {
                let byte = utf8[index]
                if byte < 0x80 {
                    index += 1
                    if first == nil { noteFirst(Unicode.Scalar(byte)) }
                    if (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") {
                        if !inWord { words += 1 }
                        inWord = true
                    } else if byte != UInt8(ascii: "'") {
                        inWord = false
                    }
                    continue
                }
                if (0xE5...0xE9).contains(byte), first != nil {  // U+5000–U+9FFF: a Han character
                    han += 1
                    inWord = false
                    index += 3
                    continue
                }
                let (scalar, length) = UTF8Scalars.scalar(in: utf8, at: index)
                index += length
                add(scalar)
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
