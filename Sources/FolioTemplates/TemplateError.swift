/// A template error, printed compiler-style: "path:line:col: error: message" (column in characters).
/// Errors without a position in a template (an unknown template name, an unreadable file) are at 1:1.
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The template's file path (or its name when it has no file).
    public var path: String
    /// The 1-based line of the offending tag.
    public var line: Int
    /// The 1-based column of the offending tag, in characters.
    public var column: Int
    /// What is wrong, and where possible how to fix it.
    public var message: String

    /// Creates an error at a position of a template.
    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// "path:line:col: error: message".
    public var description: String {
        "\(path):\(line):\(column): error: \(message)"
    }
}

/// All errors found while parsing a set of templates, sorted by path, line and column.
public struct TemplateErrors: Error, Sendable, CustomStringConvertible {
    /// The errors, sorted.
    public var errors: [TemplateError]

    /// Wraps errors, sorting them by path, line and column.
    public init(errors: [TemplateError]) {
        self.errors = errors.sorted { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }
    }

    /// One error per line.
    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
