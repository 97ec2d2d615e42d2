import FolioCore
import FolioSite
import Foundation

/// `folio serve`: a live preview of the book, rebuilt incrementally as its files change.
enum ServeCommand {
    static func run(_ arguments: [String], in directory: URL, console: Console) throws -> Int32 {
        let parsed = try ParsedArguments.parse(arguments, flagNames: ["open", "verbose"],
                                               optionNames: ["content", "templates", "theme", "port", "host", "base-url", "print-lang", "paper"])
        if parsed.flags.contains("help") {
            console.out(CommandHelp.serve)
            return 0
        }
        if let extra = parsed.positionals.first { throw ParsedArguments.UsageError(message: "unexpected argument '\(extra)'") }
        let port = try parsed.options["port"].map { value -> Int in
            guard let port = Int(value), (0...65535).contains(port) else {
                throw ParsedArguments.UsageError(message: "--port must be a number from 0 to 65535")
            }
            return port
        } ?? 8000
        let host = parsed.options["host"] ?? "127.0.0.1"
        let options = try BuildCommand.siteOptions(parsed, output: "Site", in: directory)
        let timed = ProcessInfo.processInfo.environment["FOLIO_TIMINGS"] != nil
        let preview = LivePreview(options: options, console: console, verbose: parsed.flags.contains("verbose"),
                                  clock: StageClock(recording: timed))
        let bound: Int
        do {
            bound = try preview.start(host: host, port: port)
        } catch {
            console.err("error: cannot serve on \(host):\(port): \(error)")
            return 1
        }
        let shownHost = host == "0.0.0.0" ? "127.0.0.1" : host
        let address = "http://\(shownHost.contains(":") ? "[\(shownHost)]" : shownHost):\(bound)/"
        console.out("Serving \(options.contentDirectory.lastPathComponent)/ at \(address) (watching for changes; Ctrl-C stops)")
        if parsed.flags.contains("open") { openInBrowser(address) }
        while true { sleep(3600) }
    }

    /// Opens `address` in the desktop's browser, where there is one.
    private static func openInBrowser(_ address: String) {
        for opener in ["/usr/bin/xdg-open", "/usr/bin/open"] where FileManager.default.isExecutableFile(atPath: opener) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: opener)
            process.arguments = [address]
            try? process.run()
            return
        }
    }
}
