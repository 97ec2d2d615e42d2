import FolioServe
import XCTest

/// The live script in headless Chromium against the real server. The pages report what they see
/// by requesting `/_probe/…` addresses, which the server's log hook collects.
final class LiveScriptBrowserTests: XCTestCase {
    private static var browser: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// A page that reports its version once loaded; once an overlay shows, it reports the overlay's
    /// text and how many elements that text became, then dismisses it and reports whether it left.
    private static func page(_ version: String) -> [UInt8] {
        Array("""
        <!DOCTYPE html><html><head><title>t</title></head><body><p id="version">\(version)</p>
        <script>
        new Image().src = '/_probe/loaded?version=\(version)';
        var probeTimer = setInterval(function () {
          var host = document.querySelector('folio-live-overlay');
          var pre = host && host.shadowRoot && host.shadowRoot.querySelector('pre');
          if (!pre) return;
          clearInterval(probeTimer);
          new Image().src = '/_probe/shown?version=\(version)&elements=' + pre.children.length +
            '&text=' + encodeURIComponent(pre.textContent);
          host.shadowRoot.querySelector('button').click();
          new Image().src = '/_probe/dismissed?gone=' + !document.querySelector('folio-live-overlay');
        }, 20);
        </script></body></html>
        """.utf8)
    }

    /// Opens the site's index page in the browser and returns the server's log lines (page, event
    /// stream and probe requests) once `isDone` holds for them (or after 30 s). `onLine` sees each
    /// line as it is logged, on the connection's thread.
    /// With `restartWith`, the server is stopped once the page's script has connected, and a new
    /// one serving that site started on the same port.
    private func browse(_ site: ServedSite, restartWith newSite: ServedSite? = nil,
                        onLine: @escaping @Sendable (String, [String]) -> Void = { _, _ in },
                        until isDone: ([String]) -> Bool) throws -> [String] {
        guard let browser = Self.browser else { throw XCTSkip("Chromium is not installed (scripts/bootstrap --browser installs it)") }
        let lines = Failures()
        let servers = Servers()
        let log: @Sendable (String) -> Void = { line in
            guard line.hasPrefix("GET /_probe/") || line.hasPrefix("GET /_folio/events") || line.hasPrefix("GET / ") else { return }
            lines.add(line)
            onLine(line, lines.all)
            // (Once the stream has begun: a request cut before its response is retried by the
            // browser on a new connection, unseen by the page.)
            if let newSite, line.hasPrefix("GET /_folio/events"), servers.count == 1 {
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { servers.restart(with: newSite) }
            }
        }
        let port = try servers.start(site, log: log)
        defer { servers.stopAll() }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("folio-live-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        // (A debugging port keeps a headless browser open on the page until it is terminated.)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-port=0",
                             "--user-data-dir=" + profile.path, "http://127.0.0.1:\(port)/"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        XCTAssertTrue(waitUntil(timeout: 30) { isDone(lines.all) }, "\(lines.all)")
        return lines.all
    }

    func testPageReloadsOnANewGenerationThenShowsAndDismissesTheOverlay() throws {
        let site = ServedSite()
        site.publish(["index.html": Self.page("first")])
        let lines = try browse(site, onLine: { line, all in
            guard line.hasPrefix("GET /_folio/events") else { return }
            let streams = all.filter { $0.hasPrefix("GET /_folio/events") }.count
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) {  // after the stream's first state
                if streams == 1 { site.publish(["index.html": Self.page("second")]) }
                if streams == 2 { site.update(changing: [:], overlay: "Content/a.md:1:1: error: <b>bad</b>") }
            }
        }, until: { $0.contains { $0.hasPrefix("GET /_probe/dismissed") } })
        let shown = lines.first { $0.hasPrefix("GET /_probe/shown") } ?? ""
        XCTAssertTrue(shown.hasPrefix("GET /_probe/shown?version=second&elements=0&text=Content%2Fa.md%3A1%3A1%3A%20error%3A%20%3Cb%3Ebad%3C%2Fb%3E "), shown)
        XCTAssertTrue(lines.contains { $0.hasPrefix("GET /_probe/dismissed?gone=true ") }, "\(lines)")
        XCTAssertEqual(lines.filter { $0.hasPrefix("GET /_folio/events") }.count, 3, "one stream per load: first, second, second with the overlay")
    }

    func testPageRebuiltBeforeItsScriptConnectedStillReloads() throws {
        let site = ServedSite()
        site.publish(["index.html": Self.page("first")])
        let lines = try browse(site, onLine: { line, all in
            // The site changes right after the first page is served, before its script connects:
            // the stream's first state is already newer than the page (known from Server-Timing).
            if line.hasPrefix("GET / ") && all.filter({ $0.hasPrefix("GET / ") }).count == 1 {
                site.publish(["index.html": Self.page("second")])
            }
        }, until: { $0.contains { $0.hasPrefix("GET /_probe/loaded?version=second") } })
        XCTAssertTrue(lines.contains { $0.hasPrefix("GET /_probe/loaded?version=first") }, "\(lines)")
    }

    func testPageReloadsWhenTheServerRestarts() throws {
        let site = ServedSite(), restarted = ServedSite()
        site.publish(["index.html": Self.page("first")])
        restarted.publish(["index.html": Self.page("second")])  // the same generation number, 1
        let lines = try browse(site, restartWith: restarted, until: { $0.contains { $0.hasPrefix("GET /_probe/loaded?version=second") } })
        XCTAssertTrue(lines.contains { $0.hasPrefix("GET /_probe/loaded?version=first") }, "\(lines)")
    }
}

/// The servers of a browser test: the first, and the one that replaces it on a restart.
private final class Servers: @unchecked Sendable {
    private let lock = NSLock()
    private var servers: [HTTPServer] = []
    private var log: (@Sendable (String) -> Void)?

    var count: Int { lock.lock(); defer { lock.unlock() }; return servers.count }

    func start(_ site: ServedSite, log: @escaping @Sendable (String) -> Void) throws -> Int {
        let server = HTTPServer(site: site, port: 0)
        server.log = log
        lock.lock(); servers.append(server); self.log = log; lock.unlock()
        return try server.start()
    }

    /// Stops the running server and starts one for `site` on its port.
    func restart(with site: ServedSite) {
        lock.lock()
        guard let old = servers.last, let port = old.port, let log else { lock.unlock(); return }
        let server = HTTPServer(site: site, port: port)
        server.log = log
        servers.append(server)
        lock.unlock()
        old.stop()
        _ = try? server.start()
    }

    func stopAll() {
        lock.lock(); let all = servers; lock.unlock()
        for server in all { server.stop() }
    }
}
