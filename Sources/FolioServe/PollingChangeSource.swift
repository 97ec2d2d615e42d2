#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Notices changes by scanning the folders every `interval` and comparing what each entry's
/// `lstat` says (modification and change times, size, inode, kind) with the scan before. A folder
/// is reported when it appears or disappears, not when only its list of entries changed (the
/// entries themselves are reported). Symbolic links are recorded, never followed.
final class PollingChangeSource: ChangeSource, @unchecked Sendable {
    /// What a scan records of one entry.
    struct Stamp: Equatable {
        /// `st_mtim`: when the content last changed.
        var modified: timespec
        /// `st_ctim`: when the content or the entry (permissions, links, rename) last changed.
        var changed: timespec
        /// The size in bytes.
        var size: Int64
        /// The inode: a file replaced by a rename has a new one.
        var inode: UInt64
        /// True for a folder.
        var isFolder: Bool

        /// Equal when every recorded field is.
        static func == (left: Stamp, right: Stamp) -> Bool {
            left.modified.tv_sec == right.modified.tv_sec && left.modified.tv_nsec == right.modified.tv_nsec
                && left.changed.tv_sec == right.changed.tv_sec && left.changed.tv_nsec == right.changed.tv_nsec
                && left.size == right.size && left.inode == right.inode && left.isFolder == right.isFolder
        }
    }

    private let roots: [String]
    private let ignoring: @Sendable (String) -> Bool
    private let interval: TimeInterval
    private let condition = NSCondition()
    private var woken = false
    private var previous: [String: Stamp]

    /// A source for `roots`, which takes its first scan now (so that later changes show as such).
    init(roots: [String], ignoring: @escaping @Sendable (String) -> Bool, interval: TimeInterval) {
        self.roots = roots
        self.ignoring = ignoring
        self.interval = max(interval, 0.001)
        previous = [:]
        previous = scan()
    }

    /// See `ChangeSource.waitForChanges(timeout:)`.
    func waitForChanges(timeout: TimeInterval?) -> Set<String>? {
        let pause = min(timeout ?? interval, interval)
        condition.lock()
        let deadline = Date().addingTimeInterval(pause)
        while !woken && condition.wait(until: deadline) {}
        let stopped = woken
        condition.unlock()
        if stopped { return nil }
        let current = scan()
        defer { previous = current }
        return Self.differences(from: previous, to: current)
    }

    /// See `ChangeSource.wake()`.
    func wake() {
        condition.lock()
        woken = true
        condition.broadcast()
        condition.unlock()
    }

    /// See `ChangeSource.close()`.
    func close() {}

    /// The paths that appeared, disappeared or changed between two scans (folders only when they
    /// appeared, disappeared or stopped being folders).
    static func differences(from old: [String: Stamp], to new: [String: Stamp]) -> Set<String> {
        var changed = Set<String>()
        for (path, stamp) in new {
            guard let before = old[path] else {
                changed.insert(path)
                continue
            }
            if stamp.isFolder && before.isFolder && stamp.inode == before.inode { continue }
            if stamp != before { changed.insert(path) }
        }
        for path in old.keys where new[path] == nil { changed.insert(path) }
        return changed
    }

    /// Every entry under the roots (the roots included), skipping ignored names and not entering
    /// ignored folders.
    private func scan() -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        var folders: [String] = []
        for root in roots {
            guard let stamp = Self.stamp(root) else { continue }
            stamps[root] = stamp
            if stamp.isFolder { folders.append(root) }
        }
        while let folder = folders.popLast() {
            for name in Self.entries(of: folder) {
                let path = folder + "/" + name
                guard !ignoring(path), let stamp = Self.stamp(path) else { continue }
                stamps[path] = stamp
                if stamp.isFolder { folders.append(path) }
            }
        }
        return stamps
    }

    /// The stamp of the entry at `path` (not following a link), or nil when there is none.
    static func stamp(_ path: String) -> Stamp? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
        let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
        #else
        let (modified, changed) = (status.st_mtim, status.st_ctim)
        #endif
        return Stamp(modified: modified, changed: changed, size: Int64(status.st_size), inode: UInt64(status.st_ino),
                     isFolder: (status.st_mode & S_IFMT) == S_IFDIR)
    }

    /// The names in folder `path`, without `.` and `..`.
    static func entries(of path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
