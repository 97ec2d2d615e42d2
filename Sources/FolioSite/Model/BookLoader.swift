import FolioCore
import Foundation

/// Loads the whole book from a Content/ folder: `book.json`, then every edition folder it names.
/// Chapters are read and parsed on all cores; the result is in reading order.
public enum BookLoader {
    /// Loads the book under `contentDirectory`; `displayPrefix` is how paths appear in diagnostics.
    /// With `cache`, a chapter file parsed before and not changed since is taken from it, not parsed again.
    public static func load(contentDirectory: URL, displayPrefix: String = "Content", cache: ParsedChapters? = nil) -> (Book?, [Diagnostic]) {
        let manifestURL = contentDirectory.appendingPathComponent("book.json")
        let manifestPath = "\(displayPrefix)/book.json"
        if let refusal = BookBoundary.refusalToRead(atPath: manifestURL.path) {
            return (nil, [.error(refusal, at: SourceLocation(path: manifestPath))])
        }
        guard let data = try? Data(contentsOf: manifestURL) else {
            return (nil, [.error("cannot read the book manifest; create it with a title and the list of editions",
                                 at: SourceLocation(path: manifestPath))])
        }
        let (decoded, problem) = UTF8Text.decode(data, path: manifestPath)
        guard let json = decoded else { return (nil, problem.map { [$0] } ?? []) }
        if let syntaxProblem = strictSyntaxProblem(json, path: manifestPath) { return (nil, [syntaxProblem]) }
        let manifest: BookManifest
        do {
            manifest = try JSONDecoder().decode(BookManifest.self, from: Data(json.utf8))
        } catch {
            return (nil, [.error("invalid book manifest: \(describe(error))", at: SourceLocation(path: manifestPath))])
        }
        var diagnostics = checkEditionIDs(manifest.editions, json: json, path: manifestPath)
        if diagnostics.containsErrors { return (nil, diagnostics) }
        // Files by path, not URL: making a file URL asks the file system whether it is a folder.
        var files: [(edition: String, stem: String, path: String)] = []
        for edition in manifest.editions {
            let folder = contentDirectory.appendingPathComponent(edition)
            let location = BookBoundary.location(ofQuoted: edition, after: "editions", in: json, path: manifestPath)
            if BookBoundary.kind(atPath: folder.path) == .symbolicLink {
                diagnostics.append(.error("edition folder '\(edition)' is a symbolic link; folio reads only folders inside the book", at: location))
                continue
            }
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
                diagnostics.append(.error("edition folder '\(edition)' named in book.json does not exist", at: location))
                continue
            }
            for name in names.sorted() where name.hasSuffix(".md") {
                let shown = "\(displayPrefix)/\(edition)/\(name)"
                if let problem = fileNameProblem(name) ?? BookBoundary.refusalToRead(atPath: folder.path + "/" + name) {
                    diagnostics.append(.error(problem, at: SourceLocation(path: shown.debugDescriptionOfControls)))
                    continue
                }
                files.append((edition, String(name.dropLast(3)), folder.path + "/" + name))
            }
        }
        let results = loadChapters(files, displayPrefix: displayPrefix, cache: cache)
        var chaptersByEdition: [String: [Chapter]] = [:]
        for (chapter, chapterDiagnostics) in results {
            diagnostics += chapterDiagnostics
            if let chapter { chaptersByEdition[chapter.edition, default: []].append(chapter) }
        }
        let editions = manifest.editions.map { assemble(id: $0, chapters: chaptersByEdition[$0] ?? []) }
        return (diagnostics.containsErrors ? nil : Book(manifest: manifest, editions: editions), diagnostics)
    }

    private static func loadChapters(_ files: [(edition: String, stem: String, path: String)],
                                     displayPrefix: String, cache: ParsedChapters?) -> [(Chapter?, [Diagnostic])] {
        cache?.keepOnly(Set(files.map(\.path)))
        return files.concurrentMap { file in
            if let parsed = cache?[file.path] { return parsed }
            let result = loadChapter(file, displayPrefix: displayPrefix)
            cache?[file.path] = result
            return result
        }
    }

    private static func loadChapter(_ file: (edition: String, stem: String, path: String), displayPrefix: String) -> (Chapter?, [Diagnostic]) {
        let path = "\(displayPrefix)/\(file.edition)/\(file.stem).md"
        guard let data = FileManager.default.contents(atPath: file.path) else {
            return (nil, [.error("cannot read file", at: SourceLocation(path: path))])
        }
        let (decoded, problem) = UTF8Text.decode(data, path: path)
        guard let text = decoded else { return (nil, problem.map { [$0] } ?? []) }
        return ChapterLoader.load(text: text, sourcePath: path, edition: file.edition, stem: file.stem)
    }

    /// Groups an edition's chapters into its colophon and parts.
    static func assemble(id: String, chapters: [Chapter]) -> Edition {
        var colophon: Chapter?
        var parts: [Part] = []
        for chapter in chapters {
            switch chapter.kind {
            case .colophon:
                colophon = chapter
            case .part:
                parts.append(Part(page: chapter, chapters: []))
            default:
                if parts.isEmpty { parts.append(Part(page: nil, chapters: [])) }
                parts[parts.count - 1].chapters.append(chapter)
            }
        }
        let title = colophon?.title ?? BilingualText(en: id)
        return Edition(id: id, title: title, colophon: colophon, parts: parts)
    }

    static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): return "missing key '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong type at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        case DecodingError.dataCorrupted(let context): return context.debugDescription
        default: return "\(error)"
        }
    }
}
