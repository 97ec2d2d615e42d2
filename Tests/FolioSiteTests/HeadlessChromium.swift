import Foundation

/// Headless Chromium for the browser tests: where it is installed, and the DOM of a page after its
/// scripts have run.
enum HeadlessChromium {
    /// The browser's path, or nil when none is installed (`scripts/bootstrap --browser` installs it).
    static var path: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The serialized DOM of `url` once its scripts have run.
    static func dumpDOM(browser: String, url: URL) throws -> String {
        try output(of: browser, ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=10000", "--dump-dom", url.absoluteString])
    }

    /// What `tool` run with `arguments` prints on standard output (standard error is dropped).
    static func output(of tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Opens the page at `page` with a probe script added (in place, under its own name, so that its
    /// relative links hold and the sidebar knows it; the file is put back afterwards) and `query` added
    /// to its address, evaluates each JavaScript expression of `expressions` once the page has loaded and
    /// its scripts have run, and returns their values as JSON texts (`"normal"`, `12`, `true`). With
    /// `width`, the page is laid out in a frame that wide (a headless window is at least 500 pixels).
    /// `setup`, when given, is a script run before the page's own deferred scripts.
    static func probe(browser: String, page: URL, query: String = "", width: Int? = nil, setup: String? = nil,
                      expressions: [String]) throws -> [String] {
        let folder = page.deletingLastPathComponent()
        let name = page.lastPathComponent
        let list = expressions.map { "() => (\($0))" }.joined(separator: ",\n")
        let script = """
            <script>addEventListener('load', () => setTimeout(() => { const values = JSON.stringify([\(list)].map(f => {
            try { return JSON.stringify(f()); } catch (e) { return 'error: ' + e.message; } }));
            if (window.parent !== window) window.parent.postMessage(values, '*'); else document.body.dataset.probe = values; }, 50));</script>
            """
        let original = try Data(contentsOf: page)
        let before = setup.map { "<script>\($0)</script>" } ?? ""
        let html = String(decoding: original, as: UTF8.self).replacingOccurrences(of: "</body>", with: before + script + "</body>")
        try html.write(to: page, atomically: true, encoding: .utf8)
        defer { try? original.write(to: page) }
        let address = name + (query.isEmpty ? "" : "?" + query)
        var opened = folder.appendingPathComponent(name)
        if let width {
            let frame = """
                <!DOCTYPE html><body style="margin:0"><iframe src="\(address)" width="\(width)" height="900" style="border:0"></iframe>
                <script>addEventListener('message', event => { document.body.dataset.probe = event.data; });</script></body>
                """
            opened = folder.appendingPathComponent("frame-\(UUID().uuidString.prefix(8))-" + name)
            try frame.write(to: opened, atomically: true, encoding: .utf8)
        }
        defer { if width != nil { try? FileManager.default.removeItem(at: opened) } }
        var components = URLComponents(url: opened, resolvingAgainstBaseURL: false)!
        if width == nil, !query.isEmpty { components.query = query }
        let dom = try dumpDOM(browser: browser, url: components.url!)
        guard let start = dom.range(of: "data-probe=\"") else { return [] }
        let value = dom[start.upperBound...].prefix { $0 != "\"" }
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return (try? JSONSerialization.jsonObject(with: Data(value.utf8)) as? [String]) ?? []
    }
}
