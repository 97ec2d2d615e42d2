import FolioCore
import FolioMarkdown

/// The whole book, loaded and parsed before any page is rendered.
public struct Book: Sendable {
    public var manifest: BookManifest
    public var editions: [Edition]

    /// Every page-making file of every edition in reading order: part pages and chapters (not colophons).
    public var chapters: [Chapter] { editions.flatMap { $0.parts.flatMap(\.pages) } }
}

/// One edition (a folder under Content/): its colophon and its parts.
public struct Edition: Sendable {
    public var id: String
    public var title: BilingualText
    /// The colophon page (`colophon.md`), if any.
    public var colophon: Chapter?
    /// Parts in order; an edition without part pages has one part with no title page.
    public var parts: [Part]

    /// The edition's short label, e.g. `iOS 10`.
    public var shortTitle: String { colophon?.frontMatter.string("short_title") ?? title.preferring(.en) }

    /// True when the colophon says (`references_outside: true`) that by-title references matching no title
    /// of the book name documents outside it: they stay plain titles and are notes, not warnings.
    public var referencesOutside: Bool { colophon?.frontMatter.string("references_outside") == "true" }
}

/// A part of an edition: an optional part page followed by chapters.
public struct Part: Sendable {
    /// The part's title page (`kind: part`), or nil for the implicit part of an edition without parts.
    public var page: Chapter?
    public var chapters: [Chapter]

    /// The part's pages in reading order: its title page, if any, then its chapters.
    public var pages: [Chapter] { (page.map { [$0] } ?? []) + chapters }
}

/// The kind of a Content/ file, from its `kind` front-matter key.
public enum ChapterKind: String, Sendable {
    case chapter, part, preface, essay, colophon
}

/// One Markdown file of Content/, parsed once.
/// A class, not a struct: chapters are passed around the whole build (pages, print, search, links),
/// and a reference costs one retain where a copy of all these fields costs a dozen.
public final class Chapter: Sendable {
    /// `edition/file-stem`, unique in the book.
    public let id: String
    public let edition: String
    /// The file as shown in diagnostics: `Content/ios10/07-ui-controls.md`.
    public let sourcePath: String
    public let frontMatter: FrontMatter
    public let kind: ChapterKind
    public let number: String?
    public let title: BilingualText
    /// The parsed body (line numbers are lines of the whole file).
    public let document: MarkdownNode
    /// The headings of the body, with their anchors.
    public let sections: [Section]
    /// The page's path in Site/: `ios10/07-ui-controls.html`.
    public let outputPath: String
    /// Every link of the body in document order, found once when the chapter is loaded.
    public let links: [ChapterLink]

    public init(id: String, edition: String, sourcePath: String, frontMatter: FrontMatter, kind: ChapterKind,
                number: String?, title: BilingualText, document: MarkdownNode, sections: [Section], outputPath: String) {
        self.id = id
        self.edition = edition
        self.sourcePath = sourcePath
        self.frontMatter = frontMatter
        self.kind = kind
        self.number = number
        self.title = title
        self.document = document
        self.sections = sections
        self.outputPath = outputPath
        links = ChapterLink.all(in: document)
    }

    /// The same chapter with `document` as its body (the print page's one-language copy).
    public func replacingDocument(_ document: MarkdownNode) -> Chapter {
        Chapter(id: id, edition: edition, sourcePath: sourcePath, frontMatter: frontMatter, kind: kind, number: number,
                title: title, document: document, sections: sections, outputPath: outputPath)
    }
}

/// A link of a chapter's body and the top-level block it stands in.
public struct ChapterLink: Sendable {
    /// The index of the link's top-level block in the document.
    public let blockIndex: Int
    /// The link node (its URL is in its kind, its text in its children).
    public let node: MarkdownNode

    /// The links of `document`, in document order.
    static func all(in document: MarkdownNode) -> [ChapterLink] {
        var links: [ChapterLink] = []
        for (index, block) in document.children.enumerated() {
            block.forEach { node in
                if case .link = node.kind { links.append(ChapterLink(blockIndex: index, node: node)) }
            }
        }
        return links
    }
}

/// A heading of a chapter (bilingual when an English and a Chinese heading stand together).
public struct Section: Sendable, Equatable {
    public var level: Int
    public var title: BilingualText
    /// The section number in the heading text (`2.1`), if any.
    public var number: String?
    /// The anchor id on the chapter page: ASCII, unique in the chapter, the same for both languages.
    public var anchor: String
    /// Lines of the heading nodes (one or two), to find them when rendering.
    public var lines: [Int]
    /// Index of the first top-level block of the section (the heading itself) in the document.
    public var blockIndex: Int
}
