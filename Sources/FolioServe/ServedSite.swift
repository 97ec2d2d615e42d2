import Foundation

/// What the preview server serves: the built site's files by site path, the diagnostics of pages
/// whose last rebuild failed, and the overlay text of the current errors. The engine replaces it
/// in one step (`publish`) or changes part of it (`update`); every change bumps `generation` and
/// wakes the connections waiting for one. Safe to read from many threads while one publishes.
public final class ServedSite: @unchecked Sendable {
    private let condition = NSCondition()
    private var files: [String: [UInt8]] = [:]
    private var problems: [String: String] = [:]
    private var overlay: String?
    private var currentGeneration = 0

    /// An empty site at generation 0.
    public init() {}

    /// Replaces everything served, in one step: `files` by site path (`index.html`,
    /// `ios10/01-x.html`, `assets/folio.css`); `problems` by site path, the diagnostic text
    /// (`file:line:col: error: message` lines) of each page whose last rebuild failed, served as an
    /// error page instead of the page; `overlay`, when non-nil, the text of the current errors,
    /// which the live script shows over every open page.
    public func publish(_ files: [String: [UInt8]], problems: [String: String] = [:], overlay: String? = nil) {
        change {
            self.files = files
            self.problems = problems
            self.overlay = overlay
        }
    }

    /// Changes part of the site in one step: adds or replaces the files in `changing`, removes the
    /// paths in `removing`, and replaces the problems and the overlay (they describe the latest
    /// build as a whole, so they are always given in full).
    public func update(changing: [String: [UInt8]], removing: Set<String> = [], problems: [String: String] = [:],
                       overlay: String? = nil) {
        change {
            for path in removing { self.files[path] = nil }
            self.files.merge(changing) { _, new in new }
            self.problems = problems
            self.overlay = overlay
        }
    }

    /// The bytes served at `path` (a site path without a leading `/`), or nil.
    public func file(at path: String) -> [UInt8]? {
        locked { files[path] }
    }

    /// The diagnostic text of the page at `path` when its last rebuild failed, or nil.
    public func problem(at path: String) -> String? {
        locked { problems[path] }
    }

    /// Every site path served, sorted.
    public var paths: [String] {
        locked { files.keys.sorted() }
    }

    /// Bumped on every `publish` and `update`; 0 before the first.
    public var generation: Int {
        locked { currentGeneration }
    }

    /// The generation and overlay, read together.
    public var state: ServedState {
        locked { ServedState(generation: currentGeneration, overlay: overlay) }
    }

    /// What a request for `path` sees, read in one step so that the page, its problem and the
    /// generation all belong to the same publish.
    func lookup(_ path: String) -> (file: [UInt8]?, problem: String?, generation: Int) {
        locked { (files[path], problems[path], currentGeneration) }
    }

    /// Waits until the generation is past `generation`, `deadline` passes or `shouldStop` returns
    /// true (checked at least every `checkInterval` seconds), then returns the state at that moment.
    /// A publish wakes every waiter at once.
    public func waitForState(after generation: Int, until deadline: Date, checkInterval: TimeInterval = 1,
                             shouldStop: () -> Bool = { false }) -> ServedState {
        condition.lock()
        defer { condition.unlock() }
        while currentGeneration <= generation && !shouldStop() {
            let now = Date()
            if now >= deadline { break }
            _ = condition.wait(until: min(deadline, now.addingTimeInterval(checkInterval)))
        }
        return ServedState(generation: currentGeneration, overlay: overlay)
    }

    /// Wakes every `waitForState` caller so it checks its `shouldStop` now (used when the server stops).
    func wakeWaiters() {
        condition.lock()
        condition.broadcast()
        condition.unlock()
    }

    private func change(_ body: () -> Void) {
        condition.lock()
        body()
        currentGeneration += 1
        condition.broadcast()
        condition.unlock()
    }

    private func locked<Value>(_ body: () -> Value) -> Value {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }
}
