import Foundation

/// Watches folders (a book's Content/ and Templates/) and reports what changed in them, a burst of
/// changes at a time: after the first change it waits until `quietPeriod` passes without another
/// (but no longer than `maximumDelay` in all), then calls `onChange` once with the absolute paths
/// of every file and folder created, changed, moved or deleted. Editors' scratch files (dotfiles,
/// `~` backups, vim's `4913` and `.swp`, `.tmp`) are ignored by default, but the file a temporary is
/// renamed to is reported. Paths begin with each root's `path` as given (standardized, symbolic
/// links not resolved). A root that does not exist at `start()` is watched only by polling.
///
/// On Linux it uses inotify; it polls (comparing modification and change times, size and inode
/// every `pollInterval`) when inotify is unavailable, when `FOLIO_WATCH=poll` is set, or when asked.
/// `onChange` runs on the watcher's own thread, one call at a time: changes made while it runs are
/// collected and reported in the next call. When inotify's queue overflows, the roots themselves
/// are reported (meaning: anything under them may have changed).
public final class FileWatcher: @unchecked Sendable {
    /// How changes are noticed.
    public enum Mechanism: String, Sendable {
        /// Linux's inotify: changes are noticed as they happen.
        case inotify
        /// A scan of the folders every `pollInterval`.
        case polling
    }

    /// The folders watched, with everything under them.
    public let roots: [URL]
    /// After a change, how long no other change must come before the burst is reported.
    public let quietPeriod: TimeInterval
    /// The longest a change waits to be reported while changes keep coming.
    public let maximumDelay: TimeInterval
    /// How often the polling mechanism scans.
    public let pollInterval: TimeInterval
    private let requestedMechanism: Mechanism?
    private let ignoring: @Sendable (String) -> Bool
    private let onChange: @Sendable (Set<String>) -> Void
    private let lock = NSLock()
    private var source: ChangeSource?
    private var thread: Thread?
    private var finished: DispatchSemaphore?
    private var mechanismInUse: Mechanism?

    /// A watcher of `roots`, not yet started. `ignoring` gets an absolute path and returns true for
    /// files and folders to skip (default: `isEditorScratchFile`); `mechanism` nil picks
    /// `preferredMechanism()`. `onChange` gets each burst's changed paths.
    public init(roots: [URL], ignoring: @escaping @Sendable (String) -> Bool = FileWatcher.isEditorScratchFile,
                quietPeriod: TimeInterval = 0.02, maximumDelay: TimeInterval = 0.2, mechanism: Mechanism? = nil,
                pollInterval: TimeInterval = 0.1, onChange: @escaping @Sendable (Set<String>) -> Void) {
        self.roots = roots
        self.ignoring = ignoring
        self.quietPeriod = quietPeriod
        self.maximumDelay = max(maximumDelay, quietPeriod)
        self.requestedMechanism = mechanism
        self.pollInterval = pollInterval
        self.onChange = onChange
    }

    /// The mechanism in use since `start()` (inotify may have fallen back to polling), else nil.
    public var mechanism: Mechanism? {
        lock.lock()
        defer { lock.unlock() }
        return mechanismInUse
    }

    /// Polling when the environment sets `FOLIO_WATCH=poll`, else inotify where the platform has it.
    public static func preferredMechanism(environment: [String: String] = ProcessInfo.processInfo.environment) -> Mechanism {
        #if os(Linux)
        return environment["FOLIO_WATCH"] == "poll" ? .polling : .inotify
        #else
        return .polling
        #endif
    }

    /// True for the scratch files editors write next to the file they save, and for hidden files
    /// and folders: a name starting with `.` or `#`, ending with `~`, `.swp`, `.swx`, `.swo`,
    /// `.tmp`, `___jb_tmp___` or `___jb_old___`, or vim's `4913` probe.
    public static func isEditorScratchFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasPrefix(".") || name.hasPrefix("#") || name.hasSuffix("~") || name == "4913" { return true }
        return [".swp", ".swx", ".swo", ".tmp", "___jb_tmp___", "___jb_old___"].contains { name.hasSuffix($0) }
    }

    /// Starts watching on a background thread (the folders are first listed, so changes made after
    /// `start()` returns are reported). Does nothing when already started.
    public func start() {
        lock.lock()
        defer { lock.unlock() }
        guard source == nil else { return }
        let paths = roots.map { Self.standardizedPath($0) }
        var chosen = requestedMechanism ?? Self.preferredMechanism()
        var changeSource: ChangeSource?
        #if os(Linux)
        if chosen == .inotify {
            changeSource = InotifyChangeSource(roots: paths, ignoring: ignoring)
            if changeSource == nil { chosen = .polling }
        }
        #else
        chosen = .polling
        #endif
        let active = changeSource ?? PollingChangeSource(roots: paths, ignoring: ignoring, interval: pollInterval)
        let done = DispatchSemaphore(value: 0)
        let batching = (quiet: quietPeriod, maximum: maximumDelay)
        let report = onChange
        let thread = Thread { Self.collectBursts(from: active, timing: batching, report: report, done: done) }
        thread.name = "folio-watch"
        source = active
        self.thread = thread
        finished = done
        mechanismInUse = chosen
        thread.start()
    }

    /// Stops watching; returns once the watcher's thread has ended (at once when called from
    /// `onChange`, which runs on that thread). A burst not yet reported is dropped.
    public func stop() {
        lock.lock()
        let (active, watcherThread, done) = (source, thread, finished)
        source = nil
        thread = nil
        finished = nil
        mechanismInUse = nil
        lock.unlock()
        guard let active else { return }
        active.wake()
        if Thread.current != watcherThread { done?.wait() }
    }

    /// The watcher thread's loop: gathers changes into bursts and reports each once it is quiet.
    private static func collectBursts(from source: ChangeSource, timing: (quiet: TimeInterval, maximum: TimeInterval),
                                      report: @Sendable (Set<String>) -> Void, done: DispatchSemaphore) {
        defer {
            source.close()
            done.signal()
        }
        var pending = Set<String>()
        var firstChange = Date.distantPast, lastChange = Date.distantPast
        while true {
            var timeout: TimeInterval?
            if !pending.isEmpty {
                let due = min(lastChange.addingTimeInterval(timing.quiet), firstChange.addingTimeInterval(timing.maximum))
                timeout = max(0, due.timeIntervalSinceNow)
            }
            guard let changes = source.waitForChanges(timeout: timeout) else { return }
            let now = Date()
            if !changes.isEmpty {
                if pending.isEmpty { firstChange = now }
                lastChange = now
                pending.formUnion(changes)
            }
            if !pending.isEmpty,
               now >= min(lastChange.addingTimeInterval(timing.quiet), firstChange.addingTimeInterval(timing.maximum)) {
                report(pending)
                pending.removeAll()
            }
        }
    }

    /// `url`'s path, standardized, without a trailing `/`.
    static func standardizedPath(_ url: URL) -> String {
        var path = url.standardizedFileURL.path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }
}

/// Where a `FileWatcher` gets its changes from.
protocol ChangeSource: AnyObject, Sendable {
    /// Waits up to `timeout` seconds (nil: as long as it takes) for changes and returns their
    /// paths (empty when the time ran out first); nil once `wake()` was called.
    func waitForChanges(timeout: TimeInterval?) -> Set<String>?
    /// Makes the current and every later `waitForChanges` return nil at once.
    func wake()
    /// Releases what the source holds; called once, on the watcher's thread, after it stops waiting.
    func close()
}
