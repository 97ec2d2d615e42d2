import FolioCore
import FolioMarkdown

/// Resolves the links of one chapter for the page being written: by-title references (`ref:`),
/// links to other Content/ files (`../ios10/07-x.md#anchor`), external URLs. Unresolved references
/// become plain text and are reported.
public struct SiteLinks: Sendable {
    public let titles: TitleIndex
    /// Output path of each Content/ file, keyed by `edition/stem`.
    private let outputPaths: [String: String]

    public init(book: Book) {
        titles = TitleIndex(book: book)
        var paths: [String: String] = [:]
        for chapter in book.chapters + book.editions.compactMap(\.colophon) { paths[chapter.id] = chapter.outputPath }
        outputPaths = paths
    }

    /// A link's resolution: an `href` relative to the page, or nil with a diagnostic.
    public func resolve(_ url: String, in chapter: Chapter, pagePath: String, line: Int, column: Int) -> (href: String?, problem: Diagnostic?) {
        if url.hasPrefix("ref:") {
            let title = String(url.dropFirst(4))
            guard let target = titles.resolve(title, from: chapter) else {
                return (nil, .warning("unresolved reference to '\(title)': no section or chapter has this title",
                                      at: SourceLocation(path: chapter.sourcePath, line: line, column: column)))
            }
            return (href(to: target.outputPath, anchor: target.anchor, from: pagePath), nil)
        }
        let lower = url.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("mailto:") {
            return (url, nil)
        }
        if lower.contains(":") {
            return (nil, .warning("link '\(url)' dropped: only http(s), mailto and book links are allowed",
                                  at: SourceLocation(path: chapter.sourcePath, line: line, column: column)))
        }
        if url.hasPrefix("#") { return (url, nil) }
        return (url, nil)
    }

    /// The relative URL from page `from` to `path` (both relative to the site root), with an anchor.
    public func href(to path: String, anchor: String?, from: String) -> String {
        let fragment = anchor.map { "#\($0)" } ?? ""
        if path == from { return fragment.isEmpty ? Self.fileName(path) : fragment }
        return Self.relativeRoot(of: from) + path + fragment
    }

    /// `../` repeated once per folder of `pagePath` (`""` at the site root).
    public static func relativeRoot(of pagePath: String) -> String {
        String(repeating: "../", count: pagePath.filter { $0 == "/" }.count)
    }
}
