import FolioCore
import FolioMarkdown
import Foundation

/// `folio check`: builds the book model without writing anything and reports broken internal links
/// and anchors (errors), unresolved references, duplicate anchors, unpaired blocks and images without
/// a size (warnings), references to developer documentation (notes), and faults of the content
/// (`ContentLint`, warnings with a kind).
public enum BookCheck {
    /// What a check found.
    public struct Result: Sendable {
        public var diagnostics: [Diagnostic]
        /// Every reference and its outcome (empty when the book could not be loaded).
        public var references: [ReferenceReport.Item]
        /// One line per edition and reference kind, then topic, glossary and coverage figures.
        public var summary: [String]
    }

    /// Checks the book under `contentDirectory`.
    public static func run(contentDirectory: URL, displayPrefix: String = "Content") -> Result {
        let (loaded, loadDiagnostics) = BookLoader.load(contentDirectory: contentDirectory, displayPrefix: displayPrefix)
        guard let book = loaded else { return Result(diagnostics: loadDiagnostics, references: [], summary: []) }
        return check(book, diagnostics: loadDiagnostics, images: ImageIndex.load(contentDirectory: contentDirectory).0)
    }

    /// Checks a loaded book; `diagnostics` are those found while loading it, `images` its local copies.
    public static func check(_ book: Book, diagnostics loadDiagnostics: [Diagnostic] = [], images held: ImageIndex = ImageIndex()) -> Result {
        let links = SiteLinks(book: book)
        var diagnostics = loadDiagnostics
        let chapters = book.chapters + book.editions.compactMap(\.colophon)
        for chapter in chapters {
            diagnostics += linkProblems(chapter, links: links)
            diagnostics += duplicateAnchors(chapter)
            diagnostics += imagesWithoutSize(chapter, held: held)
        }
        let coverage = book.translationCoverage
        let bilingual = Set(coverage.filter { $0.translatedBlocks > 0 }.map(\.edition))
        for chapter in coverage where bilingual.contains(chapter.edition) {
            diagnostics += chapter.untranslated.map {
                Diagnostic(.warning, "English block has no Chinese translation: \($0.excerpt)", at: $0.location, kind: "untranslated")
            }
        }
        let lint = ContentLintReport(chapters: chapters)
        diagnostics += lint.diagnostics
        let report = ReferenceReport(book: book, resolver: links.crossLinks.references)
        return Result(diagnostics: diagnostics, references: report.items,
                      summary: CrossLinkSummary.lines(book: book, crossLinks: links.crossLinks, report: report, coverage: coverage)
                          + lint.summary)
    }

    private static func linkProblems(_ chapter: Chapter, links: SiteLinks) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        chapter.document.forEach { node in
            guard case .link(let url, _) = node.kind else { return }
            let (_, problem) = links.resolve(url, in: chapter, pagePath: chapter.outputPath, line: node.line, column: node.column)
            if let problem {
                problems.append(problem)
            } else if url.hasPrefix("ref:"), links.isOutsideReference(String(url.dropFirst(4)), from: chapter),
                      links.crossLinks.references.resolve(title: String(url.dropFirst(4)), from: chapter) == nil {
                let title = url.dropFirst(4)
                let message = ReferenceResolver.isDeveloperDocument(String(title))
                    ? "reference to developer documentation '\(title)' stays plain text"
                    : "reference to '\(title)', outside the book, stays plain text"
                problems.append(Diagnostic(.note, message, at: SourceLocation(path: chapter.sourcePath, line: node.line, column: node.column)))
            }
        }
        return problems
    }

    private static func duplicateAnchors(_ chapter: Chapter) -> [Diagnostic] {
        var firstLine: [String: Int] = [:]
        var problems: [Diagnostic] = []
        for section in chapter.sections {
            let base = SectionIndexer.anchorBase(title: section.title, number: section.number)
            let line = section.lines.first ?? 1
            if let first = firstLine[base] {
                problems.append(Diagnostic(.warning, "duplicate heading anchor '\(base)' (first used at line \(first)); this heading gets '\(section.anchor)'",
                                           at: SourceLocation(path: chapter.sourcePath, line: line, column: 1), kind: "duplicate-anchor"))
            } else {
                firstLine[base] = line
            }
        }
        return problems
    }

    /// Images whose size neither their title gives nor a local copy (`folio images`) records.
    private static func imagesWithoutSize(_ chapter: Chapter, held: ImageIndex) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        chapter.document.forEach { node in
            guard case .image(let url, let title) = node.kind, ImageMarkup.size(fromTitle: title) == nil,
                  held.images[url] == nil else { return }
            problems.append(Diagnostic(.warning, "image '\(url)' has no size; give it as the title: ![](\(url) \"WIDTHxHEIGHT\")",
                                       at: SourceLocation(path: chapter.sourcePath, line: node.line, column: node.column), kind: "image-without-size"))
        }
        return problems
    }
}
