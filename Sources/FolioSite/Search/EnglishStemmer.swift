/// A small, predictable English stemmer: plurals, `-ed`, `-ing` and a final `e`.
///
/// It only has to map the forms readers type to the forms in the book (bars → bar, views → view,
/// progressing → progress, making → mak ← make); it is deliberately simpler than Porter's so
/// that `search.js` repeats it rule for rule. Words shorter than four letters are kept as they are.
public enum EnglishStemmer {
    /// The stem of a folded, lowercase word. Words holding anything but letters are returned unchanged.
    public static func stem(_ word: String) -> String {
        guard word.utf8.count >= 4, word.utf8.allSatisfy(\.isASCIILowercase) else { return stemByScalars(word) }
        var bytes = Array(word.utf8)
        stemLowercaseASCII(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `stem(_:)` on the bytes of a folded ASCII word, in place (a word with digits stays as it is).
    static func stemLowercaseASCII(_ word: inout [UInt8]) {
        guard word.count >= 4, word.allSatisfy(\.isASCIILowercase) else { return }
        ASCIIStem.stem(&word)
    }

    /// `stem(_:)` by String operations, for any word (the byte path handles lowercase ASCII ones).
    static func stemByScalars(_ word: String) -> String {
        guard word.unicodeScalars.count >= 4, word.unicodeScalars.allSatisfy({ $0.isLatinLetter }) else { return word }
        var stem = word
        removePlural(&stem)
        removeVerbEnding(&stem)
        if stem.hasSuffix("e") && stem.unicodeScalars.count >= 4 { stem.removeLast() }
        return stem
    }

    /// `entries` → `entry`, `bars` → `bar`; keeps `-ss`, `-us`, `-is` (`progress`, `status`, `this`).
    private static func removePlural(_ stem: inout String) {
        if stem.hasSuffix("ies") && stem.unicodeScalars.count >= 5 {
            stem.removeLast(3)
            stem += "y"
        } else if stem.hasSuffix("s") && !stem.hasSuffix("ss") && !stem.hasSuffix("us") && !stem.hasSuffix("is") {
            stem.removeLast()
        }
    }

    /// `applied` → `apply`, `viewed` → `view`, `running` → `run`, `using` → `use`; keeps `-eed` (`need`).
    private static func removeVerbEnding(_ stem: inout String) {
        if stem.hasSuffix("eed") { return }
        if stem.hasSuffix("ied") && stem.unicodeScalars.count >= 5 {
            stem.removeLast(3)
            stem += "y"
            return
        }
        let suffixLength: Int
        if stem.hasSuffix("ed") {
            suffixLength = 2
        } else if stem.hasSuffix("ing") {
            suffixLength = 3
        } else {
            return
        }
        var rest = String(stem.dropLast(suffixLength))
        guard rest.unicodeScalars.count >= 2, rest.contains(where: { "aeiouy".contains($0) }) else { return }
        if rest.unicodeScalars.count == 2 {
            rest += "e"
        } else if let last = rest.last, rest.dropLast().last == last, !"aeioulsz".contains(last) {
            rest.removeLast()
        }
        stem = rest
    }
}

/// The same rules as `EnglishStemmer` on the bytes of a lowercase ASCII word (most words), without
/// String operations.
private enum ASCIIStem {
    static func stem(_ word: inout [UInt8]) {
        removePlural(&word)
        removeVerbEnding(&word)
        if word.last == UInt8(ascii: "e") && word.count >= 4 { word.removeLast() }
    }

    private static func hasSuffix(_ word: [UInt8], _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard word.count >= count else { return false }
        return suffix.withUTF8Buffer { suffix in
            suffix.indices.allSatisfy { word[word.count - count + $0] == suffix[$0] }
        }
    }

    private static func removePlural(_ word: inout [UInt8]) {
        if hasSuffix(word, "ies") && word.count >= 5 {
            word.removeLast(3)
            word.append(UInt8(ascii: "y"))
        } else if hasSuffix(word, "s") && !hasSuffix(word, "ss") && !hasSuffix(word, "us") && !hasSuffix(word, "is") {
            word.removeLast()
        }
    }

    private static func removeVerbEnding(_ word: inout [UInt8]) {
        if hasSuffix(word, "eed") { return }
        if hasSuffix(word, "ied") && word.count >= 5 {
            word.removeLast(3)
            word.append(UInt8(ascii: "y"))
            return
        }
        let suffixLength: Int
        if hasSuffix(word, "ed") {
            suffixLength = 2
        } else if hasSuffix(word, "ing") {
            suffixLength = 3
        } else {
            return
        }
        let restCount = word.count - suffixLength
        guard restCount >= 2, word[..<restCount].contains(where: { isOneOf($0, "aeiouy") }) else { return }
        word.removeLast(suffixLength)
        if word.count == 2 {
            word.append(UInt8(ascii: "e"))
        } else if let last = word.last, word[word.count - 2] == last, !isOneOf(last, "aeioulsz") {
            word.removeLast()
        }
    }

    private static func isOneOf(_ byte: UInt8, _ set: StaticString) -> Bool {
        set.withUTF8Buffer { $0.contains(byte) }
    }
}
