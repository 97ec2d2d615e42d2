import FolioCore
import Foundation

/// Runs imports: every source of the manifest (`folio import`), or one file with a given format
/// (`folio import FILE --format …`). Nothing is written when any source has an error.
public enum ImportRunner {
    /// The importers by format name.
    public static let importers: [String: any SourceImporter] = {
        let all: [any SourceImporter] = [ZhihuColumnImporter(), TextImporter()]
        return Dictionary(uniqueKeysWithValues: all.map { ($0.format, $0) })
    }()

    /// The format names, sorted, for help and error messages.
    public static var formatNames: [String] { importers.keys.sorted() }

    /// Imports every source listed in `<content>/sources/manifest.json`; `progress` hears the name of each
    /// source as its import starts.
    public static func importManifest(contentDirectory: URL, force: Bool, displayPrefix: String = "Content",
                                      progress: ((String) -> Void)? = nil) -> ContentWriter.Outcome {
        let manifestPath = "\(displayPrefix)/sources/manifest.json"
        let manifestURL = contentDirectory.appendingPathComponent("sources/manifest.json")
        var outcome = ContentWriter.Outcome()
        // A killed import is finished or undone first, even when this one fails early.
        ImportTransaction(contentDirectory: contentDirectory).recoverInterrupted()
        if let refusal = BookBoundary.refusalToRead(atPath: manifestURL.path) {
            outcome.diagnostics.append(.error(refusal, at: SourceLocation(path: manifestPath)))
            return outcome
        }
        guard let data = try? Data(contentsOf: manifestURL) else {
            outcome.diagnostics.append(.error("cannot read the source manifest", at: SourceLocation(path: manifestPath)))
            return outcome
        }
        let (manifestOrNil, manifestDiagnostics) = SourceManifest.read(data, path: manifestPath)
        outcome.diagnostics += manifestDiagnostics
        guard let manifest = manifestOrNil, !manifestDiagnostics.containsErrors else { return outcome }
        var files: [String: [String: String]] = [:]
        for source in manifest.sources {
            let path = "\(displayPrefix)/sources/\(source.file)"
            let url = contentDirectory.appendingPathComponent("sources/\(source.file)")
            if let problem = sourceFileProblem(url, sources: contentDirectory.appendingPathComponent("sources")) {
                outcome.diagnostics.append(.error(problem, at: SourceLocation(path: path)))
                continue
            }
            progress?(source.file)
            let (chapters, diagnostics) = run(source, url: url, displayPath: path)
            outcome.diagnostics += diagnostics
            for chapter in chapters where !BookBoundary.isSlug(chapter.edition) {
                outcome.diagnostics.append(.error("the importer made a chapter for edition '\(chapter.edition)', which is not valid: \(BookBoundary.slugRule)",
                                                  at: SourceLocation(path: path)))
            }
            for chapter in chapters {
                files[chapter.edition, default: [:]][chapter.fileName] = ContentWriter.fileText(for: chapter, sourceFile: "sources/\(source.file)")
            }
        }
        for edition in manifest.editions where files[edition.id] != nil {
            let (frontMatter, body) = Colophon.file(for: edition)
            let chapter = ImportedChapter(edition: edition.id, order: 0, slug: "colophon", frontMatter: frontMatter, body: body)
            files[edition.id]?["colophon.md"] = ContentWriter.fileText(for: chapter, sourceFile: nil)
        }
        if outcome.diagnostics.containsErrors { return outcome }
        let written = ContentWriter(contentDirectory: contentDirectory, displayPrefix: displayPrefix, force: force).write(files)
        return ContentWriter.Outcome(written: written.written, keptEdited: written.keptEdited, removed: written.removed,
                                     diagnostics: outcome.diagnostics + written.diagnostics)
    }

    /// Why a manifest's source file may not be read: a symbolic link, not a plain file, or a path
    /// that leaves `sources/` through a linked folder; nil when it is fine.
    static func sourceFileProblem(_ url: URL, sources: URL) -> String? {
        if let refusal = BookBoundary.refusalToRead(atPath: url.path) { return refusal }
        let resolved = url.resolvingSymlinksInPath().path
        let root = sources.resolvingSymlinksInPath().path
        return resolved.hasPrefix(root + "/") ? nil : "the source file lies outside Content/sources/ (through a linked folder); copy it in"
    }

