/// A small, predictable English stemmer: plurals, `-ed`, `-ing` and a final `e`.
///
/// It only has to map the forms readers type to the forms in the book (bars → bar, views → view,
/// progressing → progress, making → mak ← make); it is deliberately simpler than Porter's so
/// that `search.js` repeats it rule for rule. Words shorter than four letters are kept as they are.
public enum EnglishStemmer {
    /// The stem of a folded, lowercase word. Words holding anything but letters are returned unchanged.
    public static func stem(_ word: String) -> String {
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
