import FolioCore

/// A source file read and checked (valid UTF-8, not empty), ready for an importer.
public struct SourceInput: Sendable {
    /// The path shown in diagnostics (relative to the project where possible).
    public var path: String
    /// The whole file as text.
    public var text: String
    /// The manifest entry (a synthesised one for `folio import FILE`).
    public var entry: SourceEntry

    public init(path: String, text: String, entry: SourceEntry) {
        self.path = path
        self.text = text
        self.entry = entry
    }
}

/// One chapter produced by an importer, before it is written to disk.
public struct ImportedChapter: Sendable, Equatable {
    /// The edition folder it goes to (usually the entry's edition; a source may feed several).
    public var edition: String
    /// 1-based position in the edition; gives the file name's number.
    public var order: Int
    /// ASCII slug for the file name (from the English title where there is one).
    public var slug: String
    /// Front matter filled by the importer: `title_en`, `title_zh`, `kind`, provenance keys.
    /// The writer adds `edition`, `order`, `source` and `imported_hash`.
    public var frontMatter: FrontMatter
    /// Markdown body following the content format (README.md).
    public var body: String
    /// Digits of the file name's number (`07`, or `007` in an edition of 100 files or more), so
    /// that file-name order is reading order.
    public var numberWidth = 2
    /// What the import changed that a reader of the source should know (warnings at the chapter's source).
    public var notes: [String] = []

    public init(edition: String, order: Int, slug: String, frontMatter: FrontMatter, body: String) {
        self.edition = edition
        self.order = order
        self.slug = slug
        self.frontMatter = frontMatter
        self.body = body
    }

    /// The file name inside the edition folder: `07-progress-indicators.md`.
    public var fileName: String {
        let digits = String(order)
        let number = String(repeating: "0", count: max(0, numberWidth - digits.count)) + digits
        return slug.isEmpty ? "\(number).md" : "\(number)-\(slug).md"
    }
}

/// What an importer returns: chapters plus diagnostics (warnings for skipped pieces, errors for bad input).
public struct ImportResult: Sendable {
    public var chapters: [ImportedChapter]
    public var diagnostics: [Diagnostic]

    public init(chapters: [ImportedChapter] = [], diagnostics: [Diagnostic] = []) {
        self.chapters = chapters
        self.diagnostics = diagnostics
    }
}

/// Turns one raw source into Markdown chapters. Implementations are pure: no file I/O.
public protocol SourceImporter: Sendable {
    /// The manifest `format` name this importer handles.
    var format: String { get }
    /// Imports `input`; errors in the result mean nothing of this source should be written.
    func importSource(_ input: SourceInput) -> ImportResult
}
