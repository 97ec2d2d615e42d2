import FolioCore

/// The word stems of a text (the tokens without the Han ones), the search index's English side. Text
/// made of ASCII, Han, CJK punctuation and the like is cut on its UTF-8 bytes; text with Latin letters
/// beyond ASCII, combining marks or full-width letters goes scalar by scalar through `scan`. Both
/// paths give the same stems (`SearchTokenizerTests` checks them against each other).
extension SearchTokenizer {
    /// The stemmed words of `text`, in order (the tokens without the Han ones).
    public static func wordStems(in text: String) -> [String] {
        return text.withUTF8Bytes { wordStems(utf8: $0) }
    }

    /// `wordStems(in:)` for text given as UTF-8 bytes.
    static func wordStems(utf8: UnsafeBufferPointer<UInt8>) -> [String] {
        var stems: [String] = []
        forEachWordStem(utf8: utf8, bytes: { stems.append(String(decoding: $0, as: UTF8.self)) }, string: { stems.append($0) })
        return stems
    }

    /// Passes each word stem of `utf8` in order: as its bytes on the byte path (no String made),
    /// as a String otherwise.
    static func forEachWordStem(utf8: UnsafeBufferPointer<UInt8>, bytes emitBytes: (UnsafeBufferPointer<UInt8>) -> Void,
                                string emitString: (String) -> Void) {
        var hasCurlyApostrophe = false
        var index = 0
        while index < utf8.count {
            if utf8[index] < 0x80 {
                index += 1
                continue
            }
            if (0xE4...0xE9).contains(utf8[index]) {  // U+4000–U+9FFF, Han: separates words as it is
                index += 3
                continue
            }
            let (scalar, length) = UTF8Scalars.scalar(in: utf8, at: index)
            if scalar == "\u{2019}" {
                hasCurlyApostrophe = true
            } else if !separatesWordsAsIs(scalar) {
                wordStemsByScalars(in: String(decoding: utf8, as: UTF8.self)).forEach(emitString)
                return
            }
            index += length
        }
        guard hasCurlyApostrophe else { return asciiWordStems(utf8, emitBytes) }
        // `’` acts exactly as `'` in every rule; as one byte it keeps the byte path simple.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        index = 0
        while index < utf8.count {
            if utf8[index] == 0xE2, index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] == 0x99 {
                bytes.append(UInt8(ascii: "'"))
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        bytes.withUnsafeBufferPointer { asciiWordStems($0, emitBytes) }
    }

    /// True for ASCII, `’`, and scalars that only ever separate words and fold to no word character
    /// (Han, CJK punctuation, other scripts): text made of these takes the byte path, where every
    /// byte of a non-ASCII scalar separates words too.
    private static func separatesWordsAsIs(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return true }
        if scalar == "\u{2019}" { return true }  // an apostrophe, taken as `'` on the byte path
        if scalar.isLatinLetter || SearchTextFolding.isCombiningMark(scalar) { return false }
        // Full-width forms become ASCII: punctuation still separates, letters, digits, `'` and `.` do not.
        let halfWidth = SearchTextFolding.halfWidth(scalar)
        guard halfWidth.isASCII else { return true }
        return !(halfWidth.isASCIILetter || halfWidth.isASCIIDigit || halfWidth == "'" || halfWidth == ".")
    }

    /// `wordStems(in:)` for any text, scalar by scalar.
    static func wordStemsByScalars(in text: String) -> [String] {
        var stems: [String] = []
        scan(text, han: { _ in }, word: { stems.append(EnglishStemmer.stem($0)) })
        return stems
    }

    /// `wordStems(in:)` for ASCII text, on its bytes: the same word rules (letters and digits, an
    /// apostrophe between word characters, a dot between digits), folding and stemming.
    private static func asciiWordStems(_ bytes: UnsafeBufferPointer<UInt8>, _ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        var word: [UInt8] = []  // the current word, folded (one buffer for all words)
        var index = 0
        while index < bytes.count {
            guard bytes[index].isASCIILetter || bytes[index].isASCIIDigit else {
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count {
                let byte = bytes[end]
                let next = end + 1 < bytes.count ? bytes[end + 1] : 0
                if byte.isASCIILetter || byte.isASCIIDigit {
                    end += 1
                } else if byte == UInt8(ascii: "'"), next.isASCIILetter || next.isASCIIDigit {
                    end += 2
                } else if byte == UInt8(ascii: "."), bytes[end - 1].isASCIIDigit, next.isASCIIDigit {
                    end += 2
                } else {
                    break
                }
            }
            word.removeAll(keepingCapacity: true)
            word.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
            var hasApostrophe = false
            word.withUnsafeMutableBufferPointer { word in
                for position in word.indices {
                    let byte = word[position]
                    if byte.isASCIILetter { word[position] = byte | 0x20 } else if byte == UInt8(ascii: "'") { hasApostrophe = true }
                }
            }
            if hasApostrophe {
                if word.count >= 2, word[word.count - 2] == UInt8(ascii: "'"), word[word.count - 1] == UInt8(ascii: "s") {
                    word.removeLast(2)
                }
                word.removeAll { $0 == UInt8(ascii: "'") }
            }
            if !word.isEmpty {
                EnglishStemmer.stemLowercaseASCII(&word)
                word.withUnsafeBufferPointer(emit)
            }
            index = end
        }
    }
}
