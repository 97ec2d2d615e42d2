import FolioCore
import Foundation

/// Swaps new edition folders into Content/ all at once, or not at all.
///
/// Each edition is first written into `.<edition>.import-<pid>` beside its folder. When every one is
/// complete, a journal `.folio-import-<pid>` listing them is written: from then on the import is
/// decided. Each folder is then renamed to `.<edition>.old-<pid>` and its new folder renamed into its
/// place; the old folders and the journal are removed last. A run killed before the journal leaves
/// only new folders, which the next run removes; a run killed after it is finished by the next run
/// (`recoverInterrupted`). SIGINT and SIGTERM remove the new folders at once.
final class ImportTransaction {
    private let content: String
    private let pid = ProcessInfo.processInfo.processIdentifier
    /// The editions staged so far, in order.
    private(set) var editions: [String] = []

    init(contentDirectory: URL) {
        content = contentDirectory.path
    }

    private func stagingPath(_ edition: String, pid: Int32) -> String { content + "/.\(edition).import-\(pid)" }
    private func retiredPath(_ edition: String, pid: Int32) -> String { content + "/.\(edition).old-\(pid)" }
    private func journalPath(pid: Int32) -> String { content + "/.folio-import-\(pid)" }

    /// Makes an empty folder for `edition`'s new files and returns it.
    func stage(_ edition: String) throws -> URL {
        let path = stagingPath(edition, pid: pid)
        InterruptCleanup.track(path)  // before the folder exists: a signal never finds it untracked
        editions.append(edition)
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return URL(fileURLWithPath: path)
    }

    /// Removes every staged folder: nothing in Content/ changes.
    func abandon() {
        for edition in editions {
            let path = stagingPath(edition, pid: pid)
            try? FileManager.default.removeItem(atPath: path)
            InterruptCleanup.forget(path)
        }
        editions = []
    }

    /// Swaps every staged edition in. On a failure before the journal is written nothing changes;
    /// a failed rename after it is undone for the editions already swapped.
    func commit() throws {
        try InterruptCleanup.finishing { try swapAll() }
    }

    private func swapAll() throws {
        let manager = FileManager.default
        let journal = journalPath(pid: pid)
        do {
            guard manager.createFile(atPath: journal, contents: Data(editions.map { $0 + "\n" }.joined().utf8)) else {
                throw FileProblem.fromErrno(path: journal)
            }
        } catch {
            abandon()
            throw error
        }
        var swapped: [String] = []
        do {
            for edition in editions {
                try swapIn(edition, pid: pid)
                InterruptCleanup.forget(stagingPath(edition, pid: pid))
                swapped.append(edition)
            }
        } catch {
            for edition in swapped.reversed() { swapBack(edition) }
            abandon()
            try? manager.removeItem(atPath: journal)
            throw error
        }
        for edition in editions { try? manager.removeItem(atPath: retiredPath(edition, pid: pid)) }
        try? manager.removeItem(atPath: journal)
        editions = []
    }

    private func swapIn(_ edition: String, pid: Int32) throws {
        let manager = FileManager.default
        let folder = content + "/" + edition
        let retired = retiredPath(edition, pid: pid)
        if BookBoundary.kind(atPath: folder) != .missing {
            try? manager.removeItem(atPath: retired)
            try manager.moveItem(atPath: folder, toPath: retired)
        }
        try manager.moveItem(atPath: stagingPath(edition, pid: pid), toPath: folder)
    }

    /// Puts the old folder of `edition` back (a later edition failed to swap in).
    private func swapBack(_ edition: String) {
        let manager = FileManager.default
        let folder = content + "/" + edition
        let retired = retiredPath(edition, pid: pid)
        guard BookBoundary.kind(atPath: retired) != .missing else { return }
        try? manager.moveItem(atPath: folder, toPath: stagingPath(edition, pid: pid))
        try? manager.moveItem(atPath: retired, toPath: folder)
    }

    /// Finishes or undoes the imports of processes that were killed: a journal means the import
    /// was decided, so its remaining new folders are swapped in; new folders without a journal are
    /// removed. Old folders whose edition folder is missing are put back.
    func recoverInterrupted() {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: content) else { return }
        for name in names where name.hasPrefix(".folio-import-") {
            guard let deadPID = Int32(name.dropFirst(".folio-import-".count)), !Leftovers.isRunning(deadPID),
                  let listed = try? String(contentsOfFile: content + "/" + name, encoding: .utf8) else { continue }
            for edition in listed.split(separator: "\n").map(String.init) where BookBoundary.isSlug(edition) {
                if BookBoundary.kind(atPath: stagingPath(edition, pid: deadPID)) == .folder {
                    try? swapIn(edition, pid: deadPID)
                }
                try? manager.removeItem(atPath: retiredPath(edition, pid: deadPID))
            }
            try? manager.removeItem(atPath: content + "/" + name)
        }
        for name in (try? manager.contentsOfDirectory(atPath: content)) ?? [] where name.hasPrefix(".") {
            guard let (edition, kind, pid) = Self.leftover(name), !Leftovers.isRunning(pid) else { continue }
            if kind == "old", BookBoundary.kind(atPath: content + "/" + edition) == .missing {
                try? manager.moveItem(atPath: content + "/" + name, toPath: content + "/" + edition)
            } else {
                try? manager.removeItem(atPath: content + "/" + name)
            }
        }
    }

    /// `.<edition>.import-<pid>` or `.<edition>.old-<pid>` split into its parts.
    static func leftover(_ name: String) -> (edition: String, kind: String, pid: Int32)? {
        let parts = name.dropFirst().split(separator: ".")
        guard name.hasPrefix("."), parts.count == 2, let dash = parts[1].lastIndex(of: "-") else { return nil }
        let kind = String(parts[1][..<dash])
        guard kind == "import" || kind == "old", let pid = Int32(parts[1][parts[1].index(after: dash)...]) else { return nil }
        return (String(parts[0]), kind, pid)
    }
}
