import FolioCore
import FolioServe
import FolioSite
import Foundation

/// `folio serve`'s engine room: a `SiteSession` kept in memory, its files served by an `HTTPServer`
/// from a `ServedSite`, and a `FileWatcher` on the content and theme folders. Each burst of changes
/// is rebuilt incrementally and published at once; open pages reload through the live script. A
/// build with errors publishes them (on the broken chapter's page and as an overlay) while the last
/// good version of everything else stays served. Nothing is written to disk.
public final class LivePreview: @unchecked Sendable {
    /// What the preview serves.
    public let site = ServedSite()
    private let session: SiteSession
    private let console: Console
    private let verbose: Bool
    private let clock: StageClock
    /// Prints each rebuild's stage timings (`FOLIO_TIMINGS`).
    private let timed: Bool
    /// Rebuilds run one at a time, in order.
    private let queue = DispatchQueue(label: "folio.live-preview")
    private let lock = NSLock()
    /// Changed paths not yet rebuilt.
    private var pending = Set<String>()
    private var watcher: FileWatcher?
    private var server: HTTPServer?
    /// The error lines printed last (the same errors are not printed again).
    private var printedErrors: [String] = []

    /// A preview of the book of `options`; nothing is built until `start`.
    public init(options: SiteOptions, console: Console, verbose: Bool = false, clock: StageClock = StageClock(recording: false)) {
        session = SiteSession(options: options, clock: clock)
        self.clock = clock
        timed = ProcessInfo.processInfo.environment["FOLIO_TIMINGS"] != nil
        self.console = console
        self.verbose = verbose
    }

    /// Builds the whole book, starts serving it on `host`:`port` (0: any free port) and watching its
    /// folders; returns the port. Throws when the server cannot listen.
    @discardableResult
    public func start(host: String = "127.0.0.1", port: Int = 0) throws -> Int {
        let started = DispatchTime.now().uptimeNanoseconds
        let outcome = session.rebuild()
        site.publish(session.files.mapValues(\.bytes), problems: problems(in: outcome), overlay: overlay(of: outcome))
        report(outcome, changed: nil, since: started)
        let server = HTTPServer(site: site, host: host, port: port)
        let bound = try server.start()
        self.server = server
        let watcher = FileWatcher(roots: session.watchedFolders) { [weak self] paths in self?.changed(paths) }
        watcher.start()
        self.watcher = watcher
        return bound
    }

    /// Stops watching and serving.
    public func stop() {
        watcher?.stop()
        server?.stop()
    }

    /// Rebuilds after `paths` changed, now (after any rebuild under way); with no paths, waits for
    /// the rebuilds under way or queued to end.
    public func rebuild(changed paths: Set<String> = []) {
        queue.sync { self.rebuild(paths) }
    }

    /// Queues a rebuild for `paths`; bursts that come during a rebuild are rebuilt together after it.
    private func changed(_ paths: Set<String>) {
        lock.lock()
        let wasIdle = pending.isEmpty
        pending.formUnion(paths)
        lock.unlock()
        guard wasIdle else { return }
        queue.async { [self] in
            lock.lock()
            let batch = pending
            pending = []
            lock.unlock()
            rebuild(batch)
        }
    }

    private func rebuild(_ paths: Set<String>) {
        guard !paths.isEmpty else { return }
        let started = DispatchTime.now().uptimeNanoseconds
        clock.reset()
        let outcome = session.rebuild(changed: paths, searchIndexLater: true)
        let files = session.files
        let problems = problems(in: outcome)
        let overlay = overlay(of: outcome)
        // The book-wide files follow the pages: on a large book they take longest to make and to
        // copy, and the edited page is served already.
        let (heavy, light) = (outcome.changed.filter(Self.bookWide.contains), outcome.changed.subtracting(Self.bookWide))
        clock.measure("publish") {
            site.update(changing: Dictionary(uniqueKeysWithValues: light.compactMap { path in files[path].map { (path, $0.bytes) } }),
                        removing: outcome.removed, problems: problems, overlay: overlay)
        }
        report(outcome, changed: paths, since: started)
        var later = heavy
        if outcome.succeeded { later.formUnion(session.finishSearchIndex()) }
        guard !later.isEmpty else { return }
        let latest = session.files
        site.update(changing: Dictionary(uniqueKeysWithValues: later.compactMap { path in latest[path].map { (path, $0.bytes) } }),
                    problems: problems, overlay: overlay)
    }

    /// Files made from the whole book, published after the pages.
    private static let bookWide: Set<String> = ["print.html", "search-index.js"]

    /// The error text of each page whose chapter has an error (`Content/ed/x.md` → `ed/x.html`).
    private func problems(in outcome: SiteSession.Outcome) -> [String: String] {
        var problems: [String: String] = [:]
        for diagnostic in outcome.diagnostics where diagnostic.severity == .error {
            guard let page = Self.page(ofSource: diagnostic.location?.path) else { continue }
            problems[page, default: ""] += diagnostic.description + "\n"
        }
        return problems
    }

    /// All errors of the build, shown over every open page; nil when it succeeded.
    private func overlay(of outcome: SiteSession.Outcome) -> String? {
        let errors = outcome.diagnostics.filter { $0.severity == .error }.map(\.description)
        return errors.isEmpty ? nil : errors.joined(separator: "\n")
    }

    /// The page a chapter file (`Content/<edition>/<stem>.md`) is shown on.
    static func page(ofSource path: String?) -> String? {
        guard let path, path.hasSuffix(".md") else { return nil }
        let pieces = path.split(separator: "/")
        guard pieces.count >= 2 else { return nil }
        let edition = pieces[pieces.count - 2]
        let stem = pieces[pieces.count - 1].dropLast(3)
        return stem == "colophon" ? "\(edition)/index.html" : "\(edition)/\(stem).html"
    }

    /// One console line per build (what changed, how many pages, how long); errors once.
    private func report(_ outcome: SiteSession.Outcome, changed: Set<String>?, since start: UInt64) {
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        let errors = outcome.diagnostics.filter { $0.severity == .error }.map(\.description)
        if errors != printedErrors {
            for line in errors { console.err(line) }
            printedErrors = errors
        }
        if verbose { for diagnostic in outcome.diagnostics where diagnostic.severity != .error { console.err(diagnostic.description) } }
        let what = changed.map(Self.describe) ?? "built the book"
        let result = outcome.succeeded
            ? "\(outcome.pagesRendered) page\(outcome.pagesRendered == 1 ? "" : "s") rendered, \(outcome.changed.count) file\(outcome.changed.count == 1 ? "" : "s") changed"
            : "\(errors.count) error\(errors.count == 1 ? "" : "s"); the last good version is served"
        console.out("\(what): \(result) in \(String(format: "%.0f", milliseconds)) ms")
        if timed { console.err(clock.summary) }
    }

    /// `ios10/02-x.md changed` or `3 files changed`.
    private static func describe(_ paths: Set<String>) -> String {
        guard paths.count == 1, let path = paths.first else { return "\(paths.count) files changed" }
        let pieces = path.split(separator: "/")
        return pieces.suffix(2).joined(separator: "/") + " changed"
    }
}
