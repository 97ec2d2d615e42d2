import FolioCore
import FolioSite
import Foundation

/// `folio build`: Content/ → Site/.
enum BuildCommand {
    static func run(_ arguments: [String], in directory: URL, console: Console) throws -> Int32 {
        let parsed = try ParsedArguments.parse(arguments, flagNames: ["verbose"],
                                               optionNames: ["content", "templates", "theme", "out", "base-url", "print-lang", "paper"])
        if parsed.flags.contains("help") {
            console.out(CommandHelp.build)
            return 0
        }
        if let extra = parsed.positionals.first { throw ParsedArguments.UsageError(message: "unexpected argument '\(extra)'") }
        let out = parsed.options["out"] ?? "Site"
        if out.trimmingCharacters(in: .whitespaces).isEmpty { throw ParsedArguments.UsageError(message: "--out needs a folder name") }
        let options = try siteOptions(parsed, output: out, in: directory)
        let timed = ProcessInfo.processInfo.environment["FOLIO_TIMINGS"] != nil
        let clock = StageClock(recording: timed, onStage: BuildConsole.progress())
        let report = SiteBuilder.build(options, clock: clock)
        BuildConsole.endProgress()
        if timed { console.err("timings:\n" + clock.summary) }
        BuildConsole.report(report.diagnostics, verbose: parsed.flags.contains("verbose"), console: console)
        guard report.succeeded else {
            console.err("Build failed; \(out.hasSuffix("/") ? out : out + "/") was left as it was.")
            return 1
        }
        let warnings = report.diagnostics.filter { $0.severity == .warning }.count
        console.out("Built \(report.pageCount) pages (\(report.fileCount) files) into \(out)/" + (warnings > 0 ? " with \(warnings) warning\(warnings == 1 ? "" : "s")." : "."))
        return 0
    }

    /// The site options the arguments give (shared by `build` and `serve`), writing to `output`.
    static func siteOptions(_ parsed: ParsedArguments, output: String, in directory: URL) throws -> SiteOptions {
        var printLanguage = PrintLanguage.both
        if let value = parsed.options["print-lang"] {
            guard let language = PrintLanguage(rawValue: value) else {
                throw ParsedArguments.UsageError(message: "--print-lang must be en, zh or both")
            }
            printLanguage = language
        }
        var paper = PaperSize.a4
        if let value = parsed.options["paper"] {
            guard let size = PaperSize(rawValue: value.lowercased()) else {
                throw ParsedArguments.UsageError(message: "--paper must be a4 or letter")
            }
            paper = size
        }
        if let base = parsed.options["base-url"], !(base.hasPrefix("http://") || base.hasPrefix("https://")) {
            throw ParsedArguments.UsageError(message: "--base-url must start with http:// or https://")
        }
        return SiteOptions(
            contentDirectory: ImportCommand.resolve(parsed.options["content"] ?? "Content", in: directory),
            templatesDirectory: parsed.options["theme"].map { ImportCommand.resolve($0, in: directory) },
            overrideTemplatesDirectory: ThemeCommand.bookTheme(parsed.options["templates"], in: directory),
            outputDirectory: ImportCommand.resolve(output, in: directory),
            baseURL: parsed.options["base-url"], printLanguage: printLanguage, paper: paper)
    }
}
