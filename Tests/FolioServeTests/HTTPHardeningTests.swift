import FolioServe
import XCTest

/// Hostile and broken requests: each is refused with the right status, never serves anything
/// else, and leaves the server answering normal requests.
final class HTTPHardeningTests: XCTestCase {
    private var port = 0

    override func setUpWithError() throws {
        port = try ServerFixture.start(self).port
    }

    /// The server still serves a normal request on a new connection.
    private func assertStillServing(file: StaticString = #filePath, line: UInt = #line) throws {
        let response = try fetch("/assets/folio.css", port: port)
        XCTAssertEqual(response.status, 200, file: file, line: line)
        XCTAssertEqual(response.text, ServerFixture.css, file: file, line: line)
    }

    /// Sends raw bytes on a new connection and reads the one response, after which the server must close.
    private func rawExchange(_ bytes: [UInt8]) throws -> TestResponse {
        let client = try TestHTTPClient(port: port)
        client.send(bytes)
        let response = try client.readResponse()
        XCTAssertEqual(response.header("Connection"), "close")
        XCTAssertTrue(client.serverClosesConnection())
        return response
    }

    func testTraversalAttemptsAreRefusedAndServeNothingElse() throws {
        let attempts = [
            "/../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/a/..%2f..%2fetc", "/..\\x", "//etc/passwd", "/%00",
            "http://evil/../", "/ios10/../index.html", "/ios10/./01-x.html", "/%2E%2E/index.html", "/.%2e/index.html",
            "/ios10%2f01-x.html", "/ios10%5c01-x.html", "/a\\..\\..\\etc\\passwd", "/index.html%00.css", "/%0aX", "/%zz",
            "/%", "/%4", "*", "index.html", "/ios10//01-x.html", "/%C0%AE%C0%AE/etc/passwd", "/..", "/.",
        ]
        for attempt in attempts {
            let client = try TestHTTPClient(port: port)
            client.send(Array("GET ".utf8) + Array(attempt.utf8) + Array(" HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
            let response = try client.readResponse()
            XCTAssertEqual(response.status, 400, attempt)
            XCTAssertEqual(response.header("Content-Type"), "text/plain; charset=utf-8", attempt)
            XCTAssertFalse(response.text.contains("Home") || response.text.contains("Chapter") || response.text.contains("root:"), attempt)
        }
        try assertStillServing()
    }

    func testMalformedRequestLinesAre400AndCloseTheConnection() throws {
        let malformed = [
            "GET\r\n\r\n", "GET /index.html\r\n\r\n", "GET  /index.html HTTP/1.1\r\n\r\n", "GET /index.html HTTP/1.1 extra\r\n\r\n",
            "GET /index.html HTTX/1.1\r\n\r\n", "GET /index.html HTTP/1\r\n\r\n", "G(T /index.html HTTP/1.1\r\n\r\n",
            "GET /index.html HTTP/1.1\r\nNo-Colon\r\n\r\n", "GET /index.html HTTP/1.1\r\nBad Name: x\r\n\r\n",
            "GET /index.html HTTP/1.1\r\n Folded: x\r\n\r\n", "GET /index.html HTTP/1.1\r\n: empty-name\r\n\r\n",
            "GET /index.html HTTP/1.1\r\nContent-Length: -1\r\n\r\n", "GET /index.html HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
            "GET /ind\u{7F}ex.html HTTP/1.1\r\n\r\n", "GET /index.html HTTP/1.1\r\nX: a\u{1}b\r\n\r\n",
        ]
        for request in malformed {
            XCTAssertEqual(try rawExchange(Array(request.utf8)).status, 400, request.debugDescription)
            try assertStillServing()
        }
    }

    func testGarbageBytesAre400() throws {
        var garbage: [UInt8] = [0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xFC, 0x03, 0x03]  // a TLS hello's start
        XCTAssertEqual(try rawExchange(garbage).status, 400)
        var generator = SystemRandomNumberGenerator()
        garbage = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) } + Array("\r\n\r\n".utf8)
        garbage[0] = 0x01
        XCTAssertEqual(try rawExchange(garbage).status, 400)
        try assertStillServing()
    }

    func testTargetOver8KiBIs414() throws {
        let target = "/" + String(repeating: "a", count: 9 * 1024)
        XCTAssertEqual(try rawExchange(Array("GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n".utf8)).status, 414)
        XCTAssertEqual(try rawExchange(Array("GET \(target)".utf8)).status, 414, "refused before the line ends")
        try assertStillServing()
    }

