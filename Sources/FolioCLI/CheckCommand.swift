import FolioCore
import FolioSite
import Foundation

/// `folio check`: loads the book and reports problems without writing anything; exit 1 on errors.
enum CheckCommand {
    static func run(_ arguments: [String], in directory: URL, console: Console) throws -> Int32 {
        let parsed = try ParsedArguments.parse(arguments, flagNames: [], optionNames: ["content", "format"])
        if parsed.flags.contains("help") {
            console.out(CommandHelp.check)
            return 0
        }
        if let extra = parsed.positionals.first { throw ParsedArguments.UsageError(message: "unexpected argument '\(extra)'") }
        let format = parsed.options["format"] ?? "text"
        guard format == "text" || format == "json" else {
            throw ParsedArguments.UsageError(message: "--format must be text or json")
        }
        let content = parsed.options["content"] ?? "Content"
        let result = BookCheck.run(contentDirectory: ImportCommand.resolve(content, in: directory), displayPrefix: content)
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        if format == "json" {
            console.out(json(result.diagnostics))
        } else {
            Folio.report(result.diagnostics, console: console)
            for line in result.summary { console.out(line) }
            let warnings = result.diagnostics.filter { $0.severity == .warning }.count
            console.out("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s").")
        }
        return errors > 0 ? 1 : 0
    }

    /// The diagnostics as a JSON array of `{file, line, column, severity, kind, message}` objects
    /// (`kind` only for diagnostics that have one).
    static func json(_ diagnostics: [Diagnostic]) -> String {
        let objects = diagnostics.map { diagnostic -> String in
            var fields: [String] = []
            if let location = diagnostic.location {
                fields.append("\"file\":\(quoted(location.path))")
                fields.append("\"line\":\(location.line)")
                fields.append("\"column\":\(location.column)")
            }
            fields.append("\"severity\":\(quoted(diagnostic.severity.rawValue))")
            if let kind = diagnostic.kind { fields.append("\"kind\":\(quoted(kind))") }
            fields.append("\"message\":\(quoted(diagnostic.message))")
            return "{" + fields.joined(separator: ",") + "}"
        }
        return "[" + objects.joined(separator: ",\n") + "]"
    }

    private static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}
