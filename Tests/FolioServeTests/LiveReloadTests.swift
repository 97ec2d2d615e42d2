import FolioServe
import XCTest

/// The reload channel: state JSON, the event stream, the long poll, error pages and the overlay.
final class LiveReloadTests: XCTestCase {
    /// Reads one Server-Sent Event (up to its blank line), skipping heartbeat comments unless asked.
    private func readEvent(_ client: TestHTTPClient, keepingComments: Bool = false) throws -> String {
        while true {
            let event = try client.read(through: "\n\n")
            if keepingComments || !event.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix(":") { return event }
        }
    }

    func testStateReportsGenerationAndOverlay() throws {
        let (_, port, site) = try ServerFixture.start(self)
        let first = try fetch("/_folio/state", port: port)
        XCTAssertEqual(first.status, 200)
        XCTAssertEqual(first.header("Content-Type"), "application/json")
        XCTAssertEqual(first.text, "{\"generation\":1,\"overlay\":null}")
        site.update(changing: [:], problems: [:], overlay: "Content/a.md:3:1: error: \"unclosed\" <tag>\nsecond line")
        XCTAssertEqual(try fetch("/_folio/state", port: port).text,
                       "{\"generation\":2,\"overlay\":\"Content/a.md:3:1: error: \\\"unclosed\\\" <tag>\\nsecond line\"}")
    }

    func testPagesCarryTheirGenerationInServerTiming() throws {
        let (_, port, site) = try ServerFixture.start(self)
        XCTAssertEqual(try fetch("/", port: port).header("Server-Timing"), "folio-generation;desc=\"1\"")
        site.publish(ServerFixture.files)
        XCTAssertEqual(try fetch("/", port: port).header("Server-Timing"), "folio-generation;desc=\"2\"")
        XCTAssertNil(try fetch("/assets/folio.css", port: port).header("Server-Timing"))
    }

