import Foundation
import FolioCore

/// Text in both languages (either may be missing).
public struct LocalizedText: Sendable, Equatable, Codable {
    public var en: String?
    public var zh: String?
    public init(en: String? = nil, zh: String? = nil) {
        self.en = en
        self.zh = zh
    }
}

/// `Content/sources/manifest.json`: the editions of the book and the raw sources they are imported from.
public struct SourceManifest: Sendable, Equatable, Codable {
    public var editions: [EditionInfo]
    public var sources: [SourceEntry]

    public init(editions: [EditionInfo], sources: [SourceEntry]) {
        self.editions = editions
        self.sources = sources
    }
}

/// One edition of the book (a folder under Content/) and the facts of its colophon.
public struct EditionInfo: Sendable, Equatable, Codable {
    /// Folder name under Content/ and stable id (ASCII).
    public var id: String
    public var title: LocalizedText
    /// A short label for links and search results (`iOS 10`); the English title when absent.
    public var shortTitle: String?
    public var languages: [Language]
    /// Who translated it; credited in the colophon.
    public var translators: [String]?
    /// Other credits (editors, organisers), one line each.
    public var credits: [String]?
    public var licence: String?
    /// When the translation was made or published, as written by its authors.
    public var date: String?
    /// Where the source was published.
    public var url: String?
    /// Free Markdown text added to the colophon.
    public var notes: String?
    /// True when the source's by-title links that match no title of the book name documents outside it
    /// (the source lost their targets): the build shows them as plain titles, not as unresolved.
    public var referencesOutside: Bool?
}

/// One raw source file and how to import it.
public struct SourceEntry: Sendable, Equatable, Codable {
    /// The file, relative to the manifest's folder.
    public var file: String
    /// The importer: `zhihu-column` or `text`.
    public var format: String
    /// The edition its chapters belong to.
    public var edition: String
    /// Per-source options that generic detection cannot infer; each importer documents its own.
    public var options: JSONValue?

    public init(file: String, format: String, edition: String, options: JSONValue? = nil) {
        self.file = file
        self.format = format
        self.edition = edition
        self.options = options
    }

    /// The options decoded as the importer's own type; an absent `options` decodes from `{}`.
    public func decodeOptions<T: Decodable>(_ type: T.Type) throws -> T {
        try (options ?? .object([:])).decode(T.self)
    }
}
