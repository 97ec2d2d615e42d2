import FolioSite
import Foundation

/// `folio theme DIR`: writes the built-in theme out, to customise it.
enum ThemeCommand {
    static func run(_ arguments: [String], in directory: URL, console: Console) throws -> Int32 {
        let parsed = try ParsedArguments.parse(arguments, flagNames: [], optionNames: [])
        if parsed.flags.contains("help") {
            console.out(CommandHelp.theme)
            return 0
        }
        guard parsed.positionals.count == 1, let folder = parsed.positionals.first else {
            throw ParsedArguments.UsageError(message: parsed.positionals.isEmpty ? "missing <dir>" : "too many arguments")
        }
        let written = try BuiltInTheme.write(to: ImportCommand.resolve(folder, in: directory))
        console.out("Wrote the built-in theme (\(written.count) files) into \(folder)/. "
                    + "Keep the files you change: 'folio build' takes them from Templates/ (or --templates \(folder)) over the built-in ones.")
        return 0
    }

    /// The book's own theme folder: `--templates DIR` when given, else `Templates/` when it exists.
    static func bookTheme(_ option: String?, in directory: URL) -> URL? {
        if let option { return ImportCommand.resolve(option, in: directory) }
        let templates = directory.appendingPathComponent("Templates")
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: templates.path, isDirectory: &isFolder) && isFolder.boolValue ? templates : nil
    }
}
