import FolioCore
import Foundation

/// Builds the whole site once: a new `SiteSession` makes every file in memory, then they are written
/// into a fresh folder and swapped in. Nothing is written when there is any error.
public enum SiteBuilder {
    /// What a build did: its diagnostics and, when it succeeded, how many files it wrote.
    public struct Report: Sendable {
        public var diagnostics: [Diagnostic]
        public var fileCount: Int
        public var pageCount: Int
        public var succeeded: Bool { !diagnostics.containsErrors }
    }

    /// Builds the site described by `options` into its output folder; on any error the old site stays.
    public static func build(_ options: SiteOptions, clock: StageClock = StageClock(recording: false)) -> Report {
        let themes = [options.templatesDirectory, options.overrideTemplatesDirectory].compactMap { $0 }
        let (stagedOrNil, openDiagnostics) = clock.measure("open output") {
            StagedSite.open(output: options.outputDirectory, contentDirectory: options.contentDirectory, themeDirectories: themes)
        }
        guard let staged = stagedOrNil else { return Report(diagnostics: openDiagnostics, fileCount: 0, pageCount: 0) }
        // Pages are written as they are rendered; the other files once all are made.
        let session = SiteSession(options: options, clock: clock, pageSink: staged)
        let outcome = session.rebuild()
        guard outcome.succeeded else {
            staged.discard()
            return Report(diagnostics: outcome.diagnostics, fileCount: 0, pageCount: 0)
        }
        let files = Array(session.files.values)
        let written = clock.measure("write") { files.concurrentMap { file in Result { try staged.add(file) } } }
        if let failure = written.first(where: { if case .failure = $0 { return true } else { return false } }),
           case .failure(let error) = failure {
            staged.discard()
            let problem = FileProblem.describe(error, writing: options.outputDirectory.standardizedFileURL.path)
            return Report(diagnostics: outcome.diagnostics + [.error(problem)], fileCount: 0, pageCount: 0)
        }
        let paths = staged.writtenPaths
        let commitDiagnostics = clock.measure("swap in") { staged.commit() }
        session.releaseInBackground()
        return Report(diagnostics: outcome.diagnostics + commitDiagnostics, fileCount: paths.count,
                      pageCount: paths.filter { $0.hasSuffix(".html") }.count)
    }

    /// Everything the build would write, in memory (sorted by path), without writing it.
    public static func generate(_ options: SiteOptions, clock: StageClock = StageClock(recording: false)) -> (loaded: Bool, files: [SiteFile]?, diagnostics: [Diagnostic]) {
        let session = SiteSession(options: options, clock: clock, once: true)
        let outcome = session.rebuild()
        guard outcome.succeeded else { return (false, nil, outcome.diagnostics) }
        let files = session.files.values.sorted { $0.path < $1.path }
        session.releaseInBackground()
        return (true, files, outcome.diagnostics)
    }
}
