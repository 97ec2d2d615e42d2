@testable import FolioServe
import XCTest

/// Request-targets decoded into site paths, and the ones refused.
final class RequestTargetTests: XCTestCase {
    func testSitePaths() {
        let expected = [
            "/": "index.html", "/index.html": "index.html", "/ios10/": "ios10/index.html", "/ios10/01-x.html": "ios10/01-x.html",
            "/a%20b.html?x=1#top": "a b.html", "/%E4%B8%AD.html": "中.html", "/a+b.html": "a+b.html", "/%25.txt": "%.txt",
        ]
        for (target, sitePath) in expected { XCTAssertEqual(RequestTarget(target)?.sitePath, sitePath, target) }
        XCTAssertEqual(RequestTarget("/ios10?x=1")?.rawPath, "/ios10")
        XCTAssertEqual(RequestTarget("/ios10?x=1")?.query, "x=1")
        XCTAssertEqual(RequestTarget("/_folio/wait?a=1&after=42")?.queryValue("after"), "42")
        XCTAssertNil(RequestTarget("/_folio/wait?afterx=42")?.queryValue("after"))
    }

    func testRefusedTargets() {
        let refused = ["", "*", "a", "http://evil/../", "//etc", "/a//b", "/..", "/../x", "/a/../b", "/./a", "/a/.", "/%2e%2E/x",
                       "/a%2fb", "/a%2Fb", "/a\\b", "/a%5Cb", "/%00", "/a%0d%0a", "/%7f", "/%", "/%g0", "/%0", "/%C0%AE",
                       "/%FF", "/%2e"]
        for target in refused { XCTAssertNil(RequestTarget(target), target) }
    }
}
