import Foundation
import FolioCore

/// Turns one article into an `ImportedChapter`: front matter from its metadata, body from its HTML
/// and comments.
public struct ZhihuArticleConverter: Sendable {
    /// The source's options.
    public var options: ZhihuColumnOptions
    /// A compiled `titlePrefixPattern`.
    public var titlePrefix: NSRegularExpression?

    /// Creates a converter.
    public init(options: ZhihuColumnOptions, titlePrefix: NSRegularExpression? = nil) {
        self.options = options
        self.titlePrefix = titlePrefix
    }

    /// The chapter for `article`.
    public func chapter(for article: ZhihuArticle, edition: String, kind: String, order: Int) -> ImportedChapter {
        var frontMatter = FrontMatter()
        let title = strippedTitle(article.title)
        let english = options.englishTitles[article.urlKey]
        if title.containsHan || english != nil {
            frontMatter["title_zh"] = .string(title)
        }
        if let english = english ?? (title.containsHan ? nil : title) {
            frontMatter["title_en"] = .string(english)
        }
        frontMatter["kind"] = .string(kind)
        frontMatter["url"] = .string(article.url)
        if let author = article.author { frontMatter["author"] = .string(author) }
        if let upvotes = article.upvotes { frontMatter["upvotes"] = .int(upvotes) }
        frontMatter["topics"] = .list(article.topics)
        frontMatter["source_lines"] = .string("\(article.lines.lowerBound)-\(article.lines.upperBound)")
        let englishSlug = frontMatter.string("title_en").map { Slug.make($0) } ?? ""
        let slug = englishSlug.isEmpty ? Slug.make(article.urlKey) : englishSlug
        var notes: [String] = []
        var chapter = ImportedChapter(edition: edition, order: order, slug: slug, frontMatter: frontMatter,
                                      body: body(of: article, notes: &notes))
        chapter.notes = notes
        return chapter
    }

    /// The Markdown body: the article's blocks, then its comments block if it has comments.
    public func body(of article: ZhihuArticle) -> String {
        var notes: [String] = []
        return body(of: article, notes: &notes)
    }

    /// `body(of:)`, adding to `notes` what the repairs changed that a reader should know.
    public func body(of article: ZhihuArticle, notes: inout [String]) -> String {
        let blocks = ZhihuBlockReader.read(article.content)
        let detector = ZhihuHeadingDetector(paragraphHeadingLevel: options.paragraphHeadingLevel,
                                            glossaryRunLength: options.glossaryRunLength)
        let partners = ZhihuHeadingPartners(englishTitleReach: options.englishTitleReach,
                                            chineseTitleMaxLength: options.chineseTitleMaxLength)
        let termRows = ZhihuTermRows(minimumRun: options.glossaryRunLength, maximumGap: options.termRowMaximumGap,
                                     chineseTermMaxLength: options.chineseTitleMaxLength)
        let articleBlocks = termRows.split(partners.apply(detector.detect(blocks)))
        var body = ZhihuMarkdownWriter(minimumRepeatedRun: options.minimumRepeatedRun).write(articleBlocks, chapterTitle: strippedTitle(article.title), notes: &notes)
        if let comments = ZhihuComments.fencedBlock(article.comments) {
            body += body.isEmpty ? comments : "\n\n" + comments
        }
        return body.isEmpty ? "" : body + "\n"
    }

    private func strippedTitle(_ title: String) -> String {
        var result = title
        if let titlePrefix, let match = titlePrefix.firstMatch(in: title, range: NSRange(title.startIndex..., in: title)),
           match.range.location == 0, let range = Range(match.range, in: title) {
            result = String(title[range.upperBound...])
        }
        let trimmed = result.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? title : trimmed
    }
}
