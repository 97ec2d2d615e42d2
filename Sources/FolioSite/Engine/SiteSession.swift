import FolioCore
import FolioTemplates
import Foundation

/// The build engine: the site of one book, kept in memory between builds so that a rebuild after an
/// edit re-parses only the changed files and re-renders only what depends on them. A full build is
/// the first rebuild of a new session; `folio build` writes its files, `folio serve` serves them.
///
/// A build reads as its stages: load (parse what changed) → link table (when the outline changed) →
/// per-chapter products (page body, print body, search sections; on all cores) → pages and shared
/// files (pages on all cores) → the caller writes or serves the files. Concurrency is used where the
/// work is per chapter or per page; everything else runs in order.
public final class SiteSession: @unchecked Sendable {
    /// Makes the search index left stale by `rebuild(changed:searchIndexLater:)`; returns the paths
    /// changed (`search-index.js`, or none).
    public func finishSearchIndex() -> Set<String> {
        guard state.searchIndexIsStale else { return [] }
        let old = state.files["search-index.js"]
        clock.measure("search index") { state.makeSearchIndex() }
        return state.files["search-index.js"] == old ? [] : ["search-index.js"]
    }

    /// Lets go of everything the session keeps, on a background thread: freeing a large book's
    /// trees and pages takes a noticeable part of a build, and a one-time build need not wait for
    /// it. Afterwards the session is empty (its next rebuild builds everything).
    public func releaseInBackground() {
        let kept = KeptForRelease(state: state, parses: parsed.takeAll())
        state = SessionState()
        unbuilt = nil
        // Only `kept` refers to them now: the background thread empties it, so the freeing happens
        // there whichever thread lets go of `kept` last.
        DispatchQueue.global(qos: .background).async { kept.empty() }
    }

    /// What one build did.
    public struct Outcome: Sendable {
        /// Everything found, in the order a full build reports it.
        public var diagnostics: [Diagnostic]
        /// Files made or changed by this build (all of them, for the first).
        public var changed: Set<String>
        /// Files the site no longer has.
        public var removed: Set<String>
        /// Pages (`.html`) rendered again by this build.
        public var pagesRendered: Int
        public var succeeded: Bool { !diagnostics.containsErrors }
    }

    public let options: SiteOptions
    private let clock: StageClock
    private let parsed = ParsedChapters()
    /// The last good state; a build with errors leaves it as it was.
    private var state = SessionState()
    /// Changes not yet in `state` (nil: anything may have changed), given to the next build too.
    private var unbuilt: Set<String>? = []

    /// Where a one-time build writes its pages as they are rendered (they are then not in `files`).
    private let pageSink: SiteSink?
    /// True for a session built once (`folio build`): it keeps no record of what each page was made from.
    private let buildsOnce: Bool

    /// A session building the book of `options`; nothing is read until `rebuild`. `once`: the book is
    /// built once, not rebuilt (the session keeps less).
    /// With `pageSink` (a one-time build only), pages are handed to it as they are rendered.
    public init(options: SiteOptions, clock: StageClock = StageClock(recording: false), once: Bool = false,
                pageSink: SiteSink? = nil) {
        buildsOnce = once || pageSink != nil
        self.pageSink = pageSink
        // Folders as plain absolute paths: changed paths are matched against them by prefix.
        var options = options
        options.contentDirectory = options.contentDirectory.standardizedFileURL
        options.templatesDirectory = options.templatesDirectory?.standardizedFileURL
        options.overrideTemplatesDirectory = options.overrideTemplatesDirectory?.standardizedFileURL
        self.options = options
        self.clock = clock
    }

    /// Every file of the last good build, by path.
    public var files: [String: SiteFile] { state.files }

    /// The folders watched for changes: the content and the theme folders.
    public var watchedFolders: [URL] {
        [options.contentDirectory, options.templatesDirectory, options.overrideTemplatesDirectory].compactMap { $0 }
    }

    /// Builds the site again after `changed` files (absolute paths) changed; nil means anything may
    /// have changed (the first build, or a change nobody reported). On errors the files stay those
    /// of the last good build.
    /// With `searchIndexLater`, the search index keeps its last version until `finishSearchIndex()`
    /// (a preview shows the edited page first; on a large book the index takes longest to make).
    public func rebuild(changed: Set<String>? = nil, searchIndexLater: Bool = false) -> Outcome {
        // Changes a failed build saw are built again with these: its state was dropped.
        let changed = changed.flatMap { changed in unbuilt.map { $0.union(changed) } }
        unbuilt = changed
        var next = state
        let scope = ChangeScope(changed, options: options)
        if scope.everything { next = SessionState() }
        parsed.forget(scope.contentFiles)
        if scope.everything { parsed.forget([options.contentDirectory.standardizedFileURL.path]) }
        var stages = BuildStages(options: options, clock: clock, parsed: parsed)
        stages.deferSearchIndex = searchIndexLater
        stages.keepsRecords = !buildsOnce
        stages.pageSink = pageSink
        let diagnostics = stages.run(scope, on: &next)
        guard !diagnostics.containsErrors else {
            return Outcome(diagnostics: diagnostics, changed: [], removed: [], pagesRendered: 0)
        }
        let (changedFiles, removedFiles) = clock.measure("compare") { next.differences(from: state) }
        state = next
        unbuilt = []
        return Outcome(diagnostics: diagnostics, changed: changedFiles, removed: removedFiles,
                       pagesRendered: stages.pagesRendered)
    }
}

/// What a session let go of, until a background thread empties it.
private final class KeptForRelease: @unchecked Sendable {
    private var state: SessionState?
    private var parses: [String: (Chapter?, [Diagnostic])]?

    init(state: SessionState, parses: [String: (Chapter?, [Diagnostic])]) {
        self.state = state
        self.parses = parses
    }

    /// Drops the state and the parses (the caller is the thread that frees them).
    func empty() {
        state = nil
        parses = nil
    }
}

/// What a set of changed paths touches: chapter files, other content (the manifest, images), the
/// theme's templates, or only its assets.
struct ChangeScope {
    /// Nothing is known: build everything.
    var everything = false
    /// Changed paths inside the content folder.
    var contentFiles: Set<String> = []
    /// Something in the content folder other than a chapter file changed (book.json, images).
    var otherContent = false
    /// A template changed: every page is rendered again.
    var templates = false
    /// Only theme assets changed.
    var assets = false

    init(_ changed: Set<String>?, options: SiteOptions) {
        guard let changed else {
            everything = true
            return
        }
        let content = options.contentDirectory.standardizedFileURL.path + "/"
        let themes = [options.templatesDirectory, options.overrideTemplatesDirectory].compactMap { $0.map { $0.standardizedFileURL.path + "/" } }
        for path in changed {
            if path.hasPrefix(content) {
                contentFiles.insert(path)
                let relative = path.dropFirst(content.count)
                let isChapter = path.hasSuffix(".md") && relative.split(separator: "/").count == 2
                if !isChapter && !relative.hasPrefix("sources/") { otherContent = true }
            } else if let theme = themes.first(where: path.hasPrefix) {
                if path.dropFirst(theme.count).hasPrefix("assets/") { assets = true } else { templates = true }
            }
        }
    }
}
