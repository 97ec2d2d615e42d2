import FolioCore
import FolioSite
import Foundation

/// `folio images`: downloads the remote images the chapters reference into `Content/images/`, so
/// builds and the EPUB use local copies. The Markdown is not changed.
enum ImagesCommand {
    static func run(_ arguments: [String], in directory: URL, console: Console) throws -> Int32 {
        let parsed = try ParsedArguments.parse(arguments, flagNames: ["refresh"], optionNames: ["content", "max-size", "timeout"])
        if parsed.flags.contains("help") {
            console.out(CommandHelp.images)
            return 0
        }
        if let extra = parsed.positionals.first { throw ParsedArguments.UsageError(message: "unexpected argument '\(extra)'") }
        var maxBytes = 20 * 1024 * 1024
        if let value = parsed.options["max-size"] {
            guard let bytes = byteCount(value) else {
                throw ParsedArguments.UsageError(message: "--max-size must be a size such as 20MB, 500KB or 1048576")
            }
            maxBytes = bytes
        }
        var timeout: TimeInterval = 15
        if let value = parsed.options["timeout"] {
            guard let seconds = TimeInterval(value), seconds > 0 else { throw ParsedArguments.UsageError(message: "--timeout must be a number of seconds") }
            timeout = seconds
        }
        let contentName = parsed.options["content"] ?? "Content"
        let content = ImportCommand.resolve(contentName, in: directory)
        let (bookOrNil, bookDiagnostics) = BookLoader.load(contentDirectory: content, displayPrefix: contentName)
        let (index, indexDiagnostics) = ImageIndex.load(contentDirectory: content)
        guard let book = bookOrNil, !indexDiagnostics.containsErrors else {
            Folio.report(bookDiagnostics + indexDiagnostics, console: console)
            return 1
        }
        let store = ImageStore(contentDirectory: content)
        let fetch = ImageFetch(store: store, downloader: ImageDownloader(maxBytes: maxBytes, timeout: timeout),
                               refresh: parsed.flags.contains("refresh"))
        let onTerminal = isatty(STDERR_FILENO) != 0
        let report = fetch.run(book.remoteImages, index: index) { done, total in
            guard onTerminal else { return }
            FileHandle.standardError.write(Data("\rimages: \(done)/\(total)".utf8))
        }
        if onTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        do {
            if report.index != index || !FileManager.default.fileExists(atPath: store.folder.appendingPathComponent(ImageIndex.fileName).path),
               !report.index.images.isEmpty {
                try store.write(report.index)
            }
        } catch {
            console.err("Error: cannot write \(contentName)/\(ImageIndex.folderName)/\(ImageIndex.fileName): \(error.localizedDescription)")
            return 1
        }
        Folio.report(bookDiagnostics + report.diagnostics, console: console)
        console.out("Images: \(report.downloaded) downloaded, \(report.held) already held, \(report.failed) failed"
                    + " (\(contentName)/\(ImageIndex.folderName)/).")
        return 0
    }

    /// `20MB`, `500KB`, `1048576` as bytes.
    static func byteCount(_ text: String) -> Int? {
        let upper = text.uppercased()
        for (suffix, factor) in [("MB", 1024 * 1024), ("KB", 1024), ("B", 1)] where upper.hasSuffix(suffix) {
            return Int(upper.dropLast(suffix.count)).flatMap { $0 > 0 ? $0 * factor : nil }
        }
        return Int(upper).flatMap { $0 > 0 ? $0 : nil }
    }
}
