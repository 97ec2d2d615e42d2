import FolioCore
import Foundation

/// Writes imported chapters into Content/<edition>/ folders.
///
/// Each file records `imported_hash`, the fingerprint of its body as imported; a file whose body no
/// longer matches was edited by hand and is kept (and named) unless `force` is set. Files someone
/// added by hand (no `imported_hash`) are never touched. Each edition folder is written beside the
/// old one and swapped in only when everything was written.
public struct ContentWriter {
    /// What a write did.
    public struct Outcome: Sendable {
        public var written: [String] = []
        public var keptEdited: [String] = []
        public var removed: [String] = []
        public var diagnostics: [Diagnostic] = []
    }

    public let contentDirectory: URL
    /// How paths are shown in messages (`Content`).
    public let displayPrefix: String
    public let force: Bool

    public init(contentDirectory: URL, displayPrefix: String = "Content", force: Bool = false) {
        self.contentDirectory = contentDirectory
        self.displayPrefix = displayPrefix
        self.force = force
    }

    /// The file text for an imported chapter: its front matter plus provenance, then its body.
    public static func fileText(for chapter: ImportedChapter, sourceFile: String?) -> String {
        var frontMatter = chapter.frontMatter
        frontMatter["edition"] = .string(chapter.edition)
        frontMatter["order"] = .int(chapter.order)
        if let sourceFile, frontMatter["source"] == nil { frontMatter["source"] = .string(sourceFile) }
        frontMatter["imported_hash"] = .string(ContentHash.of(chapter.body))
        return MarkdownFile(frontMatter: frontMatter, body: chapter.body).serialized
    }

    /// Replaces the imported files of each edition in `files` (edition → file name → text).
    public func write(_ files: [String: [String: String]]) -> Outcome {
        var outcome = Outcome()
        let manager = FileManager.default
        for edition in files.keys.sorted() {
            guard let newFiles = files[edition] else { continue }
            let folder = contentDirectory.appendingPathComponent(edition)
            let staging = contentDirectory.appendingPathComponent(".\(edition).import-\(ProcessInfo.processInfo.processIdentifier)")
            do {
                try? manager.removeItem(at: staging)
                try manager.createDirectory(at: staging, withIntermediateDirectories: true)
                var finalNames = Set<String>()
                for (name, existing) in existingFiles(in: folder) {
                    let path = "\(displayPrefix)/\(edition)/\(name)"
                    switch existing {
                    case .handWritten:
                        try manager.copyItem(at: folder.appendingPathComponent(name), to: staging.appendingPathComponent(name))
                        finalNames.insert(name)
                    case .edited where !force:
                        try manager.copyItem(at: folder.appendingPathComponent(name), to: staging.appendingPathComponent(name))
                        finalNames.insert(name)
                        outcome.keptEdited.append(path)
                        outcome.diagnostics.append(.warning("edited by hand since it was imported; not overwritten (use --force to replace it)",
                                                            at: SourceLocation(path: path)))
                    case .edited, .unchanged:
                        if newFiles[name] == nil { outcome.removed.append(path) }
                    }
                }
                for name in newFiles.keys.sorted() where !finalNames.contains(name) {
                    try Data(newFiles[name]!.utf8).write(to: staging.appendingPathComponent(name))
                    outcome.written.append("\(displayPrefix)/\(edition)/\(name)")
                }
                try swap(staging, into: folder)
            } catch {
                try? manager.removeItem(at: staging)
                outcome.diagnostics.append(.error("cannot write \(displayPrefix)/\(edition): \(error.localizedDescription)"))
            }
        }
        return outcome
    }

    private enum ExistingFile { case handWritten, edited, unchanged }

    private func existingFiles(in folder: URL) -> [(String, ExistingFile)] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.sorted().filter { !$0.hasPrefix(".") }.map { name in
            guard name.hasSuffix(".md"),
                  let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else {
                return (name, .handWritten)
            }
            let (file, _) = MarkdownFile.parse(text, path: name)
            guard let hash = file.frontMatter.string("imported_hash") else { return (name, .handWritten) }
            return (name, ContentHash.of(file.body) == hash ? .unchanged : .edited)
        }
    }

    private func swap(_ staging: URL, into folder: URL) throws {
        let manager = FileManager.default
        let retired = folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).old-\(ProcessInfo.processInfo.processIdentifier)")
        if manager.fileExists(atPath: folder.path) {
            try? manager.removeItem(at: retired)
            try manager.moveItem(at: folder, to: retired)
        }
        do {
            try manager.moveItem(at: staging, to: folder)
        } catch {
            if manager.fileExists(atPath: retired.path) { try? manager.moveItem(at: retired, to: folder) }
            throw error
        }
        try? manager.removeItem(at: retired)
    }
}
