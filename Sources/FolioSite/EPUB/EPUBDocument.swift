import FolioCore

/// One XHTML content document of the EPUB: a colophon, part page or chapter.
struct EPUBDocument: Sendable {
    let chapter: Chapter
    /// The manifest id: `d1`, `d2` … in reading order.
    let id: String
    /// The path inside the EPUB's content folder: the site page's path with `.xhtml`.
    let path: String

    /// The documents of `book` in reading order: each edition's colophon, then its parts and chapters.
    static func all(in book: Book) -> [EPUBDocument] {
        let chapters = book.editions.flatMap { ($0.colophon.map { [$0] } ?? []) + $0.parts.flatMap(\.pages) }
        return chapters.enumerated().map { index, chapter in
            EPUBDocument(chapter: chapter, id: "d\(index + 1)", path: xhtmlPath(chapter.outputPath))
        }
    }

    /// `ios10/07-x.html` → `ios10/07-x.xhtml`.
    static func xhtmlPath(_ sitePath: String) -> String {
        sitePath.hasSuffix(".html") ? String(sitePath.dropLast(5)) + ".xhtml" : sitePath
    }

    /// A link of a site page made to point at the EPUB's document: `x.html#a` → `x.xhtml#a`;
    /// external links are kept.
    static func rewrite(_ href: String) -> String {
        guard !href.contains(":") else { return href }
        let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = xhtmlPath(String(parts[0]))
        return parts.count > 1 ? "\(file)#\(parts[1])" : file
    }

    /// The title shown in the navigation document and the heading: number, then the title in
    /// `language` (both, Chinese first, when nil).
    func title(_ language: Language?) -> String {
        let text = chapter.title.keeping(language).combined
        guard let number = chapter.number else { return text }
        return "\(number) \(text)"
    }
}
