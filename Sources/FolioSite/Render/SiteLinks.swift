import FolioCore
import FolioMarkdown
import Foundation

/// Resolves the links of one chapter for the page being written: by-title references (`ref:`),
/// links to Apple's online guidelines (to the matching section of the book), links to other Content/
/// files (`../ios10/07-x.md#anchor`) and anchors, external URLs. Unresolved references become plain
/// text and are reported as warnings, except in an edition whose references name documents outside the
/// book (`Edition.referencesOutside`), where they are plain titles by design; broken links to the book's own files and anchors are errors.
public struct SiteLinks: Sendable {
    /// Every chapter and section title of the book.
    public let titles: TitleIndex
    /// The book's cross-links (topics, glossary, reference resolution).
    public let crossLinks: CrossLinks
    /// Output path of each Content/ file, keyed by `edition/stem`.
    private let outputPaths: [String: String]
    /// Heading anchors of each Content/ file, keyed by `edition/stem`.
    private let anchors: [String: Set<String>]
    /// Editions whose unmatched by-title references name documents outside the book.
    private let referencesOutside: Set<String>

    public init(book: Book) {
        self.init(book: book, crossLinks: CrossLinks(book: book))
    }

    /// Links over `book` using already computed cross-links.
    public init(book: Book, crossLinks: CrossLinks) {
        self.crossLinks = crossLinks
        titles = crossLinks.references.titles
        var paths: [String: String] = [:]
        var anchors: [String: Set<String>] = [:]
        for chapter in book.chapters + book.editions.compactMap(\.colophon) {
            paths[chapter.id] = chapter.outputPath
            anchors[chapter.id] = Set(chapter.sections.map(\.anchor))
        }
        outputPaths = paths
        self.anchors = anchors
        referencesOutside = Set(book.editions.filter(\.referencesOutside).map(\.id))
    }

    /// True when the by-title reference `title`, unresolved from `chapter`, names a document outside the
    /// book: a developer document by its form, or any title in an edition that says so.
    public func isOutsideReference(_ title: String, from chapter: Chapter) -> Bool {
        referencesOutside.contains(chapter.edition) || ReferenceResolver.isDeveloperDocument(title)
    }

    /// Every link of `chapter` resolved for the page at `pagePath` (the build makes them once per
    /// chapter and shares them between its page and its print body).
    public func links(of chapter: Chapter, pagePath: String) -> ChapterLinks {
        ChapterLinks(chapter: chapter, pagePath: pagePath, links: self)
    }

    /// A link's resolution: an `href` relative to the page, or nil with a diagnostic.
    public func resolve(_ url: String, in chapter: Chapter, pagePath: String, line: Int, column: Int) -> (href: String?, problem: Diagnostic?) {
        let location = SourceLocation(path: chapter.sourcePath, line: line, column: column)
        if url.hasPrefix("ref:") {
            let title = String(url.dropFirst(4))
            if let resolution = crossLinks.references.resolve(title: title, from: chapter) {
                return (href(to: resolution.target.outputPath, anchor: resolution.target.anchor, from: pagePath), nil)
            }
            if isOutsideReference(title, from: chapter) { return (nil, nil) }
            return (nil, Diagnostic(.warning, "unresolved reference to '\(title)': no section or chapter has this title",
                                    at: location, kind: "unresolved-reference"))
        }
        let lower = url.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("mailto:") {
            guard ReferenceResolver.guidelineSlugs(url) != nil else { return (url, nil) }
            if let resolution = crossLinks.references.resolve(guidelineURL: url, from: chapter) {
                return (href(to: resolution.target.outputPath, anchor: resolution.target.anchor, from: pagePath), nil)
            }
            return (url, Diagnostic(.note, "guidelines link '\(url)' matches no section of the book; kept as an external link",
                                    at: location, kind: "outside-guidelines-link"))
        }
        if lower.utf8.contains(UInt8(ascii: ":")) {
            return (nil, Diagnostic(.warning, "link '\(url)' dropped: only http(s), mailto and book links are allowed",
                                    at: location, kind: "dropped-link"))
        }
        return resolveInternal(url, in: chapter, pagePath: pagePath, location: location)
    }

    /// A link to a file or anchor of the book: `#anchor`, `07-x.md#anchor`, `../ios10/07-x.md`.
    private func resolveInternal(_ url: String, in chapter: Chapter, pagePath: String, location: SourceLocation) -> (href: String?, problem: Diagnostic?) {
        let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let file = parts[0]
        let anchor = parts.count > 1 && !parts[1].isEmpty ? parts[1] : nil
        var targetID = chapter.id
        if !file.isEmpty {
            guard file.hasSuffix(".md") || file.hasSuffix(".html") else { return (url, nil) }
            guard let id = Self.chapterID(of: file, from: chapter.edition), outputPaths[id] != nil else {
                return (nil, .error("broken link '\(url)': no file '\(file)' in the book", at: location))
            }
            targetID = id
        }
        if let anchor, !(anchors[targetID] ?? []).contains(anchor) {
            return (nil, .error("broken link '\(url)': no heading with anchor '\(anchor)' in \(targetID)", at: location))
        }
        guard let path = outputPaths[targetID] else { return (url, nil) }
        return (href(to: path, anchor: anchor, from: pagePath), nil)
    }

    /// The `edition/stem` id a relative file link names, seen from a chapter of `edition`.
    static func chapterID(of file: String, from edition: String) -> String? {
        var components = [edition]
        for part in file.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if components.popLast() == nil { return nil }
            default: components.append(String(part))
            }
        }
        guard components.count == 2, let name = components.last else { return nil }
        let stem = name.hasSuffix(".md") ? String(name.dropLast(3)) : String(name.dropLast(5))
        return "\(components[0])/\(stem)"
    }

    /// The relative URL from page `from` to `path` (both relative to the site root), with an anchor.
    public func href(to path: String, anchor: String?, from: String) -> String {
        let fragment = anchor.map { "#\($0)" } ?? ""
        if path == from { return fragment.isEmpty ? Self.fileName(path) : fragment }
        return Self.relativeRoot(of: from) + path + fragment
    }

    /// `../` repeated once per folder of `pagePath` (`""` at the site root).
    public static func relativeRoot(of pagePath: String) -> String {
        String(repeating: "../", count: pagePath.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) })
    }
}
