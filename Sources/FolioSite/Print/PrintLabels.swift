import FolioCore

/// The fixed words of the print page (“Contents”, “Chapter 3”) in the language(s) being printed.
public struct PrintLabels: Sendable {
    /// The printed language, or nil for both.
    public let language: Language?

    /// Labels in `language` only (nil: both).
    public init(language: Language?) {
        self.language = language
    }

    /// A label given in both languages, kept to the printed one(s).
    public func text(zh: String, en: String) -> BilingualText {
        BilingualText(en: en, zh: zh).keeping(language)
    }

    /// The label above a chapter title: `第 3 章 · Chapter 3`, `Chapter 3` or `第 3 章`.
    public func chapter(_ number: String) -> String {
        joined(zh: "第 \(number) 章", en: "Chapter \(number)")
    }

    /// The label above a part title: `第 1 部分 · Part 1`, `Part 1` or `第 1 部分`.
    public func part(_ number: String) -> String {
        joined(zh: "第 \(number) 部分", en: "Part \(number)")
    }

    /// The value of the `lang` attribute of the whole page.
    public var htmlLang: String { (language ?? .zh).htmlLang }

    private func joined(zh: String, en: String) -> String {
        switch language {
        case .en?: return en
        case .zh?: return zh
        case nil: return "\(zh) · \(en)"
        }
    }
}
