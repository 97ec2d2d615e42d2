import FolioCore
import Foundation

/// Where the build puts the files it makes, one at a time, so pages need not all be held in memory.
public protocol SiteSink: Sendable {
    /// Takes one file of the site. May be called from several threads at once.
    func add(_ file: SiteFile) throws

    /// Takes one file made in parts: `produce` passes each part to the writer it is given, in order.
    func add(path: String, producing produce: (_ write: @escaping ([UInt8]) throws -> Void) throws -> Void) throws
}

extension SiteSink {
    /// Collects the parts, then adds the file.
    public func add(path: String, producing produce: (_ write: @escaping ([UInt8]) throws -> Void) throws -> Void) throws {
        let parts = PartList()
        try produce { parts.items.append($0) }
        try add(SiteFile(path: path, parts: parts.items))
    }
}

/// Parts collected by a writer closure.
private final class PartList {
    var items: [[UInt8]] = []
}

/// Keeps the files in memory (tests, `folio check`).
public final class CollectedSite: SiteSink, @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [SiteFile] = []

    public init() {}

    public func add(_ file: SiteFile) throws {
        lock.lock()
        collected.append(file)
        lock.unlock()
    }

    /// The files, sorted by path.
    public var files: [SiteFile] {
        lock.lock()
        defer { lock.unlock() }
        return collected.sorted { $0.path < $1.path }
    }
}

/// A new site being written into a fresh folder beside the output folder; `commit` swaps it in,
/// `discard` removes it and leaves the previous site as it was.
public final class StagedSite: SiteSink, @unchecked Sendable {
    private let output: URL
    private let staging: URL
    /// `staging` as a file system path.
    private let stagingPath: String
    private let lock = NSLock()
    private var folders = Set<String>()
    private var paths: [String] = []

    private init(output: URL, staging: URL) {
        self.output = output
        self.staging = staging
        stagingPath = staging.path
    }

    /// Starts a site for `output`, or explains why that folder may not be replaced: it is or holds the
    /// book's content, or it holds files Folio did not write.
    /// `themeDirectories` are the theme folders, protected like the content.
    public static func open(output: URL, contentDirectory: URL, themeDirectories: [URL] = []) -> (StagedSite?, [Diagnostic]) {
        let outputPath = output.standardizedFileURL.path
        Leftovers.restore(output.path, from: ".\(output.lastPathComponent).old-")  // a swap cut short by a kill
        if let refusal = OutputFolder.refusal(output: output, protected: [contentDirectory] + themeDirectories) {
            return (nil, [.error(refusal)])
        }
        let parent = output.deletingLastPathComponent()
        // Staging folders of builds that were killed (their process is gone) go first.
        Leftovers.remove(in: parent.path, prefixes: [".\(output.lastPathComponent).new-", ".\(output.lastPathComponent).old-"])
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).new-\(ProcessInfo.processInfo.processIdentifier)")
        InterruptCleanup.track(staging.path)  // before the folder exists: a signal never finds it untracked
        do {
            try? FileManager.default.removeItem(at: staging)
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            InterruptCleanup.forget(staging.path)
            return (nil, [.error(FileProblem.describe(error, writing: outputPath))])
        }
        return (StagedSite(output: output, staging: staging), [])
    }

    /// The number of files written so far.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return paths.count
    }

    /// The paths of the files written so far, sorted.
    public var writtenPaths: [String] {
        lock.lock()
        defer { lock.unlock() }
        return paths.sorted()
    }

    public func add(_ file: SiteFile) throws {
        try file.write(toPath: try register(file.path))
    }

    /// Writes each part to the file as it comes: a large page is never held in memory whole.
    public func add(path: String, producing produce: (_ write: @escaping ([UInt8]) throws -> Void) throws -> Void) throws {
        try SiteWriter.writeWithoutSync(toPath: try register(path), producing: produce)
    }

    /// Records `path` as written and makes its folder; returns the file system path to write it to
    /// (joined as text: a file URL would ask the file system, once per file, whether it is a folder).
    private func register(_ path: String) throws -> String {
        let filePath = stagingPath + "/" + path
        let folder = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { stagingPath + "/" + path[..<$0] } ?? stagingPath
        lock.lock()
        defer { lock.unlock() }
        // The folder is made under the lock: another thread may write into it right after.
        if folders.insert(folder).inserted {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        paths.append(path)
        return filePath
    }

    /// Writes the ledger and swaps the new site in for the old one (to its end, even when a signal
    /// arrives meanwhile).
    public func commit() -> [Diagnostic] {
        InterruptCleanup.finishing { swapIn() }
    }

    private func swapIn() -> [Diagnostic] {
        let manager = FileManager.default
        let retired = output.deletingLastPathComponent()
            .appendingPathComponent(".\(output.lastPathComponent).old-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            let ledger = (writtenPaths + [SiteWriter.ledgerName]).sorted().joined(separator: "\n") + "\n"
            try SiteWriter.writeWithoutSync(Data(ledger.utf8), toPath: stagingPath + "/" + SiteWriter.ledgerName)
            if manager.fileExists(atPath: output.path) {
                try? manager.removeItem(at: retired)
                try manager.moveItem(at: output, to: retired)
            }
            try manager.moveItem(at: staging, to: output)
            InterruptCleanup.forget(staging.path)
            try? manager.removeItem(at: retired)
            return []
        } catch {
            discard()
            if !manager.fileExists(atPath: output.path), manager.fileExists(atPath: retired.path) {
                try? manager.moveItem(at: retired, to: output)
            }
            return [.error(FileProblem.describe(error, writing: output.standardizedFileURL.path))]
        }
    }

    /// Removes everything written; the previous site stays as it was.
    public func discard() {
        try? FileManager.default.removeItem(at: staging)
        InterruptCleanup.forget(staging.path)
    }
}
