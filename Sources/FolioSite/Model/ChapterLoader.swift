import FolioCore
import FolioMarkdown
import Foundation

/// Turns one Content/ Markdown file into a `Chapter`: front matter checked, body parsed once,
/// sections indexed.
public enum ChapterLoader {
    /// Loads `text` read from `sourcePath` (`Content/<edition>/<stem>.md`).
    public static func load(text: String, sourcePath: String, edition: String, stem: String) -> (Chapter?, [Diagnostic]) {
        let (file, parseDiagnostics) = MarkdownFile.parse(text, path: sourcePath)
        var diagnostics = parseDiagnostics
        if diagnostics.containsErrors { return (nil, diagnostics) }
        var frontMatter = file.frontMatter
        if let url = frontMatter.string("url"), !SafeURL.isAllowed(url) {
            // The "Original" link of the page and the print page: only http(s) and mailto may get there.
            diagnostics.append(.warning("url '\(url)' dropped: only http(s), mailto and book links are allowed",
                                        at: location(of: "url", in: text, path: sourcePath)))
            frontMatter["url"] = nil
        }
        let kindName = frontMatter.string("kind") ?? (stem == "colophon" ? "colophon" : "chapter")
        guard let kind = ChapterKind(rawValue: kindName) else {
            diagnostics.append(.error("unknown kind '\(kindName)': use chapter, part, preface, essay or colophon",
                                      at: location(of: "kind", in: text, path: sourcePath)))
            return (nil, diagnostics)
        }
        if let problem = orderProblem(frontMatter["order"]) {
            diagnostics.append(.warning(problem, at: location(of: "order", in: text, path: sourcePath)))
        }
        let title = BilingualText(en: frontMatter.string("title_en"), zh: frontMatter.string("title_zh"))
        if title.en == nil && title.zh == nil {
            diagnostics.append(.warning("no title: add 'title_en' or 'title_zh' to the front matter",
                                        at: SourceLocation(path: sourcePath, line: 1, column: 1)))
        }
        let (document, markdownDiagnostics) = MarkdownParser.parse(file.body, lineOffset: file.bodyStartLine - 1, path: sourcePath)
        diagnostics += markdownDiagnostics
        if diagnostics.containsErrors { return (nil, diagnostics) }
        let chapter = Chapter(
            id: "\(edition)/\(stem)", edition: edition, sourcePath: sourcePath, frontMatter: frontMatter,
            kind: kind, number: frontMatter.string("number"),
            title: title.en == nil && title.zh == nil ? BilingualText(en: stem) : title,
            document: document, sections: SectionIndexer.sections(of: document),
            outputPath: "\(edition)/\(stem == "colophon" ? "colophon" : stem).html")
        return (chapter, diagnostics)
    }

    /// Why a chapter's `order` is out of range (not a whole number from 0 to 9999), or nil.
    static func orderProblem(_ value: FrontMatter.Value?) -> String? {
        guard let value else { return nil }
        if case .int(let order) = value, (0...9999).contains(order) { return nil }
        return "order '\(value.string ?? "[…]")' is out of range: write a whole number from 0 to 9999 (files are read in file-name order)"
    }

    /// The location of front-matter key `key` in `text` (its value's column), or line 1.
    static func location(of key: String, in text: String, path: String) -> SourceLocation {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("\(key):") {
                let column = line.prefix(key.count + 1).count + 1 + line.dropFirst(key.count + 1).prefix { $0 == " " }.count
                return SourceLocation(path: path, line: index + 1, column: column)
            }
        }
        return SourceLocation(path: path, line: 1, column: 1)
    }
}
