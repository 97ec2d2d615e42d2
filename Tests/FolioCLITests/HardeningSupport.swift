import XCTest
import FolioCLI

/// A small book in a fresh temporary folder, built and imported with `folio` in-process, for the
/// hardening tests: each reproduces one bad input exactly.
struct ScratchBook {
    let folder: URL
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { url.deleteLastPathComponent() }
        return url
    }()

    /// A book with `book.json` naming `editions` and the chapter files `files` (path under Content/ → text).
    init(editions: [String] = ["ed"], files: [String: String] = ["ed/01-one.md": "---\ntitle_en: One\n---\n\nHello.\n"]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-hardening-\(UUID().uuidString)")
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        let list = editions.map { "\"\($0)\"" }.joined(separator: ", ")
        try write("Content/book.json", "{ \"title\": { \"en\": \"T\" },\n  \"editions\": [\(list)] }\n")
        for (path, text) in files { try write("Content/" + path, text) }
    }

    func url(_ path: String) -> URL { folder.appendingPathComponent(path) }

    func write(_ path: String, _ text: String) throws {
        let url = url(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Plain open/write/close: `Data.write` syncs each file, and a test writes thousands.
        let file = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard file >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(file) }
        let bytes = Array(text.utf8)
        guard bytes.isEmpty || Glibc.write(file, bytes, bytes.count) == bytes.count else { throw CocoaError(.fileWriteUnknown) }
    }

    func read(_ path: String) -> String? {
        (try? Data(contentsOf: url(path))).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(url(path).path, &status) == 0
    }

    /// The names in `path` starting with a dot.
    func hiddenEntries(_ path: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url(path).path)) ?? []).filter { $0.hasPrefix(".") }.sorted()
    }

    /// Runs `folio` with `arguments` in the book's folder (the default theme for builds).
    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        var arguments = arguments
        if arguments.first == "build", !arguments.contains("--theme") { arguments += ["--theme", Self.root.appendingPathComponent("Templates").path] }
        let captured = CapturedConsole()
        let code = Folio.run(arguments, in: folder, console: captured.console)
        return (code, captured.out, captured.err)
    }
}
