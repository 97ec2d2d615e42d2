import FolioCore
import Foundation

/// `Content/book.json`: the book's title and the order of its editions.
public struct BookManifest: Sendable, Equatable, Codable {
    /// Book title in each language.
    public var title: BilingualText
    /// A line under the title.
    public var subtitle: BilingualText?
    /// Edition folder names under Content/, in reading order.
    public var editions: [String]

    public init(title: BilingualText, subtitle: BilingualText? = nil, editions: [String]) {
        self.title = title
        self.subtitle = subtitle
        self.editions = editions
    }
}

/// A short text in English, Chinese or both.
public struct BilingualText: Sendable, Equatable, Hashable, Codable {
    public var en: String?
    public var zh: String?

    public init(en: String? = nil, zh: String? = nil) {
        self.en = en?.isEmpty == true ? nil : en
        self.zh = zh?.isEmpty == true ? nil : zh
    }

    /// Both languages joined for places that show one string (`进度条 Progress Bars`), Chinese first.
    public var combined: String {
        switch (zh, en) {
        case let (zh?, en?): return zh == en ? zh : "\(zh) \(en)"
        case let (zh?, nil): return zh
        case let (nil, en?): return en
        default: return ""
        }
    }

    /// The text in `language`, falling back to the other one.
    public func preferring(_ language: Language) -> String {
        (language == .en ? en ?? zh : zh ?? en) ?? ""
    }
}
