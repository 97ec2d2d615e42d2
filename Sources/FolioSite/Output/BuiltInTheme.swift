import FolioCore
import FolioTemplates
import Foundation

/// The default theme, built into the executable (generated from Templates/ by `scripts/embed-theme`),
/// so `folio build` works in any folder. A book's own theme folder overrides it file by file.
public enum BuiltInTheme {
    /// The theme's files by path inside the theme folder (`chapter.mustache`, `assets/folio.css`).
    public static let files: [(path: String, data: Data)] = encodedFiles.map { file in
        guard let data = Data(base64Encoded: file.base64) else {
            preconditionFailure("BuiltInTheme+Files.swift holds invalid base64 for \(file.path); run scripts/embed-theme")
        }
        return (file.path, data)
    }

    /// The theme's templates, named as in a folder (`partials/nav` for `partials/nav.mustache`);
    /// errors name them `(built-in theme)/<path>`.
    static func templates() throws -> TemplateLibrary {
        var sources: [String: String] = [:]
        var paths: [String: String] = [:]
        for file in files where file.path.hasSuffix(".mustache") {
            let name = String(file.path.dropLast(".mustache".count))
            sources[name] = String(decoding: file.data, as: UTF8.self)
            paths[name] = "(built-in theme)/" + file.path
        }
        return try TemplateLibrary(templates: sources, paths: paths)
    }

    /// The theme's asset files, at their paths in the site (`assets/folio.css`).
    static var assets: [SiteFile] {
        files.filter { $0.path.hasPrefix("assets/") }.map { SiteFile(path: $0.path, data: $0.data) }
    }

    /// Writes the theme's files into `folder` (made if needed), for customising; returns their paths
    /// relative to it. Refuses a folder that already holds files.
    public static func write(to folder: URL) throws -> [String] {
        let manager = FileManager.default
        if let existing = try? manager.contentsOfDirectory(atPath: folder.path), !existing.isEmpty {
            throw ThemeFolderError(message: "\(folder.standardizedFileURL.path) is not empty; choose a new or empty folder")
        }
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.data.write(to: url)
        }
        return files.map(\.path)
    }

    /// Why the theme could not be written out.
    public struct ThemeFolderError: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }
}
