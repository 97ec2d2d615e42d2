#if os(Linux)
import Glibc
import Foundation

/// Notices changes through Linux's inotify: a watch on every folder under the roots (new folders
/// are watched as they appear, and the files already in them reported), read on the watcher's
/// thread with `poll`. A pipe wakes the thread when the watcher stops.
final class InotifyChangeSource: ChangeSource, @unchecked Sendable {
    private static let eventMask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE
        | IN_DELETE_SELF | IN_MODIFY | IN_ATTRIB | IN_MOVE_SELF | IN_ONLYDIR | IN_DONT_FOLLOW | IN_EXCL_UNLINK)
    private static let headerSize = MemoryLayout<inotify_event>.size

    private let roots: [String]
    private let ignoring: @Sendable (String) -> Bool
    private let descriptor: Int32
    private let wakeReader: Int32
    private let wakeWriter: Int32
    /// Each watch's folder path, by watch descriptor.
    private var folders: [Int32: String] = [:]

    /// Watches every folder under `roots`; nil when inotify is unavailable or its watch limit is
    /// reached (the caller then polls).
    init?(roots: [String], ignoring: @escaping @Sendable (String) -> Bool) {
        self.roots = roots
        self.ignoring = ignoring
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        var pipeEnds: [Int32] = [-1, -1]
        guard descriptor >= 0 else { return nil }
        guard pipe(&pipeEnds) == 0 else {
            Glibc.close(descriptor)
            return nil
        }
        (wakeReader, wakeWriter) = (pipeEnds[0], pipeEnds[1])
        _ = fcntl(wakeReader, F_SETFD, FD_CLOEXEC)
        _ = fcntl(wakeWriter, F_SETFD, FD_CLOEXEC)
        var alreadyThere = Set<String>()
        for root in roots where PollingChangeSource.stamp(root)?.isFolder == true {
            guard watchTree(root, found: &alreadyThere) else {
                close()
                return nil
            }
        }
    }

    /// See `ChangeSource.waitForChanges(timeout:)`.
    func waitForChanges(timeout: TimeInterval?) -> Set<String>? {
        var entries = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0)]
        let milliseconds = timeout.map { Int32(min(max($0 * 1000, 0).rounded(.up), 3_600_000)) } ?? -1
        let ready = poll(&entries, 2, milliseconds)
        if entries[1].revents != 0 { return nil }
        guard ready > 0, entries[0].revents & Int16(POLLIN) != 0 else { return [] }
        return readEvents()
    }

    /// See `ChangeSource.wake()`.
    func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWriter, &byte, 1)
    }

    /// See `ChangeSource.close()`.
    func close() {
        Glibc.close(descriptor)
        Glibc.close(wakeReader)
        Glibc.close(wakeWriter)
    }

    /// Reads every queued event and turns them into changed paths.
    private func readEvents() -> Set<String> {
        var changed = Set<String>()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            buffer.withUnsafeBytes { bytes in
                var offset = 0
                while offset + Self.headerSize <= count {
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let nameStart = offset + Self.headerSize
                    let nameBytes = bytes[nameStart..<min(nameStart + Int(event.len), count)].prefix { $0 != 0 }
                    handle(event, name: String(decoding: nameBytes, as: UTF8.self), into: &changed)
                    offset = nameStart + Int(event.len)
                }
            }
        }
        return changed
    }

    /// Adds the paths one event names to `changed`, and keeps the watches in step with the folders.
    private func handle(_ event: inotify_event, name: String, into changed: inout Set<String>) {
        let mask = event.mask
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            changed.formUnion(roots)  // events were lost: anything may have changed
            for root in roots { watchTree(root, found: &changed) }
            return
        }
        if mask & UInt32(IN_IGNORED) != 0 {
            folders[event.wd] = nil
            return
        }
        guard let folder = folders[event.wd] else { return }
        let path = name.isEmpty ? folder : folder + "/" + name
        if !name.isEmpty && ignoring(path) { return }
        let isFolder = mask & UInt32(IN_ISDIR) != 0
        if isFolder && mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
            watchTree(path, found: &changed)
        } else if isFolder && mask & UInt32(IN_MOVED_FROM) != 0 {
            unwatchTree(path)
        }
        if name.isEmpty && mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) == 0 { return }
        changed.insert(path)
    }

    /// Watches `path` and every folder under it that is not ignored, adding the files found to
    /// `found` (for a folder that just appeared: files may have been written before its watch was
    /// added). False when inotify refused a watch for want of resources.
    @discardableResult
    private func watchTree(_ path: String, found: inout Set<String>) -> Bool {
        var pending = [path]
        while let folder = pending.popLast() {
            let watch = inotify_add_watch(descriptor, folder, Self.eventMask)
            if watch < 0 {
                if errno == ENOSPC || errno == ENOMEM { return false }
                continue  // vanished meanwhile, or not a folder
            }
            folders[watch] = folder
            for name in PollingChangeSource.entries(of: folder) {
                let child = folder + "/" + name
                guard !ignoring(child), let stamp = PollingChangeSource.stamp(child) else { continue }
                if stamp.isFolder { pending.append(child) }
                found.insert(child)
            }
        }
        return true
    }

    /// Stops watching `path` and the folders under it (moved away: their watches would report
    /// under the old paths).
    private func unwatchTree(_ path: String) {
        for (watch, folder) in folders where folder == path || folder.hasPrefix(path + "/") {
            inotify_rm_watch(descriptor, watch)
            folders[watch] = nil
        }
    }
}
#endif
