import FolioServe
import XCTest

/// A small built site and a server on an ephemeral port for it, stopped when the test ends.
enum ServerFixture {
    static let indexPage = "<!DOCTYPE html>\n<html><head><title>Book</title></head>\n<body><h1>Home</h1></body>\n</html>\n"
    /// A page whose earlier `</BODY>` (in a comment) must not get the script: only the last one does.
    static let chapterPage = "<!DOCTYPE html>\n<html><body><!-- </BODY> --><p>Chapter one</p></body>\n</html>\n"
    static let folderIndexPage = "<!DOCTYPE html><html><body><p>iOS 10</p></body></html>"
    static let notFoundPage = "<!DOCTYPE html><html><body><h1>Our own 404</h1></body></html>"
    static let fragmentPage = "<p>no body element at all</p>"
    static let css = "body { color: #222; }\n"
    static let script = "console.log('folio');\n"
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52, 0xFF, 0x00]

    static var files: [String: [UInt8]] {
        [
            "index.html": Array(indexPage.utf8),
            "ios10/index.html": Array(folderIndexPage.utf8),
            "ios10/01-x.html": Array(chapterPage.utf8),
            "404.html": Array(notFoundPage.utf8),
            "fragment.html": Array(fragmentPage.utf8),
            "assets/folio.css": Array(css.utf8),
            "assets/folio.js": Array(script.utf8),
            "images/cover.png": png,
            "data/search.json": Array("{\"pages\":[]}".utf8),
            "中文/页.html": Array("<html><body>页</body></html>".utf8),
            "notes/read me.txt": Array("spaces".utf8),
            "LICENSE": Array("no extension".utf8),
        ]
    }

    /// Starts a server for `site` (the fixture's files published when nil); returns it and its port.
    static func start(_ testCase: XCTestCase, site: ServedSite? = nil,
                      configure: (inout HTTPServer.Settings) -> Void = { _ in }) throws -> (server: HTTPServer, port: Int, site: ServedSite) {
        let served = site ?? {
            let site = ServedSite()
            site.publish(files)
            return site
        }()
        let server = HTTPServer(site: served, port: 0)
        configure(&server.settings)
        let port = try server.start()
        testCase.addTeardownBlock { server.stop() }
        return (server, port, served)
    }
}
