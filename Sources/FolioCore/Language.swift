/// A language of the book. Folio books are bilingual: English and Simplified Chinese.
public enum Language: String, Sendable, Codable, CaseIterable, Hashable {
    case en
    case zh

    /// The value of an HTML `lang` attribute for text in this language.
    public var htmlLang: String {
        switch self {
        case .en: return "en"
        case .zh: return "zh-Hans"
        }
    }

    /// The language's name written in that language ("English", "中文").
    public var nativeName: String {
        switch self {
        case .en: return "English"
        case .zh: return "中文"
        }
    }

    /// The other language of the pair.
    public var other: Language { self == .en ? .zh : .en }
}
