import FolioCore
import FolioSite
import Foundation

/// Brings the remote images a book references into `Content/images/`: each URL once, a few at a
/// time; a URL whose copy is already held (checked by checksum) is not fetched again unless
/// `refresh` is set. Failures leave the index as it was for that URL.
struct ImageFetch {
    let store: ImageStore
    let downloader: ImageDownloader
    var refresh = false
    /// Downloads at once.
    var parallel = 4

    /// What a run did.
    struct Report {
        var index: ImageIndex
        var downloaded = 0
        var held = 0
        var failed = 0
        var diagnostics: [Diagnostic] = []
    }

    /// Fetches what `references` need that `index` does not hold; `progress` is told of each URL done.
    func run(_ references: [ImageReference], index: ImageIndex, progress: @escaping @Sendable (Int, Int) -> Void) -> Report {
        var report = Report(index: index)
        var urls: [String] = []
        var places: [String: [SourceLocation]] = [:]
        for reference in references {
            if places[reference.url] == nil { urls.append(reference.url) }
            places[reference.url, default: []].append(reference.location)
        }
        let wanted = urls.filter { url in
            guard !refresh, let entry = index.images[url], store.holds(entry) else { return true }
            report.held += 1
            return false
        }
        let (held, total) = (report.held, urls.count)
        let outcomes = fetchAll(wanted, progress: { progress($0 + held, total) })
        for (url, outcome) in zip(wanted, outcomes) {
            switch outcome {
            case .success(let entry):
                if index.images[url] == entry && store.holds(entry) { report.held += 1 } else { report.downloaded += 1 }
                report.index.images[url] = entry
            case .failure(let reason):
                report.failed += 1
                for place in places[url] ?? [] {
                    report.diagnostics.append(.warning("image '\(url)' not downloaded: \(reason)", at: place))
                }
            }
        }
        return report
    }

    /// Fetches and stores each URL, `parallel` at a time; results in the order of `urls`.
    private func fetchAll(_ urls: [String], progress: @escaping @Sendable (Int) -> Void) -> [Result<ImageIndex.Entry, Reason>] {
        let results = Results(count: urls.count)
        let unreachable = UnreachableHosts()
        let group = DispatchGroup()
        // Threads of their own, not Dispatch's: each waits for its download, and on Linux Dispatch has
        // about one thread per core, which URLSession needs free to deliver the downloads.
        for _ in 0..<min(parallel, urls.count) {
            group.enter()
            Thread.detachNewThread {
                while let next = results.claim() {
                    results.set(next, fetchAndStore(urls[next], unreachable: unreachable))
                    progress(results.finished)
                }
                group.leave()
            }
        }
        group.wait()
        return results.all
    }

    /// Why a URL has no copy, as printed.
    struct Reason: Error, CustomStringConvertible {
        var description: String
    }

    private func fetchAndStore(_ url: String, unreachable: UnreachableHosts) -> Result<ImageIndex.Entry, Reason> {
        let host = URL(string: url).map { "\($0.host?.lowercased() ?? ""):\($0.port ?? 0)" } ?? ""
        if let failure = unreachable[host] { return .failure(Reason(description: failure.reason)) }
        switch downloader.fetch(url) {
        case .failure(let failure):
            if case .unreachable = failure { unreachable[host] = failure }
            return .failure(Reason(description: failure.reason))
        case .success(let bytes):
            switch ImageStore.entry(for: bytes) {
            case .failure(let refusal): return .failure(Reason(description: refusal.reason))
            case .success(let entry):
                do {
                    if !store.holds(entry) { try store.write(bytes, as: entry) }
                    return .success(entry)
                } catch {
                    return .failure(Reason(description: "cannot write \(entry.file): \(error.localizedDescription)"))
                }
            }
        }
    }

    /// Hosts that could not be reached (not found, refused): their other images fail at once.
    private final class UnreachableHosts: @unchecked Sendable {
        private let lock = NSLock()
        private var failures: [String: ImageDownloader.Failure] = [:]

        subscript(host: String) -> ImageDownloader.Failure? {
            get {
                lock.lock()
                defer { lock.unlock() }
                return failures[host]
            }
            set {
                lock.lock()
                failures[host] = newValue
                lock.unlock()
            }
        }
    }

    /// The shared work list of the download threads.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Result<ImageIndex.Entry, Reason>?]
        private var nextIndex = 0
        private(set) var finished = 0

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func claim() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard nextIndex < slots.count else { return nil }
            nextIndex += 1
            return nextIndex - 1
        }

        func set(_ index: Int, _ result: Result<ImageIndex.Entry, Reason>) {
            lock.lock()
            slots[index] = result
            finished += 1
            lock.unlock()
        }

        var all: [Result<ImageIndex.Entry, Reason>] {
            lock.lock()
            defer { lock.unlock() }
            return slots.map { $0 ?? .failure(Reason(description: "not fetched")) }
        }
    }
}
