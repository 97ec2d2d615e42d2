import Foundation

/// Parsed templates by name; partials and parents ({{> name}}, {{< name}}) are looked up by name here.
public struct TemplateLibrary: Sendable {
    /// The parsed templates by name.
    private var templates: [String: ParsedTemplate]

    /// Parses every template once. `templates` maps a name (e.g. "layout", "partials/nav") to its source;
    /// `paths` optionally maps a name to the file path used in errors (default: the name).
    /// Throws `TemplateErrors` (all errors of all templates, sorted) when any template is malformed.
    public init(templates: [String: String], paths: [String: String] = [:]) throws {
        var parsed: [String: ParsedTemplate] = [:]
        var errors: [TemplateError] = []
        for (name, source) in templates {
            switch TemplateParser.parse(source, name: name, path: paths[name] ?? name) {
            case .success(let template): parsed[name] = template
            case .failure(let failure): errors += failure.errors
            }
        }
        guard errors.isEmpty else { throw TemplateErrors(errors: errors) }
        self.templates = parsed
    }

    /// Loads every `*.mustache` file under `directory` (recursively); name = relative path without extension
    /// ("partials/nav" for `partials/nav.mustache`). Throws `TemplateErrors` naming the files by their full
    /// paths (also for a missing folder or a file that is not UTF-8).
    public static func load(directory: URL) throws -> TemplateLibrary {
        let root = directory.standardizedFileURL
        var sources: [String: String] = [:]
        var paths: [String: String] = [:]
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue,
              let relativePaths = FileManager.default.enumerator(atPath: root.path)
        else {
            throw TemplateErrors(errors: [TemplateError(path: root.path, line: 1, column: 1, message: "templates folder not found")])
        }
        for case let relative as String in relativePaths where relative.hasSuffix(".mustache") {
            let file = root.appendingPathComponent(relative)
            let name = String(relative.dropLast(".mustache".count))
            if (try? FileManager.default.attributesOfItem(atPath: file.path)[.type] as? FileAttributeType) == .typeSymbolicLink {
                throw TemplateErrors(errors: [TemplateError(path: file.path, line: 1, column: 1,
                                                            message: "the template is a symbolic link; templates are read only from files inside the theme folder")])
            }
            do {
                let text = try String(contentsOf: file, encoding: .utf8)
                sources[name] = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text  // a byte order mark is not content
            } catch {
                let (line, column) = (try? Data(contentsOf: file)).map(Self.firstInvalidUTF8) ?? (1, 1)
                throw TemplateErrors(errors: [TemplateError(path: file.path, line: line, column: column,
                                                            message: "cannot read the template as UTF-8 text: save it as UTF-8")])
            }
            paths[name] = file.path
        }
        return try TemplateLibrary(templates: sources, paths: paths)
    }

    /// The line and column (in scalars) of the first byte of `data` that is not valid UTF-8.
    static func firstInvalidUTF8(_ data: Data) -> (line: Int, column: Int) {
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var (line, column) = (1, 1)
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            if scalar == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
        }
        return (line, column)
    }

    /// Merges: templates of `overrides` replace same-named ones of self (for a user's --templates folder).
    public func overriding(with overrides: TemplateLibrary) -> TemplateLibrary {
        var merged = self
        merged.templates.merge(overrides.templates) { _, override in override }
        return merged
    }

    /// The parsed template called `name`.
    func template(named name: String) -> ParsedTemplate? {
        templates[name]
    }

    /// True when a template of that name exists.
    public func contains(_ name: String) -> Bool {
        templates[name] != nil
    }

    /// The names of all templates, sorted.
    public var names: [String] {
        templates.keys.sorted()
    }

    /// Renders template `name` with `context`. Throws TemplateError for an unknown template name.
    public func render(_ name: String, _ context: TemplateValue) throws -> String {
        String(decoding: try renderUTF8(name, context), as: UTF8.self)
    }

    /// `render(_:_:)` as UTF-8 bytes, for writing without making a String first.
    public func renderUTF8(_ name: String, _ context: TemplateValue) throws -> [UInt8] {
        var (template, renderer) = try prepare(name, context)
        try renderer.render(template.nodes)
        return renderer.output
    }

    /// `render(_:_:)` as UTF-8 bytes in consecutive parts: one for most pages, parts of about a
    /// megabyte for a page that shows large deferred texts (written one after the other, a large page
    /// is never copied into one buffer).
    public func renderParts(_ name: String, _ context: TemplateValue) throws -> [[UInt8]] {
        final class Parts { var items: [[UInt8]] = [] }
        let parts = Parts()
        try render(name, context, streamingTo: { parts.items.append($0) })
        return parts.items
    }

    /// `renderParts(_:_:)` passing each part to `write` as soon as it is made, so that a page of
    /// many megabytes (the print page) is never held in memory whole.
    public func render(_ name: String, _ context: TemplateValue, streamingTo write: @escaping ([UInt8]) throws -> Void) throws {
        var (template, renderer) = try prepare(name, context)
        renderer.flush = write
        try renderer.render(template.nodes)
        try write(renderer.output)
    }

    /// Template `name` and a renderer for it with `context`.
    private func prepare(_ name: String, _ context: TemplateValue) throws -> (ParsedTemplate, TemplateRenderer) {
        guard let template = templates[name] else {
            throw TemplateError(path: name, line: 1, column: 1, message: "no template named '\(name)'")
        }
        var renderer = TemplateRenderer(templates: templates, context: context, path: template.path)
        renderer.output.reserveCapacity(16 * 1024)  // most pages fit: one allocation instead of a dozen
        return (template, renderer)
    }
}
