import FolioCore

/// Cuts text into search tokens, the same way for the index (here) and for queries (`search.js`).
///
/// - Latin letters and digits form words; an apostrophe between two word characters and a dot
///   between two digits stay inside a word (`don't`, `2.1`). Words are folded (lowercase, no
///   diacritics, full-width → half-width, possessive `'s` removed) and stemmed by `EnglishStemmer`.
/// - Han characters form runs; a run of one character is one token, a longer run gives its
///   overlapping bigrams (`进度条` → `进度`, `度条`).
/// - Everything else (spaces, punctuation of either width, other scripts) separates tokens.
public enum SearchTokenizer {
    /// The words and Han runs of `text`, in order.
    public static func segments(in text: String) -> [SearchSegment] {
        var segments: [SearchSegment] = []
        scan(text, han: { segments.append(.han(string($0))) }, word: { segments.append(.word($0)) })
        return segments
    }

    /// Walks `text` once, passing each Han run and each folded word, in order.
    private static func scan(_ text: String, han: (ArraySlice<Unicode.Scalar>) -> Void, word: (String) -> Void) {
        let scalars = text.unicodeScalars.map(SearchTextFolding.halfWidth)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.isHan {
                var end = index + 1
                while end < scalars.count && scalars[end].isHan { end += 1 }
                han(scalars[index..<end])
                index = end
            } else if scalar.isLatinLetter || SearchTextFolding.isDigit(scalar) {
                let end = wordEnd(in: scalars, from: index)
                let folded = SearchTextFolding.foldWord(scalars[index..<end])
                if !folded.isEmpty { word(folded) }
                index = end
            } else {
                index += 1
            }
        }
    }

    /// The tokens of `text`, in order: stemmed words and Han bigrams (or single Han characters).
    public static func tokens(in text: String) -> [SearchToken] {
        var tokens: [SearchToken] = []
        for segment in segments(in: text) {
            switch segment {
            case .word(let word):
                tokens.append(.word(EnglishStemmer.stem(word)))
            case .han(let run):
                tokens.append(contentsOf: hanTokens(of: run))
            }
        }
        return tokens
    }

    /// The stemmed words of `text`, in order (the tokens without the Han ones).
    public static func wordStems(in text: String) -> [String] {
        if text.unicodeScalars.allSatisfy(separatesWordsAsIs) { return asciiWordStems(Array(text.utf8)) }
        return wordStemsByScalars(in: text)
    }

    /// True for ASCII, and for scalars that only ever separate words and fold to no word character
    /// (Han, CJK punctuation, other scripts): text made of these takes the byte path, where every
    /// byte of a non-ASCII scalar separates words too.
    private static func separatesWordsAsIs(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return true }
        if scalar.isLatinLetter || SearchTextFolding.isCombiningMark(scalar) || SearchTextFolding.isApostrophe(scalar) { return false }
        return !(0xFF01...0xFF5E).contains(scalar.value)
    }

    /// `wordStems(in:)` for any text, scalar by scalar.
    static func wordStemsByScalars(in text: String) -> [String] {
        var stems: [String] = []
        scan(text, han: { _ in }, word: { stems.append(EnglishStemmer.stem($0)) })
        return stems
    }

    /// `wordStems(in:)` for ASCII text, on its bytes: the same word rules (letters and digits, an
    /// apostrophe between word characters, a dot between digits), folding and stemming.
    private static func asciiWordStems(_ bytes: [UInt8]) -> [String] {
        var stems: [String] = []
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
            var word = bytes[index..<end].map { $0.isASCIILetter ? $0 | 0x20 : $0 }
            if word.contains(UInt8(ascii: "'")) {
                if word.count >= 2, word[word.count - 2] == UInt8(ascii: "'"), word[word.count - 1] == UInt8(ascii: "s") {
                    word.removeLast(2)
                }
                word.removeAll { $0 == UInt8(ascii: "'") }
            }
            if !word.isEmpty { stems.append(EnglishStemmer.stem(String(decoding: word, as: UTF8.self))) }
            index = end
        }
        return stems
    }

    /// The bigrams of a Han run, or the run itself when it is a single character.
    public static func hanTokens(of run: String) -> [SearchToken] {
        let characters = Array(run.unicodeScalars)
        guard characters.count > 1 else { return characters.isEmpty ? [] : [.han(run)] }
        return (0..<characters.count - 1).map { .han(string(characters[$0...$0 + 1])) }
    }

    /// The index just past the word that starts at `start`.
    private static func wordEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var end = start + 1
        while end < scalars.count {
            let scalar = scalars[end]
            let next = end + 1 < scalars.count ? scalars[end + 1] : nil
            if SearchTextFolding.isWordScalar(scalar) {
                end += 1
            } else if SearchTextFolding.isApostrophe(scalar), let next, next.isLatinLetter || SearchTextFolding.isDigit(next) {
                end += 2
            } else if scalar == ".", SearchTextFolding.isDigit(scalars[end - 1]), let next, SearchTextFolding.isDigit(next) {
                end += 2
            } else {
                break
            }
        }
        return end
    }

    private static func string<S: Sequence>(_ scalars: S) -> String where S.Element == Unicode.Scalar {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
