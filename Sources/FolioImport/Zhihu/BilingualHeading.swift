import Foundation
import FolioCore

/// A heading's text in each language; either may be missing.
public struct BilingualHeading: Sendable, Equatable {
    /// The English title.
    public var en: String?
    /// The Chinese title.
    public var zh: String?

    /// Creates a heading.
    public init(en: String?, zh: String?) {
        self.en = en
        self.zh = zh
    }

    /// Splits a heading that holds both languages on one line (`Progress Bars进度条`,
    /// `Audio（音频）`, `2. Determine Eligibility确定资格`) at its first CJK character.
    ///
    /// A Latin word glued to the Chinese (`App Icon App图标`) goes with the Chinese when the English
    /// part already contains that word; a full-width bracket around the whole Chinese part is removed; a
    /// section number of the English part is repeated on the Chinese one. Text without Han
    /// characters is English; text whose part before the first CJK character is not a title (it
    /// must start with a capital letter or a digit: `iOS10新特性`) is Chinese as a whole.
    public static func split(_ text: String) -> BilingualHeading {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.containsHan else { return BilingualHeading(en: trimmed.isEmpty ? nil : trimmed, zh: nil) }
        let characters = Array(trimmed)
        guard let firstCJK = characters.firstIndex(where: { $0.isCJK }) else {
            return BilingualHeading(en: nil, zh: trimmed)
        }
        var cut = firstCJK
        var wordStart = firstCJK
        while wordStart > 0, characters[wordStart - 1].isLetter || characters[wordStart - 1].isNumber { wordStart -= 1 }
        if wordStart < firstCJK, wordStart > 0 {
            let glued = String(characters[wordStart..<firstCJK])
            let englishWords = String(characters[..<wordStart]).split { !$0.isLetter && !$0.isNumber }
            if englishWords.contains(where: { String($0) == glued }) { cut = wordStart }
        }
        let english = String(characters[..<cut]).trimmingCharacters(in: .whitespaces)
        var chinese = String(characters[cut...]).trimmingCharacters(in: .whitespaces)
        guard let initial = english.first, initial.isUppercase || initial.isNumber, english.latinWordCount > 0 else {
            return BilingualHeading(en: nil, zh: trimmed)
        }
        if chinese.first == "（" && chinese.last == "）" && chinese.dropFirst().firstIndex(of: "（") == nil {
            chinese = String(chinese.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        if let number = sectionNumber(of: english), !chinese.hasPrefix(number.trimmingCharacters(in: .whitespaces)) {
            chinese = number + chinese
        }
        return BilingualHeading(en: english, zh: chinese.isEmpty ? nil : chinese)
    }

    /// The leading section number of `title` with its separator (`2. ` of `2. Determine Eligibility`).
    static func sectionNumber(of title: String) -> String? {
        let digits = title.prefix { $0.isNumber || $0 == "." }
        guard let first = digits.first, first.isNumber else { return nil }
        let rest = title.dropFirst(digits.count)
        guard let space = rest.first, space == " " else { return nil }
        return String(digits) + " "
    }
}
