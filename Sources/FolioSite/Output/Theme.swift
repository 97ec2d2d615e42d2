import FolioCore
import FolioTemplates
import Foundation

/// The templates and static assets of the site: the built-in theme (or a `--theme` folder), overridden
/// file by file by the book's own theme folder (`Templates/` or `--templates`).
struct Theme: Sendable {
    let templates: TemplateLibrary
    /// Asset files (CSS, JS, fonts) with their paths under `assets/`.
    let assets: [SiteFile]

    static func load(_ options: SiteOptions) -> (theme: Theme?, diagnostics: [Diagnostic]) {
        do {
            var library = try options.templatesDirectory.map { try TemplateLibrary.load(directory: $0) } ?? BuiltInTheme.templates()
            var assets = try options.templatesDirectory.map { try readAssets($0.appendingPathComponent("assets")) } ?? BuiltInTheme.assets
            if let overrides = options.overrideTemplatesDirectory {
                library = library.overriding(with: try TemplateLibrary.load(directory: overrides))
                let extra = try readAssets(overrides.appendingPathComponent("assets"))
                let replaced = Set(extra.map(\.path))
                assets = assets.filter { !replaced.contains($0.path) } + extra
            }
            for required in ["chapter", "index", "edition", "toc", "404"] where !library.contains(required) {
                return (nil, [.error("the theme has no template '\(required).mustache'",
                                     at: SourceLocation(path: themePath(options)))])
            }
            let missing = library.missingPartials().map {
                Diagnostic.warning($0.message, at: SourceLocation(path: $0.path, line: $0.line, column: $0.column))
            }
            return (Theme(templates: library, assets: assets.sorted { $0.path < $1.path }), missing)
        } catch let errors as TemplateErrors {
            return (nil, errors.errors.map {
                .error($0.message, at: SourceLocation(path: $0.path, line: $0.line, column: $0.column))
            })
        } catch {
            return (nil, [.error("cannot read templates: \(error)", at: SourceLocation(path: themePath(options)))])
        }
    }

    /// How the base theme is named in messages.
    private static func themePath(_ options: SiteOptions) -> String {
        options.templatesDirectory?.path ?? "(built-in theme)"
    }

    /// The files under `folder`; throws for a symbolic link or a file name holding a line break
    /// (a theme is read only from files inside its folder).
    private static func readAssets(_ folder: URL) throws -> [SiteFile] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var files: [SiteFile] = []
        for case let path as String in enumerator {
            let url = folder.appendingPathComponent(path)
            if let problem = BookBoundary.refusalToRead(atPath: url.path).flatMap({ BookBoundary.kind(atPath: url.path) == .folder ? nil : $0 })
                ?? (BookBoundary.hasControlCharacters(path) ? "the file name holds a line break or another control character; rename the file" : nil) {
                throw TemplateErrors(errors: [TemplateError(path: url.path, line: 1, column: 1, message: problem)])
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  !path.hasPrefix("."), let data = try? Data(contentsOf: url) else { continue }
            files.append(SiteFile(path: "assets/" + path, data: data))
        }
        return files
    }
}
