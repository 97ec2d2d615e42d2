import FolioCore
import FolioTemplates
import Foundation

/// Builds the whole site: load the book, render every chapter once (on all cores), fill the
/// templates, then write everything at once. Nothing is written when there is any error.
public enum SiteBuilder {
    /// What a build did: its diagnostics and, when it succeeded, how many files it wrote.
    public struct Report: Sendable {
        public var diagnostics: [Diagnostic]
        public var fileCount: Int
        public var pageCount: Int
        public var succeeded: Bool { !diagnostics.containsErrors }
    }

    /// Builds the site described by `options`.
    public static func build(_ options: SiteOptions) -> Report {
        let (loaded, files, diagnostics) = generate(options)
        guard let files, loaded, !diagnostics.containsErrors else {
            return Report(diagnostics: diagnostics, fileCount: 0, pageCount: 0)
        }
        let writeDiagnostics = SiteWriter.write(files, to: options.outputDirectory, contentDirectory: options.contentDirectory)
        return Report(diagnostics: diagnostics + writeDiagnostics, fileCount: files.count,
                      pageCount: files.filter { $0.path.hasSuffix(".html") }.count)
    }

    /// Everything the build would write, without writing it.
    public static func generate(_ options: SiteOptions) -> (loaded: Bool, files: [SiteFile]?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let (themeOrNil, themeDiagnostics) = Theme.load(options)
        guard let theme = themeOrNil else { return (false, nil, themeDiagnostics) }
        let (bookOrNil, bookDiagnostics) = BookLoader.load(contentDirectory: options.contentDirectory)
        diagnostics += bookDiagnostics
        guard let book = bookOrNil else { return (false, nil, diagnostics) }
        let links = SiteLinks(book: book)
        let renderer = ChapterRenderer(links: links)
        let chapters = book.chapters + book.editions.compactMap(\.colophon)
        let slots = ResultSlots<RenderedChapter>(count: chapters.count)
        DispatchQueue.concurrentPerform(iterations: chapters.count) { index in
            slots[index] = renderer.render(chapters[index], pagePath: chapters[index].outputPath)
        }
        var rendered: [String: RenderedChapter] = [:]
        for case let chapter? in slots.values {
            rendered[chapter.chapterID] = chapter
            diagnostics += chapter.diagnostics
        }
        do {
            let files = try PageAssembler(book: book, options: options, theme: theme, rendered: rendered, links: links).files()
            return (true, files, diagnostics)
        } catch let error as TemplateError {
            return (false, nil, diagnostics + [.error(error.message, at: SourceLocation(path: error.path, line: error.line, column: error.column))])
        } catch {
            return (false, nil, diagnostics + [.error("\(error)")])
        }
    }
}