    func testHeaderSectionOver16KiBOrTooManyFieldsIs431() throws {
        let big = (0..<20).map { "X-Filler-\($0): " + String(repeating: "v", count: 1024) + "\r\n" }.joined()
        XCTAssertEqual(try rawExchange(Array("GET /index.html HTTP/1.1\r\n\(big)\r\n".utf8)).status, 431)
        XCTAssertEqual(try rawExchange(Array("GET /index.html HTTP/1.1\r\n\(big)".utf8)).status, 431, "refused before the head ends")
        let many = (0..<150).map { "X-\($0): 1\r\n" }.joined()
        XCTAssertEqual(try rawExchange(Array("GET /index.html HTTP/1.1\r\n\(many)\r\n".utf8)).status, 431)
        try assertStillServing()
    }

    func testUnsupportedVersionsAndBodiesAreRefused() throws {
        XCTAssertEqual(try rawExchange(Array("GET / HTTP/2.0\r\n\r\n".utf8)).status, 505)
        XCTAssertEqual(try rawExchange(Array("GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n".utf8)).status, 501)
        XCTAssertEqual(try rawExchange(Array("GET / HTTP/1.1\r\nContent-Length: 99999999\r\n\r\n".utf8)).status, 413)
        try assertStillServing()
    }

    func testABodyOnGetIsReadAndDropped() throws {
        let client = try TestHTTPClient(port: port)
        client.send("GET /assets/folio.css HTTP/1.1\r\nContent-Length: 11\r\n\r\nGET /x HTTP")
        XCTAssertEqual(try client.readResponse().text, ServerFixture.css)
        client.send("GET /assets/folio.js HTTP/1.1\r\nContent-Length: 3\r\n\r\n")
        usleep(20_000)
        client.send("abcGET /images/cover.png HTTP/1.1\r\n\r\n")  // the body arrives late, then the next request
        XCTAssertEqual(try client.readResponse().text, ServerFixture.script)
        XCTAssertEqual(try client.readResponse().body, ServerFixture.png)
    }

    func testHalfARequestThenCloseLeavesTheServerServing() throws {
        for part in ["GET /index.html HTTP/1.1\r\nHost: x\r\n", "GET /inde", "G", "\r\n"] {
            let client = try TestHTTPClient(port: port)
            client.send(part)
            usleep(10_000)
            _ = client  // closed at the end of the iteration
        }
        try assertStillServing()
    }

    func testPipelinedRequestsInOneWriteAreAnsweredInOrder() throws {
        let client = try TestHTTPClient(port: port)
        client.send("GET /assets/folio.css HTTP/1.1\r\nHost: x\r\n\r\nHEAD /images/cover.png HTTP/1.1\r\n\r\n"
            + "GET /missing HTTP/1.1\r\n\r\nGET /assets/folio.js HTTP/1.1\r\nConnection: close\r\n\r\nGET /never HTTP/1.1\r\n\r\n")
        XCTAssertEqual(try client.readResponse().text, ServerFixture.css)
        let head = try client.readResponse(headOnly: true)
        XCTAssertEqual(head.header("Content-Length"), String(ServerFixture.png.count))
        XCTAssertEqual(try client.readResponse().status, 404)
        XCTAssertEqual(try client.readResponse().text, ServerFixture.script)
        XCTAssertTrue(client.serverClosesConnection(), "nothing is answered after Connection: close")
    }

    func testRequestLinesMayEndInBareLineFeedsAndFollowEmptyLines() throws {
        let client = try TestHTTPClient(port: port)
        client.send("\r\nGET /assets/folio.css HTTP/1.1\nHost: x\n\n")
        XCTAssertEqual(try client.readResponse().text, ServerFixture.css)
    }

    func testTwoThousandRequestsOverSixteenKeepAliveConnections() throws {
        let paths = ["/assets/folio.css", "/assets/folio.js", "/images/cover.png", "/ios10/01-x.html", "/missing.html"]
        let expected: [[UInt8]] = [Array(ServerFixture.css.utf8), Array(ServerFixture.script.utf8), ServerFixture.png,
                                   Array(ServerFixture.chapterPage.utf8), Array(ServerFixture.notFoundPage.utf8)]
        let failures = Failures()
        let port = self.port
        DispatchQueue.concurrentPerform(iterations: 16) { connection in
            do {
                let client = try TestHTTPClient(port: port)
                for request in 0..<125 {
                    let which = (connection + request) % paths.count
                    client.request("GET", paths[which])
                    let response = try client.readResponse()
                    let body = paths[which].hasSuffix(".html") ? HTTPServer.removingLiveScript(response.body) : response.body
                    if response.status != (which == 4 ? 404 : 200) || body != expected[which] {
                        failures.add("connection \(connection) request \(request): \(response.status)")
                    }
                }
            } catch {
                failures.add("connection \(connection): \(error)")
            }
        }
        XCTAssertEqual(failures.all, [])
    }
}

/// Failures gathered from several threads.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func add(_ message: String) { lock.lock(); messages.append(message); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return messages }
}