    /// Imports one file with generic detection only, into `<outputDirectory>/<edition>/`.
    public static func importFile(_ url: URL, format: String, outputDirectory: URL, force: Bool,
                                  displayPath: String, outputDisplayPrefix: String) -> ContentWriter.Outcome {
        let edition = Slug.make(url.deletingPathExtension().lastPathComponent).nonEmpty ?? "imported"
        let entry = SourceEntry(file: url.lastPathComponent, format: format, edition: edition)
        var outcome = ContentWriter.Outcome()
        let (chapters, diagnostics) = run(entry, url: url, displayPath: displayPath)
        outcome.diagnostics = diagnostics
        if diagnostics.containsErrors { return outcome }
        var files: [String: [String: String]] = [:]
        for chapter in chapters {
            files[chapter.edition, default: [:]][chapter.fileName] = ContentWriter.fileText(
                for: chapter, sourceFile: recordedSource(displayPath, file: url, outputDirectory: outputDirectory))
        }
        let written = ContentWriter(contentDirectory: outputDirectory, displayPrefix: outputDisplayPrefix, force: force).write(files)
        outcome.written = written.written
        outcome.keptEdited = written.keptEdited
        outcome.removed = written.removed
        outcome.diagnostics += written.diagnostics
        if !written.diagnostics.containsErrors {
            outcome.diagnostics += registerEdition(edition, title: url.deletingPathExtension().lastPathComponent,
                                                   in: outputDirectory, displayPrefix: outputDisplayPrefix)
        }
        return outcome
    }

    /// The source as the chapters record it: as given on the command line, or, when that is an absolute
    /// path of this machine, relative to the output folder.
    static func recordedSource(_ given: String, file: URL, outputDirectory: URL) -> String {
        guard given.hasPrefix("/") else { return given }
        let target = file.standardizedFileURL.pathComponents
        let base = outputDirectory.standardizedFileURL.pathComponents
        let common = zip(target, base).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
    }

    /// Makes the imported edition buildable: writes a `book.json` naming it when the folder has none,
    /// or says how to add it to an existing one.
    static func registerEdition(_ edition: String, title: String, in folder: URL, displayPrefix: String) -> [Diagnostic] {
        let bookURL = folder.appendingPathComponent("book.json")
        let bookPath = "\(displayPrefix)/book.json"
        guard let data = try? Data(contentsOf: bookURL) else {
            let json = "{\n  \"title\": { \"en\": \(FrontMatter.jsonString(title)) },\n  \"editions\": [\(FrontMatter.jsonString(edition))]\n}\n"
            do {
                try Data(json.utf8).write(to: bookURL)
                return []
            } catch {
                return [.warning("cannot write \(bookPath): \(error.localizedDescription)")]
            }
        }
        let listed = (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["editions"] as? [String] ?? []
        return listed.contains(edition) ? [] : [Diagnostic(.note, "add \"\(edition)\" to \"editions\" to build it into the book", at: SourceLocation(path: bookPath))]
    }

    /// Reads and imports one source.
    static func run(_ entry: SourceEntry, url: URL, displayPath: String) -> ([ImportedChapter], [Diagnostic]) {
        guard let importer = importers[entry.format] else {
            return ([], [.error("unknown format '\(entry.format)'; use one of: \(formatNames.joined(separator: ", "))",
                                at: SourceLocation(path: displayPath))])
        }
        let (text, problem) = SourceReader.read(url, displayPath: displayPath)
        guard let text else { return ([], problem.map { [$0] } ?? []) }
        let result = importer.importSource(SourceInput(path: displayPath, text: text, entry: entry))
        if result.chapters.isEmpty && !result.diagnostics.containsErrors {
            return ([], result.diagnostics + [.error("no chapters found", at: SourceLocation(path: displayPath))])
        }
        return (result.chapters, result.diagnostics)
    }
}

extension String {
    /// nil for an empty string.
    var nonEmpty: String? { isEmpty ? nil : self }
}
