import FolioImport
import Foundation

/// `folio new DIR`: starts a book in a new or empty folder.
enum NewCommand {
    static func run(_ arguments: [String], in directory: URL, console: Console) throws -> Int32 {
        let parsed = try ParsedArguments.parse(arguments, flagNames: [], optionNames: ["title", "lang"])
        if parsed.flags.contains("help") {
            console.out(CommandHelp.new)
            return 0
        }
        guard parsed.positionals.count == 1, let folder = parsed.positionals.first else {
            throw ParsedArguments.UsageError(message: parsed.positionals.isEmpty ? "missing <dir>" : "too many arguments")
        }
        var languages = NewBook.Languages.both
        if let value = parsed.options["lang"] {
            guard let chosen = NewBook.Languages(rawValue: value) else {
                throw ParsedArguments.UsageError(message: "--lang must be zh, en or both")
            }
            languages = chosen
        }
        let url = ImportCommand.resolve(folder, in: directory)
        let title = parsed.options["title"] ?? url.standardizedFileURL.lastPathComponent
        let written = try NewBook.create(in: url, title: title, languages: languages)
        console.out("Started '\(title)' in \(folder)/ (\(written.count) files). Build it with: cd \(folder) && folio build")
        return 0
    }
}
