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
    private static let lock = NSLock()
    nonisolated(unsafe) private static var folders: [String: Int] = [:]
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

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

    /// The folders tracked now (for tests).
    public static var tracked: [String] {
        lock.lock()
        defer { lock.unlock() }
        return folders.keys.sorted()
    }

    private static func installHandlers() {
        guard sources.isEmpty else { return }
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: DispatchQueue(label: "folio.interrupt"))
            source.setEventHandler {
                lock.lock()
                let paths = Array(folders.keys)
                for path in paths { try? FileManager.default.removeItem(atPath: path) }
                exit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
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

    /// True when another process with that id runs (or cannot be asked about).
    public static func isRunning(_ pid: Int32) -> Bool {
        if pid == getpid() { return false }
        return kill(pid, 0) == 0 || errno != ESRCH
    }
}
