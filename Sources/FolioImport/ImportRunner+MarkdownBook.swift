import FolioCore
import Foundation

extension ImportRunner {
    /// The format name of a Markdown book folder (mdBook or GitBook).
    public static let markdownBookFormat = "markdown-book"

    /// Every format `folio import <path> --format` takes: the single-file importers and Markdown books.
    public static var allFormatNames: [String] { (formatNames + [markdownBookFormat]).sorted() }

    /// Imports the mdBook or GitBook book in `folder` as one edition under `outputDirectory`, with
    /// its images, and names the edition in `book.json` (writing one when there is none). A file
    /// given instead (`SUMMARY.md`, `book.toml`) stands for the folder it is in.
    public static func importMarkdownBook(_ folder: URL, outputDirectory: URL, force: Bool,
                                          displayPath: String, outputDisplayPrefix: String) -> ContentWriter.Outcome {
        var isFolder: ObjCBool = true
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
            let parent = (displayPath as NSString).deletingLastPathComponent
            return importMarkdownBook(folder.deletingLastPathComponent(), outputDirectory: outputDirectory, force: force,
                                      displayPath: parent.isEmpty ? "." : parent, outputDisplayPrefix: outputDisplayPrefix)
        }
        let book = MarkdownBookImport(folder: folder, displayPath: displayPath)
        var outcome = ContentWriter.Outcome(diagnostics: book.diagnostics)
        if book.diagnostics.containsErrors { return outcome }
        if book.chapters.isEmpty {
            outcome.diagnostics.append(.error("no chapters found", at: SourceLocation(path: displayPath)))
            return outcome
        }
        var files: [String: String] = [:]
        for chapter in book.chapters {
            let source = book.sources[chapter.fileName].map { displayPath.hasSuffix("/") ? displayPath + $0 : displayPath + "/" + $0 }
            files[chapter.fileName] = ContentWriter.fileText(for: chapter, sourceFile: source)
        }
        if let colophon = book.colophon { files["colophon.md"] = ContentWriter.fileText(for: colophon, sourceFile: nil) }
        let written = ContentWriter(contentDirectory: outputDirectory, displayPrefix: outputDisplayPrefix, force: force)
            .write([book.edition: files])
        outcome.written = written.written
        outcome.keptEdited = written.keptEdited
        outcome.removed = written.removed
        outcome.diagnostics += written.diagnostics
        guard !written.diagnostics.containsErrors else { return outcome }
        let editionFolder = outputDirectory.appendingPathComponent(book.edition)
        for image in book.images {
            let target = editionFolder.appendingPathComponent(image.path)
            do {
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contentsOf: image.source).write(to: target, options: .atomic)
                outcome.written.append("\(outputDisplayPrefix)/\(book.edition)/\(image.path)")
            } catch {
                outcome.diagnostics.append(.warning("cannot copy the image: \(error.localizedDescription)",
                                                    at: SourceLocation(path: "\(outputDisplayPrefix)/\(book.edition)/\(image.path)")))
            }
        }
        if FileManager.default.fileExists(atPath: outputDirectory.appendingPathComponent("book.json").path) {
            outcome.diagnostics += registerEdition(book.edition, title: book.title, in: outputDirectory, displayPrefix: outputDisplayPrefix)
        } else {
            let key = book.title.containsHan ? "zh" : "en"
            let json = "{\n  \"title\": { \"\(key)\": \(FrontMatter.jsonString(book.title)) },\n  \"editions\": [\(FrontMatter.jsonString(book.edition))]\n}\n"
            do {
                try Data(json.utf8).write(to: outputDirectory.appendingPathComponent("book.json"))
            } catch {
                outcome.diagnostics.append(.warning("cannot write \(outputDisplayPrefix)/book.json: \(error.localizedDescription)"))
            }
        }
        return outcome
    }
}