    func testLiveScriptIsServedFromTheBinary() throws {
        let (_, port, _) = try ServerFixture.start(self)
        let response = try fetch("/_folio/live.js", port: port)
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.header("Content-Type"), "text/javascript; charset=utf-8")
        XCTAssertEqual(response.text, LiveScript.source)
        for part in ["new EventSource('/_folio/events')", "location.reload()", "textContent = text", "'reload'", "'state'",
                     "folio-generation", "visibilitychange"] {
            XCTAssertTrue(response.text.contains(part), part)
        }
        XCTAssertFalse(response.text.contains("innerHTML"), "diagnostics are never parsed as HTML")
    }

    func testEventStreamSendsTheStateThenAnEventPromptlyAfterEachPublish() throws {
        let (_, port, site) = try ServerFixture.start(self)
        let client = try TestHTTPClient(port: port)
        client.request("GET", "/_folio/events")
        let head = try client.read(through: "\r\n\r\n")
        XCTAssertTrue(head.hasPrefix("HTTP/1.1 200 OK\r\n"), head)
        XCTAssertTrue(head.contains("Content-Type: text/event-stream\r\n"), head)
        XCTAssertFalse(head.contains("Content-Length"), head)
        XCTAssertEqual(try readEvent(client), "retry: 1000\nevent: state\ndata: {\"generation\":1,\"overlay\":null}\n\n")

        for round in 2...4 {
            let published = Date()
            site.publish(ServerFixture.files, overlay: round == 3 ? "Content/x.md:1:1: error: bad" : nil)
            let event = try readEvent(client)
            let overlay = round == 3 ? "\"Content/x.md:1:1: error: bad\"" : "null"
            XCTAssertEqual(event, "event: reload\ndata: {\"generation\":\(round),\"overlay\":\(overlay)}\n\n")
            print("event stream latency after publish: \(Int(Date().timeIntervalSince(published) * 1_000_000)) µs")
        }
    }

    func testEventStreamSendsHeartbeats() throws {
        let (_, port, _) = try ServerFixture.start(self) { $0.heartbeatInterval = 0.1 }
        let client = try TestHTTPClient(port: port)
        client.request("GET", "/_folio/events")
        _ = try client.read(through: "\r\n\r\n")
        _ = try readEvent(client)
        XCTAssertEqual(try readEvent(client, keepingComments: true), ": heartbeat\n\n")
    }

    func testStoppingTheServerEndsEventStreams() throws {
        let (server, port, _) = try ServerFixture.start(self)
        let client = try TestHTTPClient(port: port)
        client.request("GET", "/_folio/events")
        _ = try client.read(through: "\r\n\r\n")
        _ = try readEvent(client)
        server.stop()
        XCTAssertTrue(client.serverClosesConnection())
    }

    func testLongPollAnswersOnceTheGenerationPassesTheOneGiven() throws {
        let (_, port, site) = try ServerFixture.start(self)
        XCTAssertEqual(try fetch("/_folio/wait?after=0", port: port).text, "{\"generation\":1,\"overlay\":null}", "already past")
        let client = try TestHTTPClient(port: port)
        client.request("GET", "/_folio/wait?after=1")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { site.publish(ServerFixture.files, overlay: "oops") }
        let response = try client.readResponse()
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.header("Content-Type"), "application/json")
        XCTAssertEqual(response.text, "{\"generation\":2,\"overlay\":\"oops\"}")
        client.request("GET", "/assets/folio.css")  // the connection stays usable
        XCTAssertEqual(try client.readResponse().text, ServerFixture.css)
        XCTAssertEqual(try fetch("/_folio/wait", port: port).status, 400)
        XCTAssertEqual(try fetch("/_folio/wait?after=x", port: port).status, 400)
    }

    func testLongPollGivesUpAfterItsTimeoutWithTheCurrentState() throws {
        let (_, port, _) = try ServerFixture.start(self) { $0.longPollTimeout = 0.2 }
        XCTAssertEqual(try fetch("/_folio/wait?after=1", port: port).text, "{\"generation\":1,\"overlay\":null}")
    }

    func testPageWithAProblemServesAnEscapedErrorPage() throws {
        let site = ServedSite()
        let diagnostic = "Content/ios10/01-x.md:12:5: error: unclosed <details> & \"quote\""
        site.publish(ServerFixture.files, problems: ["ios10/01-x.html": diagnostic, "ios10/new.html": diagnostic])
        let (_, port, _) = try ServerFixture.start(self, site: site)
        for path in ["/ios10/01-x.html", "/ios10/new.html"] {
            let response = try fetch(path, port: port)
            XCTAssertEqual(response.status, 200, path)
            XCTAssertEqual(response.header("Content-Type"), "text/html; charset=utf-8", path)
            XCTAssertTrue(response.text.contains("<pre class=\"folio-diagnostic\">Content/ios10/01-x.md:12:5: error: unclosed &lt;details&gt; &amp; &quot;quote&quot;</pre>"), response.text)
            XCTAssertFalse(response.text.contains("<details>"), path)
            XCTAssertFalse(response.text.contains("Chapter one"), path)
            XCTAssertEqual(response.text.components(separatedBy: HTTPServer.liveScriptTag).count, 2, path)
        }
        XCTAssertEqual(HTTPServer.removingLiveScript(try fetch("/", port: port).body), Array(ServerFixture.indexPage.utf8),
                       "other pages keep serving their last good version")
        site.update(changing: [:])
        XCTAssertTrue(try fetch("/ios10/01-x.html", port: port).text.contains("Chapter one"), "fixed: the page is back")
    }

    func testUnknownEndpointUnderTheServersPrefixIs404() throws {
        var files = ServerFixture.files
        files["_folio/state"] = Array("site file".utf8)
        let site = ServedSite()
        site.publish(files)
        let (_, port, _) = try ServerFixture.start(self, site: site)
        XCTAssertEqual(try fetch("/_folio/other", port: port).status, 404)
        XCTAssertEqual(try fetch("/_folio/state", port: port).header("Content-Type"), "application/json")
    }
}
