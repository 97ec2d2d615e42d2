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
    static func scan(_ text: String, han: (ArraySlice<Unicode.Scalar>) -> Void, word: (String) -> Void) {
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
