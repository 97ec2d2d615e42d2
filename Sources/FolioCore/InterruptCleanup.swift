#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Folders a command is writing and must not leave behind: on SIGINT or SIGTERM they are removed
/// at once and the process exits (130 or 143); the folders they were to replace are untouched.
/// A folder left by SIGKILL is removed by the next run (see `Leftovers`).
public enum InterruptCleanup {
    /// Held while folders are tracked or swapped in; the cleanup thread takes it before it removes.
    private static let lock = NSRecursiveLock()
    nonisolated(unsafe) private static var folders: [String: Int] = [:]

    /// Starts removing `path` on SIGINT or SIGTERM, until `forget(_:)`.
    public static func track(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        installHandlers()
        folders[path, default: 0] += 1
    }

    /// Stops tracking `path` (it was swapped in or removed).
    public static func forget(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        if let count = folders[path], count > 1 { folders[path] = count - 1 } else { folders[path] = nil }
    }

    /// Runs `body` (the renames that swap new folders in) to its end even when a signal arrives
    /// meanwhile: the cleanup waits, then removes only what is still tracked.
    public static func finishing<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// The write end of the pipe the signal handler wakes the cleanup thread through.
    nonisolated(unsafe) private static var wakeUp: Int32 = -1

    /// A signal handler may do almost nothing safely: it writes the signal's number to a pipe, and
    /// a thread of its own (not a dispatch queue, whose threads a build keeps busy) removes the
    /// folders and exits.
    private static func installHandlers() {
        guard wakeUp < 0 else { return }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        wakeUp = ends[1]
        let readEnd = ends[0]
        let cleaner = Thread {
            var signalNumber: UInt8 = 0
            while read(readEnd, &signalNumber, 1) != 1 {}
            lock.lock()
            let paths = Array(folders.keys)
            for path in paths {
                // Writers may still be adding files: try again while anything is left.
                for _ in 0..<5 where FileManager.default.fileExists(atPath: path) { try? FileManager.default.removeItem(atPath: path) }
            }
            exit(128 + Int32(signalNumber))
        }
        cleaner.start()
        for signalNumber in [SIGINT, SIGTERM] {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(InterruptCleanup.wakeUp, &byte, 1)
            }
            #else
            action.__sigaction_u.__sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(InterruptCleanup.wakeUp, &byte, 1)
            }
            #endif
            sigaction(signalNumber, &action, nil)
        }
    }
}

/// Staging folders left beside a folder by a run that was killed (`.Site.new-1234`,
/// `.ios10.import-1234`): removed when the process that made them is gone.
public enum Leftovers {
    /// Removes the entries of `folder` named `<prefix><pid>` whose process no longer runs.
    public static func remove(in folder: String, prefixes: [String]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            for prefix in prefixes where name.hasPrefix(prefix) {
                guard let pid = Int32(name.dropFirst(prefix.count)), pid > 0, !isRunning(pid) else { continue }
                try? FileManager.default.removeItem(atPath: folder + "/" + name)
            }
        }
    }

    /// When `path` is missing and a killed run left the folder it replaced as `<prefix><pid>` beside
    /// it (killed between the two renames of a swap), puts that folder back.
    public static func restore(_ path: String, from prefix: String) {
        guard BookBoundary.kind(atPath: path) == .missing else { return }
        let parent = (path as NSString).deletingLastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        for name in names.sorted() where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), pid > 0, !isRunning(pid) else { continue }
            if (try? FileManager.default.moveItem(atPath: parent + "/" + name, toPath: path)) != nil { return }
        }
    }

    /// True when another process with that id runs (or cannot be asked about).
    public static func isRunning(_ pid: Int32) -> Bool {
        if pid == getpid() { return false }
        return kill(pid, 0) == 0 || errno != ESRCH
    }
}
