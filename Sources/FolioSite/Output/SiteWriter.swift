import FolioCore
import Foundation

/// Writes the built site into a fresh folder beside the output folder and swaps it in, so a failed
/// build leaves the previous site intact. Refuses an output folder that holds files Folio did not
/// write (it keeps a list of them in `.folio-files`) or that holds the book's Content/.
public enum SiteWriter {
    /// The list of files Folio wrote, kept in the output folder.
    public static let ledgerName = ".folio-files"

    /// Writes `files` as the new contents of `output`. Returns diagnostics; nothing is changed when
    /// any of them is an error.
    public static func write(_ files: [SiteFile], to output: URL, contentDirectory: URL) -> [Diagnostic] {
        let manager = FileManager.default
        let outputPath = output.standardizedFileURL.path
        let contentPath = contentDirectory.standardizedFileURL.path
        if outputPath == contentPath || contentPath.hasPrefix(outputPath + "/") || outputPath.hasPrefix(contentPath + "/") {
            return [.error("refusing to write the site to '\(outputPath)': it holds or is inside the book's content folder; choose another --out")]
        }
        if let problem = foreignFile(in: output) {
            return [.error("refusing to replace '\(outputPath)': it holds '\(problem)', which folio did not write; move it away or choose another --out")]
        }
        let parent = output.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).new-\(ProcessInfo.processInfo.processIdentifier)")
        let retired = parent.appendingPathComponent(".\(output.lastPathComponent).old-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try? manager.removeItem(at: staging)
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            var folders = Set<String>()
            for file in files {
                let url = staging.appendingPathComponent(file.path)
                let folder = url.deletingLastPathComponent().path
                if folders.insert(folder).inserted {
                    try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
                }
                try file.data.write(to: url)
            }
            let ledger = (files.map(\.path) + [ledgerName]).sorted().joined(separator: "\n") + "\n"
            try Data(ledger.utf8).write(to: staging.appendingPathComponent(ledgerName))
            if manager.fileExists(atPath: output.path) {
                try? manager.removeItem(at: retired)
                try manager.moveItem(at: output, to: retired)
            }
            try manager.moveItem(at: staging, to: output)
            try? manager.removeItem(at: retired)
        } catch {
            try? manager.removeItem(at: staging)
            if !manager.fileExists(atPath: output.path), manager.fileExists(atPath: retired.path) {
                try? manager.moveItem(at: retired, to: output)
            }
            return [.error("cannot write the site to '\(outputPath)': \(error.localizedDescription)")]
        }
        return []
    }

    /// The first file in `output` that the ledger does not list, or nil when all are Folio's.
    static func foreignFile(in output: URL) -> String? {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: output.path) else { return nil }
        let present = (enumerator.allObjects as? [String] ?? []).filter { path in
            var isDirectory: ObjCBool = false
            manager.fileExists(atPath: output.appendingPathComponent(path).path, isDirectory: &isDirectory)
            return !isDirectory.boolValue
        }
        if present.isEmpty { return nil }
        guard let ledger = try? String(contentsOf: output.appendingPathComponent(ledgerName), encoding: .utf8) else {
            return present.sorted().first
        }
        let known = Set(ledger.split(separator: "\n").map(String.init))
        return present.sorted().first { !known.contains($0) }
    }
}
