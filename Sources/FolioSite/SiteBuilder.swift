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

    /// Builds the site described by `options`: pages are written into a fresh folder as they are made
    /// and swapped in at the end; on any error the folder is discarded and the old site stays.
    public static func build(_ options: SiteOptions, clock: StageClock = StageClock(recording: false)) -> Report {
        let themes = [options.templatesDirectory, options.overrideTemplatesDirectory].compactMap { $0 }
        let (stagedOrNil, openDiagnostics) = clock.measure("open output") {
            StagedSite.open(output: options.outputDirectory, contentDirectory: options.contentDirectory, themeDirectories: themes)
        }
        guard let staged = stagedOrNil else { return Report(diagnostics: openDiagnostics, fileCount: 0, pageCount: 0) }
        let bin = ReleaseBin()
        let diagnostics = generate(options, clock: clock, into: staged, keepingIn: bin)
        bin.emptyInBackground()
        guard !diagnostics.containsErrors else {
            staged.discard()
            return Report(diagnostics: diagnostics, fileCount: 0, pageCount: 0)
        }
        let paths = staged.writtenPaths
        let commitDiagnostics = clock.measure("swap in") { staged.commit() }
        return Report(diagnostics: diagnostics + commitDiagnostics, fileCount: paths.count,
                      pageCount: paths.filter { $0.hasSuffix(".html") }.count)
    }

    /// Everything the build would write, in memory, without writing it.
    public static func generate(_ options: SiteOptions, clock: StageClock = StageClock(recording: false)) -> (loaded: Bool, files: [SiteFile]?, diagnostics: [Diagnostic]) {
        let collected = CollectedSite()
        let diagnostics = generate(options, clock: clock, into: collected)
        return diagnostics.containsErrors ? (false, nil, diagnostics) : (true, collected.files, diagnostics)
    }

    /// Makes the site's files and hands them to `sink`; returns the diagnostics (with errors, the
    /// sink's contents are incomplete and must be discarded).
    public static func generate(_ options: SiteOptions, clock: StageClock, into sink: SiteSink) -> [Diagnostic] {
        let bin = ReleaseBin()
        defer { bin.emptyInBackground() }
        return generate(options, clock: clock, into: sink, keepingIn: bin)
    }

    /// `generate(_:clock:into:)`, leaving the build's large structures in `bin` for the caller to free
    /// in the background once this has returned.
    static func generate(_ options: SiteOptions, clock: StageClock, into sink: SiteSink, keepingIn bin: ReleaseBin) -> [Diagnostic] {
        // The theme's templates are parsed on another thread while the book loads.
        let themeSlot = ResultSlots<(Theme?, [Diagnostic])>(count: 1)
        let themeLoaded = DispatchGroup()
        DispatchQueue.global().async(group: themeLoaded) { themeSlot[0] = clock.measure("theme") { Theme.load(options) } }
        let (bookOrNil, loadDiagnostics) = clock.measure("load and parse") { BookLoader.load(contentDirectory: options.contentDirectory) }
        themeLoaded.wait()
        let (themeOrNil, themeDiagnostics) = themeSlot[0] ?? (nil, [])
        guard let theme = themeOrNil else { return themeDiagnostics }
        let bookDiagnostics = themeDiagnostics + loadDiagnostics  // the theme's warnings (unknown partials) first
        guard let book = bookOrNil else { return bookDiagnostics }
        let (images, imageDiagnostics) = ImageIndex.loadCopies(contentDirectory: options.contentDirectory)
        guard !imageDiagnostics.containsErrors else { return bookDiagnostics + imageDiagnostics }
        let searchIndex = BackgroundSearchIndex(book: book)
        let links = clock.measure("cross-links") { SiteLinks(book: book) }
        let renderer = ChapterRenderer(links: links, alsoIn: AlsoInLinks(book: book, topics: links.crossLinks.topics), images: images)
        bin.keep((book, renderer, searchIndex))
        do {
            let rendering = try PageAssembler(book: book, options: options, theme: theme, renderer: renderer,
                                          searchIndex: searchIndex, clock: clock, bin: bin).assemble(into: sink)
            try images.copy(from: options.contentDirectory, into: sink)
            return bookDiagnostics + imageDiagnostics + rendering
        } catch let error as TemplateError {
            return bookDiagnostics + [.error(error.message, at: SourceLocation(path: error.path, line: error.line, column: error.column))]
        } catch {
            return bookDiagnostics + [.error("\(error)")]
        }
    }
}
