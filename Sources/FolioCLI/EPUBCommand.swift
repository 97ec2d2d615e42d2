import FolioCore
import FolioSite
import Foundation

/// `folio epub`: the whole book as one EPUB 3 file.
enum EPUBCommand {
    static func run(_ arguments: [String], in directory: URL, console: Console) throws -> Int32 {
        let parsed = try ParsedArguments.parse(arguments, flagNames: [], optionNames: ["content", "out", "lang"])
        if parsed.flags.contains("help") {
            console.out(CommandHelp.epub)
            return 0
        }
        if let extra = parsed.positionals.first { throw ParsedArguments.UsageError(message: "unexpected argument '\(extra)'") }
        var language = PrintLanguage.both
        if let value = parsed.options["lang"] {
            guard let chosen = PrintLanguage(rawValue: value) else { throw ParsedArguments.UsageError(message: "--lang must be en, zh or both") }
            language = chosen
        }
        let out = parsed.options["out"] ?? "book.epub"
        guard out.hasSuffix(".epub") else { throw ParsedArguments.UsageError(message: "--out must name a .epub file") }
        let contentName = parsed.options["content"] ?? "Content"
        let started = Date()
        let report = EPUBBuilder.build(contentDirectory: ImportCommand.resolve(contentName, in: directory),
                                       language: language.language, displayPrefix: contentName)
        Folio.report(report.diagnostics, console: console)
        guard let bytes = report.bytes else {
            console.err("EPUB not written; \(out) was left as it was.")
            return 1
        }
        let target = ImportCommand.resolve(out, in: directory)
        do {
            try Data(bytes).write(to: target, options: .atomic)
        } catch {
            console.err("Error: cannot write \(out): \(error.localizedDescription)")
            return 1
        }
        let seconds = Date().timeIntervalSince(started)
        let remote = report.remoteOnlyCount > 0 ? ", \(report.remoteOnlyCount) remote-only shown as text (run 'folio images')" : ""
        console.out("Wrote \(out): \(report.documentCount) documents, \(report.imageCount) images\(remote); "
                    + "\(bytes.count / 1024) KB in \(String(format: "%.2f", seconds)) s.")
        return 0
    }
}
