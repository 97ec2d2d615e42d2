@testable import FolioServe
import XCTest

/// Pages, types, lengths, folders, HEAD, 405 and 404 over real sockets.
final class HTTPServerTests: XCTestCase {
    func testServesEachKindOfFileWithItsTypeAndLength() throws {
        let (_, port, _) = try ServerFixture.start(self)
        let expectations: [(path: String, type: String, body: [UInt8])] = [
            ("/assets/folio.css", "text/css; charset=utf-8", Array(ServerFixture.css.utf8)),
            ("/assets/folio.js", "text/javascript; charset=utf-8", Array(ServerFixture.script.utf8)),
            ("/images/cover.png", "image/png", ServerFixture.png),
            ("/data/search.json", "application/json", Array("{\"pages\":[]}".utf8)),
            ("/LICENSE", "application/octet-stream", Array("no extension".utf8)),
        ]
        for expected in expectations {
            let response = try fetch(expected.path, port: port)
            XCTAssertEqual(response.status, 200, expected.path)
            XCTAssertEqual(response.header("Content-Type"), expected.type, expected.path)
            XCTAssertEqual(response.header("Content-Length"), String(expected.body.count), expected.path)
            XCTAssertEqual(response.header("Cache-Control"), "no-store", expected.path)
            XCTAssertEqual(response.body, expected.body, expected.path)
        }
    }

