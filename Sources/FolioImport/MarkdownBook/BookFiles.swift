import FolioCore
import Foundation

/// Reads the files of a book folder by book-relative path. Only regular files are read: a symbolic
/// link is not followed out of the book.
struct BookFiles {
    let folder: URL
    /// How the folder appears in messages.
    let displayPath: String

    /// The path shown in messages for a book-relative path.
    func display(_ path: String) -> String {
        displayPath.hasSuffix("/") ? displayPath + path : displayPath + "/" + path
    }

    /// The file's URL.
    func url(_ path: String) -> URL {
        folder.appendingPathComponent(path)
    }

    /// Whether `path` is a regular file (not a folder, not a symbolic link).
    func isFile(_ path: String) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url(path).path)
        return attributes?[.type] as? FileAttributeType == .typeRegular
    }

    /// `path` when it is a regular file of the book, else nil.
    func existing(_ path: String?) -> String? {
        path.flatMap { isFile($0) ? $0 : nil }
    }

    /// The UTF-8 text of `path`; problems become diagnostics (errors when `required`, else warnings).
    func text(_ path: String, _ diagnostics: inout [Diagnostic], required: Bool) -> String? {
        let (text, problem) = SourceReader.read(url(path), displayPath: display(path))
        if var problem {
            if !required { problem.severity = .warning }
            diagnostics.append(problem)
        }
        return text
    }

    /// The book's configuration and its summary's path: mdBook's `book.toml` (pages in `src/`),
    /// GitBook's `book.json` (pages in its `root`), else `src/SUMMARY.md` or `SUMMARY.md`.
    func locateSummary(_ diagnostics: inout [Diagnostic]) -> (MarkdownBookConfig, String)? {
        var config = MarkdownBookConfig()
        if isFile("book.toml"), let text = text("book.toml", &diagnostics, required: true) {
            config = MarkdownBookConfig.fromTOML(text)
        } else if isFile("book.json"), let text = text("book.json", &diagnostics, required: true) {
            guard let parsed = MarkdownBookConfig.fromJSON(text) else {
                diagnostics.append(.error("book.json is not a JSON object", at: SourceLocation(path: display("book.json"))))
                return nil
            }
            config = parsed
        } else if isFile("src/SUMMARY.md") {
            config.root = "src"
            config.readme = nil
        }
        let summary = [config.root, config.summary].filter { !$0.isEmpty }.joined(separator: "/")
        guard isFile(summary) else {
            if isFile("LANGS.md") {
                diagnostics.append(.error("a book in several languages (LANGS.md): import each language's folder on its own, as one edition each",
                                          at: SourceLocation(path: display("LANGS.md"))))
                return nil
            }
            diagnostics.append(.error("no \(summary) here: an mdBook or GitBook book has a SUMMARY.md listing its chapters",
                                      at: SourceLocation(path: display(summary))))
            return nil
        }
        return (config, summary)
    }
}
