import FolioCore
import Foundation

/// Comparison keys that let titles of different editions meet: English titles by their words (folded,
/// stemmed, without a leading article or a leading `-ing` verb such as `Using`), Chinese titles by
/// their letters.
public enum TopicKey {
    /// The key of an English title: `Using Alerts` → `alert`, `The Status Bar` → `status bar`; nil
    /// when the title has no Latin letters or digits.
    public static func english(_ title: String) -> String? {
        let (_, text) = SectionIndexer.splitNumber(title)
        var words = words(of: text)
        while words.count > 1, ["the", "a", "an"].contains(words[0]) { words.removeFirst() }
        if words.count > 1, words[0].count >= 5, words[0].hasSuffix("ing") { words.removeFirst() }
        while words.count > 1, ["the", "a", "an", "your"].contains(words[0]) { words.removeFirst() }
        guard !words.isEmpty else { return nil }
        return words.map(EnglishStemmer.stem).joined(separator: " ")
    }

    /// The key of a Chinese title: its letters, digits and Han characters, folded, without a section
    /// number; nil when nothing is left.
    public static func chinese(_ title: String) -> String? {
        let key = TitleIndex.key(title)
        return key.isEmpty ? nil : key
    }

    /// The key of an anchor or URL slug such as `segmented-controls`.
    public static func slug(_ slug: String) -> String? {
        english(String(slug.map { $0 == "-" || $0 == "_" ? " " : $0 }))
    }

    /// Lowercase ASCII words of `text` (letters and digits; everything else separates).
    static func words(of text: String) -> [String] {
        let folded = text.foldingWidthAndDiacritics(lowercase: true)
        var words: [String] = []
        var current = ""
        for scalar in folded.unicodeScalars {
            if scalar.isASCII && scalar.isLetterOrDigitForKeys {
                current.unicodeScalars.append(scalar)
            } else if scalar != "'" && scalar != "’" {
                if !current.isEmpty { words.append(current) }
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// True when two Chinese keys are near enough to name the same thing: both at least three
    /// characters, holding Han characters, and either of the same length with one character different
    /// (`进度指示器` / `进程指示器`) or one the other with at most two characters inserted (`文本框` /
    /// `文本输入框`).
    public static func chineseKeysAreNear(_ a: String, _ b: String) -> Bool {
        let x = Array(a), y = Array(b)
        guard a != b, x.count >= 3, y.count >= 3, a.containsHan, b.containsHan else { return false }
        if x.count == y.count {
            return zip(x, y).filter { $0 != $1 }.count == 1
        }
        let (short, long) = x.count < y.count ? (x, y) : (y, x)
        guard long.count - short.count <= 2, short.first == long.first, short.last == long.last else { return false }
        var index = 0
        for character in long where index < short.count && character == short[index] { index += 1 }
        return index == short.count
    }
}