    func testHTMLPageIsTheStoredFileWithTheLiveScriptBeforeItsLastBodyEnd() throws {
        let (_, port, _) = try ServerFixture.start(self)
        let response = try fetch("/ios10/01-x.html", port: port)
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.header("Content-Type"), "text/html; charset=utf-8")
        XCTAssertEqual(response.header("Content-Length"), String(response.body.count))
        XCTAssertEqual(response.text, "<!DOCTYPE html>\n<html><body><!-- </BODY> --><p>Chapter one</p>"
            + HTTPServer.liveScriptTag + "</body>\n</html>\n")
        XCTAssertEqual(response.text.components(separatedBy: "data-folio-live").count, 2, "exactly one tag")
        XCTAssertEqual(HTTPServer.removingLiveScript(response.body), Array(ServerFixture.chapterPage.utf8))
    }

    func testPageWithoutBodyEndGetsTheScriptAtItsEnd() throws {
        let (_, port, _) = try ServerFixture.start(self)
        let response = try fetch("/fragment.html", port: port)
        XCTAssertEqual(response.text, ServerFixture.fragmentPage + HTTPServer.liveScriptTag)
        XCTAssertEqual(HTTPServer.removingLiveScript(response.body), Array(ServerFixture.fragmentPage.utf8))
    }

    func testEveryServedPageEqualsItsStoredFileOnceTheScriptIsRemoved() throws {
        let (_, port, site) = try ServerFixture.start(self)
        for path in site.paths where path.hasSuffix(".html") && path != "404.html" {
            let encoded = "/" + path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)!
            let response = try fetch(encoded, port: port)
            XCTAssertEqual(response.status, 200, path)
            XCTAssertEqual(HTTPServer.removingLiveScript(response.body), site.file(at: path), path)
            XCTAssertNotEqual(response.body, site.file(at: path), "\(path) has the script")
        }
    }

    func testRootAndFolderPathsServeTheFolderIndex() throws {
        let (_, port, _) = try ServerFixture.start(self)
        XCTAssertEqual(HTTPServer.removingLiveScript(try fetch("/", port: port).body), Array(ServerFixture.indexPage.utf8))
        XCTAssertEqual(HTTPServer.removingLiveScript(try fetch("/?from=toc", port: port).body), Array(ServerFixture.indexPage.utf8))
        let folder = try fetch("/ios10/", port: port)
        XCTAssertEqual(folder.status, 200)
        XCTAssertEqual(HTTPServer.removingLiveScript(folder.body), Array(ServerFixture.folderIndexPage.utf8))
    }

    func testFolderWithoutSlashIsRedirectedToTheFolder() throws {
        let (_, port, _) = try ServerFixture.start(self)
        let response = try fetch("/ios10?x=1", port: port)
        XCTAssertEqual(response.status, 301)
        XCTAssertEqual(response.header("Location"), "/ios10/?x=1")
    }

    func testPercentEncodedPathsAreDecodedOnce() throws {
        let (_, port, _) = try ServerFixture.start(self)
        XCTAssertEqual(try fetch("/notes/read%20me.txt", port: port).text, "spaces")
        XCTAssertEqual(try fetch("/%E4%B8%AD%E6%96%87/%E9%A1%B5.html", port: port).status, 200)
        XCTAssertEqual(try fetch("/notes/read%2520me.txt", port: port).status, 404, "%25 decodes to a literal %")
    }

    func testHeadSendsTheHeadersOfGetWithoutABody() throws {
        let (_, port, _) = try ServerFixture.start(self)
        let client = try TestHTTPClient(port: port)
        client.request("HEAD", "/assets/folio.css")
        let head = try client.readResponse(headOnly: true)
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.header("Content-Length"), String(ServerFixture.css.utf8.count))
        XCTAssertEqual(head.header("Content-Type"), "text/css; charset=utf-8")
        client.request("GET", "/assets/folio.js")  // the next response follows at once: HEAD sent no body
        XCTAssertEqual(try client.readResponse().text, ServerFixture.script)
    }

    func testOtherMethodsAre405WithAllow() throws {
        let (_, port, _) = try ServerFixture.start(self)
        for method in ["POST", "PUT", "DELETE", "OPTIONS", "PATCH", "get"] {
            let response = try fetch("/index.html", port: port, method: method)
            XCTAssertEqual(response.status, 405, method)
            XCTAssertEqual(response.header("Allow"), "GET, HEAD", method)
        }
    }

    func testMissingFileGetsTheSitesOwn404PageWithStatus404() throws {
        let (_, port, _) = try ServerFixture.start(self)
        let response = try fetch("/no/such/page.html", port: port)
        XCTAssertEqual(response.status, 404)
        XCTAssertEqual(response.header("Content-Type"), "text/html; charset=utf-8")
        XCTAssertEqual(HTTPServer.removingLiveScript(response.body), Array(ServerFixture.notFoundPage.utf8))
        XCTAssertTrue(response.text.contains(HTTPServer.liveScriptTag))
    }

    func testMissingFileWithoutA404PageGetsAPlainOne() throws {
        let site = ServedSite()
        site.publish(["index.html": Array("<html><body>x</body></html>".utf8)])
        let (_, port, _) = try ServerFixture.start(self, site: site)
        let response = try fetch("/missing<b>.html".replacingOccurrences(of: "<", with: "%3C").replacingOccurrences(of: ">", with: "%3E"), port: port)
        XCTAssertEqual(response.status, 404)
        XCTAssertTrue(response.text.contains("Not found"))
        XCTAssertTrue(response.text.contains("/missing&lt;b&gt;.html"), "the path is escaped")
        XCTAssertTrue(response.text.contains(HTTPServer.liveScriptTag))
    }

    func testKeepAliveServesManyRequestsOnOneConnection() throws {
        let (_, port, _) = try ServerFixture.start(self)
        let client = try TestHTTPClient(port: port)
        for _ in 0..<20 {
            client.request("GET", "/assets/folio.css")
            let response = try client.readResponse()
            XCTAssertEqual(response.text, ServerFixture.css)
            XCTAssertNil(response.header("Connection"))
        }
        client.request("GET", "/assets/folio.css", headers: ["Connection: close"])
        XCTAssertEqual(try client.readResponse().header("Connection"), "close")
        XCTAssertTrue(client.serverClosesConnection())
    }

    func testHTTP10ClosesUnlessKeepAliveIsAsked() throws {
        let (_, port, _) = try ServerFixture.start(self)
        let closing = try TestHTTPClient(port: port)
        closing.send("GET /assets/folio.css HTTP/1.0\r\n\r\n")
        XCTAssertEqual(try closing.readResponse().header("Connection"), "close")
        XCTAssertTrue(closing.serverClosesConnection())

        let keeping = try TestHTTPClient(port: port)
        keeping.send("GET /assets/folio.css HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n")
        XCTAssertEqual(try keeping.readResponse().header("Connection"), "keep-alive")
        keeping.send("GET /assets/folio.js HTTP/1.0\r\n\r\n")
        XCTAssertEqual(try keeping.readResponse().text, ServerFixture.script)
    }

    func testIdleConnectionIsClosedAfterTheTimeout() throws {
        let (_, port, _) = try ServerFixture.start(self) { $0.idleTimeout = 0.2 }
        let client = try TestHTTPClient(port: port)
        client.request("GET", "/assets/folio.css")
        XCTAssertEqual(try client.readResponse().status, 200)
        XCTAssertTrue(client.serverClosesConnection())
    }

    func testConnectionsOverTheLimitGet503() throws {
        let (_, port, _) = try ServerFixture.start(self) { $0.maximumConnections = 2 }
        let first = try TestHTTPClient(port: port), second = try TestHTTPClient(port: port)
        for client in [first, second] {
            client.request("GET", "/assets/folio.css")
            XCTAssertEqual(try client.readResponse().status, 200)
        }
        let third = try TestHTTPClient(port: port)  // answered at once, before any request is read
        XCTAssertEqual(try third.readResponse().status, 503)
        XCTAssertTrue(third.serverClosesConnection())
        first.request("GET", "/assets/folio.css", headers: ["Connection: close"])
        _ = try first.readResponse()
        XCTAssertTrue(first.serverClosesConnection())
        XCTAssertTrue(waitUntil { (try? fetch("/assets/folio.css", port: port).status) == 200 })
    }

    func testStopClosesConnectionsAndFreesThePort() throws {
        let site = ServedSite()
        site.publish(ServerFixture.files)
        let server = HTTPServer(site: site, port: 0)
        let port = try server.start()
        XCTAssertEqual(server.port, port)
        let client = try TestHTTPClient(port: port)
        client.request("GET", "/assets/folio.css")
        _ = try client.readResponse()
        server.stop()
        XCTAssertNil(server.port)
        XCTAssertTrue(client.serverClosesConnection())
        XCTAssertThrowsError(try TestHTTPClient(port: port))
        let again = HTTPServer(site: site, port: port)
        XCTAssertEqual(try again.start(), port)
        again.stop()
    }

    func testStartReportsABadHostOrABusyPort() throws {
        let (_, port, site) = try ServerFixture.start(self)
        XCTAssertThrowsError(try HTTPServer(site: site, port: port).start()) { error in
            guard case ServeError.cannotListen(_, let busyPort, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(busyPort, port)
        }
        XCTAssertThrowsError(try HTTPServer(site: site, host: "example.com", port: 0).start()) { error in
            XCTAssertEqual(error as? ServeError, .invalidHost("example.com"))
        }
        XCTAssertThrowsError(try HTTPServer(site: site, port: 70000).start()) { error in
            XCTAssertEqual(error as? ServeError, .invalidPort(70000))
        }
        let local = HTTPServer(site: site, host: "localhost", port: 0)
        let localPort = try local.start()
        XCTAssertEqual(try fetch("/assets/folio.css", port: localPort).status, 200)
        local.stop()
    }
}
