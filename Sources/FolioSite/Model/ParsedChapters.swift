import FolioCore
import Foundation

/// Chapter files as parsed, by file system path, kept between builds of a live preview: a file is
/// parsed again only after `forget(_:)` says it changed.
public final class ParsedChapters: @unchecked Sendable {
    private let lock = NSLock()
    private var parsed: [String: (Chapter?, [Diagnostic])] = [:]

    public init() {}

    /// The parse of the file at `path`, if kept.
    subscript(path: String) -> (Chapter?, [Diagnostic])? {
        get { lock.lock(); defer { lock.unlock() }; return parsed[path] }
        set { lock.lock(); parsed[path] = newValue; lock.unlock() }
    }

    /// Drops the parses of `paths` (files changed, added or deleted), or of a folder's files.
    public func forget(_ paths: Set<String>) {
        lock.lock()
        defer { lock.unlock() }
        for path in paths {
            parsed[path] = nil
            let folder = path.hasSuffix("/") ? path : path + "/"
            for key in parsed.keys where key.hasPrefix(folder) { parsed[key] = nil }
        }
    }

    /// Every parse kept, by path; the cache is empty afterwards.
    func takeAll() -> [String: (Chapter?, [Diagnostic])] {
        lock.lock()
        defer { lock.unlock() }
        let all = parsed
        parsed = [:]
        return all
    }

    /// Drops the parses of files not in `paths` (no longer part of the book).
    func keepOnly(_ paths: Set<String>) {
        lock.lock()
        parsed = parsed.filter { paths.contains($0.key) }
        lock.unlock()
    }
}
