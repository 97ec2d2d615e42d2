import FolioCore

/// One searchable unit of the book: a section of a chapter (or a glossary entry), with its text in
/// both languages. The site stage makes these from the already-parsed chapter trees.
public struct SearchSection: Sendable, Equatable {
    /// What the unit is: a section of a chapter, a chapter's opening text, or a glossary term.
    public enum Kind: String, Sendable {
        case section
        case glossary
    }

    public var kind: Kind
    /// Link target relative to the site root, e.g. `ios10/08-ui-controls.html#progress-bars`.
    public var url: String
    /// The edition's short title, e.g. `iOS 10`.
    public var edition: String
    /// The chapter's title (both languages when there are two, e.g. `UI 控件 Controls`).
    public var chapter: String
    /// The section heading per language (one or both).
    public var heading: [Language: String]
    /// The section's body text per language, as plain text.
    public var text: [Language: String]

    public init(kind: Kind = .section, url: String, edition: String, chapter: String,
                heading: [Language: String], text: [Language: String]) {
        self.kind = kind
        self.url = url
        self.edition = edition
        self.chapter = chapter
        self.heading = heading
        self.text = text
    }
}
