import Foundation
import FolioCore

/// The `zhihu-column` format: a Zhihu column scraped as JSON with each article's HTML inside.
///
/// Every article becomes one chapter: its HTML is read tolerantly (`ZhihuBlockReader`), headings are
/// recognised (`ZhihuHeadingDetector`) and the blocks written as Markdown (`ZhihuMarkdownWriter`),
/// followed by its comment threads (`ZhihuComments`). Which articles go to which edition, in what
/// order and under which titles is decided by `ZhihuColumnOptions` (the manifest entry's `options`).
public struct ZhihuColumnImporter: SourceImporter {
    /// Creates the importer.
    public init() {}

    /// `zhihu-column`.
    public var format: String { "zhihu-column" }

    /// Imports a column scrape; see the type's documentation.
    public func importSource(_ input: SourceInput) -> ImportResult {
        let start = SourceLocation(path: input.path)
        let options: ZhihuColumnOptions
        do {
            options = try input.entry.decodeOptions(ZhihuColumnOptions.self)
        } catch {
            return ImportResult(diagnostics: [.error("invalid options for format 'zhihu-column': \(error)", at: start)])
        }
        let chapterPattern: NSRegularExpression?
        let prefixPattern: NSRegularExpression?
        do {
            chapterPattern = try options.chapterTitlePattern.map { try NSRegularExpression(pattern: $0) }
            prefixPattern = try options.titlePrefixPattern.map { try NSRegularExpression(pattern: $0) }
        } catch {
            return ImportResult(diagnostics: [.error("invalid regular expression in the options of format 'zhihu-column'", at: start)])
        }
        var (articles, diagnostics) = ZhihuColumnReader.read(input.text, path: input.path)
        if diagnostics.containsErrors { return ImportResult(diagnostics: diagnostics) }

        let keys = Set(articles.map(\.urlKey))
        for move in options.moves where !keys.contains(move.article) {
            diagnostics.append(.warning("move: no article '\(move.article)' in this source", at: start))
        }
        var groups: [(edition: String, kind: String, articles: [ZhihuArticle])] = []
        if let chapterPattern {
            let matches = articles.filter { Self.matches(chapterPattern, $0.title) }
            let others = articles.filter { !Self.matches(chapterPattern, $0.title) }
            groups.append((input.entry.edition, "chapter", matches))
            if let otherEdition = options.otherEdition {
                groups.append((otherEdition, "essay", others))
            } else if !others.isEmpty {
                diagnostics.append(.warning("\(others.count) article(s) do not match chapterTitlePattern and no otherEdition is set: skipped", at: start))
            }
        } else {
            groups.append((input.entry.edition, "chapter", articles))
        }
        articles = []

        let converter = ZhihuArticleConverter(options: options, titlePrefix: prefixPattern)
        var chapters: [ImportedChapter] = []
        for group in groups {
            let (ordered, moveProblems) = ZhihuArticleOrder.arrange(group.articles, order: options.order, moves: options.moves)
            diagnostics += moveProblems.map { .warning($0, at: start) }
            var usedSlugs: Set<String> = []
            for (offset, article) in ordered.enumerated() {
                for name in HTMLTokenizer.unclosedElements(in: article.content) {
                    diagnostics.append(.warning("article '\(article.title)' (line \(article.lines.lowerBound)): <\(name)> is never closed; the text after it is kept",
                                                at: SourceLocation(path: input.path, line: article.lines.lowerBound, column: 1)))
                }
                var chapter = converter.chapter(for: article, edition: group.edition, kind: group.kind, order: offset + 1)
                diagnostics += chapter.notes.map {
                    .warning("article '\(article.title)': \($0)", at: SourceLocation(path: input.path, line: article.lines.lowerBound, column: 1))
                }
                var slug = chapter.slug
                var suffix = 2
                while usedSlugs.contains(slug) { slug = "\(chapter.slug)-\(suffix)"; suffix += 1 }
                usedSlugs.insert(slug)
                chapter.slug = slug
                chapters.append(chapter)
            }
        }
        return ImportResult(chapters: chapters, diagnostics: diagnostics)
    }

    private static func matches(_ pattern: NSRegularExpression, _ text: String) -> Bool {
        pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
