import FolioCore
import FolioImport
import Foundation

/// `folio import`: the manifest's sources, or one file with `--format`.
enum ImportCommand {
    static func run(_ arguments: [String], in directory: URL, console: Console) throws -> Int32 {
        let parsed = try ParsedArguments.parse(arguments, flagNames: ["force"], optionNames: ["content", "format", "out"])
        if parsed.flags.contains("help") {
            console.out(CommandHelp.importCommand)
            return 0
        }
        let content = resolve(parsed.options["content"] ?? "Content", in: directory)
        let force = parsed.flags.contains("force")
        let outcome: ContentWriter.Outcome
        switch parsed.positionals.count {
        case 0:
            if parsed.options["format"] != nil { throw ParsedArguments.UsageError(message: "--format needs a <file>") }
            outcome = ImportRunner.importManifest(contentDirectory: content, force: force,
                                                  displayPrefix: parsed.options["content"] ?? "Content",
                                                  progress: BuildConsole.progress("importing"))
            BuildConsole.endProgress()
        case 1:
            guard let format = parsed.options["format"] else {
                throw ParsedArguments.UsageError(message: "importing a single file needs --format (\(ImportRunner.allFormatNames.joined(separator: "|")))")
            }
            guard ImportRunner.allFormatNames.contains(format) else {
                throw ParsedArguments.UsageError(message: "unknown format '\(format)'; use one of: \(ImportRunner.allFormatNames.joined(separator: ", "))")
            }
            let file = parsed.positionals[0]
            let out = parsed.options["out"] ?? parsed.options["content"] ?? "Content"
            outcome = format == ImportRunner.markdownBookFormat
                ? ImportRunner.importMarkdownBook(resolve(file, in: directory), outputDirectory: resolve(out, in: directory), force: force,
                                                  displayPath: file, outputDisplayPrefix: out)
                : ImportRunner.importFile(resolve(file, in: directory), format: format,
                                              outputDirectory: resolve(out, in: directory), force: force,
                                              displayPath: file, outputDisplayPrefix: out)
        default:
            throw ParsedArguments.UsageError(message: "too many arguments: \(parsed.positionals.dropFirst().joined(separator: " "))")
        }
        Folio.report(outcome.diagnostics, console: console)
        if outcome.diagnostics.containsErrors {
            console.err("Import failed; nothing was changed.")
            return 1
        }
        var summary = "Imported \(outcome.written.count) files"
        if !outcome.keptEdited.isEmpty { summary += "; kept \(outcome.keptEdited.count) edited by hand (use --force to overwrite)" }
        if !outcome.removed.isEmpty { summary += "; removed \(outcome.removed.count) no longer produced" }
        console.out(summary + ".")
        return 0
    }

    static func resolve(_ path: String, in directory: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
    }
}
