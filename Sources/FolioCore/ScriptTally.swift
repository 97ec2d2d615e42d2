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
        var text = text
        text.withUTF8 { utf8 in
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
                let (scalar, length) = Self.decode(utf8, at: index)
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

    /// The scalar whose UTF-8 starts at `index` (a lead byte of valid UTF-8, as Strings hold) and its length.
    private static func decode(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(utf8[index])
        func next(_ offset: Int) -> UInt32 { UInt32(utf8[index + offset] & 0x3F) }
        let value: UInt32, length: Int
        if lead >= 0xF0 {
            (value, length) = ((lead & 0x07) << 18 | next(1) << 12 | next(2) << 6 | next(3), 4)
        } else if lead >= 0xE0 {
            (value, length) = ((lead & 0x0F) << 12 | next(1) << 6 | next(2), 3)
        } else {
            (value, length) = ((lead & 0x1F) << 6 | next(1), 2)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
