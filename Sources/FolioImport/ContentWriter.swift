import FolioCore
import Foundation

/// Writes imported chapters into Content/<edition>/ folders.
///
/// Each file records `imported_hash`, the fingerprint of the whole file as imported (front matter and
/// body); a file that no longer matches was edited by hand and is kept (and named) unless `force` is
/// set. Files someone added by hand (no `imported_hash`, dotfiles included) are never touched. Every
/// edition is written into a folder beside its own first, and all of them are swapped in together
/// (see `ImportTransaction`), so an import either changes every edition or none.
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
        frontMatter["imported_hash"] = nil
        let unhashed = MarkdownFile(frontMatter: frontMatter, body: chapter.body).serialized
        frontMatter["imported_hash"] = .string(ContentHash.of(unhashed))
        return MarkdownFile(frontMatter: frontMatter, body: chapter.body).serialized
    }

    /// Replaces the imported files of each edition in `files` (edition → file name → text).
    public func write(_ files: [String: [String: String]]) -> Outcome {
        var outcome = Outcome()
        let manager = FileManager.default
        let transaction = ImportTransaction(contentDirectory: contentDirectory)
        transaction.recoverInterrupted()
        for edition in files.keys.sorted() {
            guard let newFiles = files[edition] else { continue }
            let folder = contentDirectory.appendingPathComponent(edition)
            do {
                let staging = try transaction.stage(edition)
                var finalNames = Set<String>()
                for (name, existing) in existingFiles(in: folder) {
                    let path = "\(displayPrefix)/\(edition)/\(name)"
                    switch existing {
                    case .handWritten:
                        try manager.copyItem(atPath: folder.path + "/" + name, toPath: staging.path + "/" + name)
                        finalNames.insert(name)
                    case .edited where !force:
                        try manager.copyItem(atPath: folder.path + "/" + name, toPath: staging.path + "/" + name)
                        finalNames.insert(name)
                        outcome.keptEdited.append(path)
                        outcome.diagnostics.append(.warning("edited by hand since it was imported; not overwritten (use --force to replace it)",
                                                            at: SourceLocation(path: path)))
                    case .edited, .unchanged:
                        if newFiles[name] == nil { outcome.removed.append(path) }
                    }
                }
                for name in newFiles.keys.sorted() where !finalNames.contains(name) {
                    let path = staging.path + "/" + name
                    guard manager.createFile(atPath: path, contents: Data(newFiles[name]!.utf8)) else {
                        throw FileProblem.fromErrno(path: "\(displayPrefix)/\(edition)/\(name)")
                    }
                    outcome.written.append("\(displayPrefix)/\(edition)/\(name)")
                }
            } catch {
                transaction.abandon()
                outcome.diagnostics.append(.error(FileProblem.describe(error, writing: "\(displayPrefix)/\(edition)")))
                return Outcome(diagnostics: outcome.diagnostics)
            }
        }
        do {
            try transaction.commit()
        } catch {
            outcome.diagnostics.append(.error(FileProblem.describe(error, writing: displayPrefix)))
            return Outcome(diagnostics: outcome.diagnostics)
        }
        return outcome
    }

    enum ExistingFile { case handWritten, edited, unchanged }

    /// The files of an edition folder and what each is: any file but an imported chapter (dotfiles,
    /// notes, images, folders) is hand-written and kept.
    func existingFiles(in folder: URL) -> [(String, ExistingFile)] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.sorted().map { name in
            let path = folder.path + "/" + name
            guard name.hasSuffix(".md"), !name.hasPrefix("."), BookBoundary.kind(atPath: path) == .file,
                  let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                return (name, .handWritten)
            }
            return (name, Self.status(ofFileText: text))
        }
    }

    /// Whether an imported chapter's text is as imported: its `imported_hash` is the fingerprint of
    /// the file without that line (front matter and body). A file imported before front matter was
    /// fingerprinted carries the fingerprint of its body alone, and is judged on its body.
    static func status(ofFileText text: String) -> ExistingFile {
        let (file, _) = MarkdownFile.parse(text, path: "")
        guard let hash = file.frontMatter.string("imported_hash") else { return .handWritten }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if let hashLine = lines.firstIndex(where: { $0.hasPrefix("imported_hash:") }) { lines.remove(at: hashLine) }
        if ContentHash.of(lines.joined(separator: "\n")) == hash || ContentHash.of(file.body) == hash { return .unchanged }
        return .edited
    }
}
