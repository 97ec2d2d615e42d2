import FolioCore
import FolioImport
import FolioSite
import Foundation

/// The `folio` command: dispatches to a subcommand and returns the process exit code
/// (0 success, 1 failure, 64 usage error). Output goes through `Console` so tests can capture it.
public enum Folio {
    /// Runs `folio` with `arguments` (without the program name) in `directory`.
    public static func run(_ arguments: [String], in directory: URL, console: Console = .standard) -> Int32 {
        guard let command = arguments.first else {
            console.out(CommandHelp.main)
            return 0
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch command {
            case "import": return try ImportCommand.run(rest, in: directory, console: console)
            case "build": return try BuildCommand.run(rest, in: directory, console: console)
            case "serve": return try ServeCommand.run(rest, in: directory, console: console)
            case "check": return try CheckCommand.run(rest, in: directory, console: console)
            case "images": return try ImagesCommand.run(rest, in: directory, console: console)
            case "epub": return try EPUBCommand.run(rest, in: directory, console: console)
            case "new": return try NewCommand.run(rest, in: directory, console: console)
            case "theme": return try ThemeCommand.run(rest, in: directory, console: console)
            case "help", "--help", "-h":
                guard let topic = rest.first else {
                    console.out(CommandHelp.main)
                    return 0
                }
                guard let text = CommandHelp.text(for: topic) else {
                    throw ParsedArguments.UsageError(message: "unknown subcommand '\(topic)'")
                }
                console.out(text)
                return 0
            default:
                throw ParsedArguments.UsageError(message: "unknown subcommand '\(command)'")
            }
        } catch let error as ParsedArguments.UsageError {
            let topic = ["import", "build", "serve", "check", "images", "epub", "new", "theme"].contains(command) ? " \(command)" : ""
            console.err("Error: \(error.message)\nUsage: \(usageLine(command))\nSee 'folio help\(topic)'.")
            return 64
        } catch {
            console.err("Error: \(error)")
            return 1
        }
    }

    private static func usageLine(_ command: String) -> String {
        switch command {
        case "import": return "folio import [<file> --format <format>] [--content <dir>] [--out <dir>] [--force]"
        case "build": return "folio build [--content <dir>] [--templates <dir>] [--out <dir>] [--base-url <url>]"
        case "serve": return "folio serve [--port <n>] [--host <addr>] [--open] [--content <dir>] [--templates <dir>]"
        case "check": return "folio check [--content <dir>] [--format text|json]"
        case "images": return "folio images [--content <dir>] [--max-size <size>] [--timeout <seconds>] [--refresh]"
        case "epub": return "folio epub [--content <dir>] [--out <file>] [--lang en|zh|both]"
        case "new": return "folio new <dir> [--title <title>] [--lang zh|en|both]"
        case "theme": return "folio theme <dir>"
        default: return "folio <subcommand> [options]"
        }
    }

    /// Prints diagnostics once, errors and warnings alike, then says how many there were.
    static func report(_ diagnostics: [Diagnostic], console: Console) {
        for diagnostic in diagnostics { console.err(diagnostic.description) }
    }
}

/// Where the command writes: standard output and standard error, or buffers in tests.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.err = err
    }

    /// The process's standard output and standard error, each line written as it comes (a live
    /// preview's lines show at once, also through a pipe).
    public static let standard = Console(
        out: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
        err: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
}
