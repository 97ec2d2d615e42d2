import XCTest
@testable import FolioImport

final class ZhihuLinksTests: XCTestCase {
    // The redirect target is percent-decoded exactly once: an encoded `%25E5` stays `%E5`.
    func testUnwrapsTheTargetExactlyOnce() {
        XCTAssertEqual(ZhihuLinks.unwrap("https://link.zhihu.com/?target=https%3A//a.example/%25E5%25A5?q%3D1%23f"),
                       "https://a.example/%E5%A5?q=1#f")
    }

    // Addresses that are not redirects are returned unchanged; Apple guideline URLs stay URLs.
    func testLeavesOtherAddressesAlone() {
        let url = "https://developer.apple.com/ios/human-interface-guidelines/ui-bars/tab-bars/"
        XCTAssertEqual(ZhihuLinks.unwrap(url), url)
        XCTAssertEqual(ZhihuLinks.safeTarget(url), url)
    }

    // Only http, https and mailto targets may be linked.
    func testRejectsUnsafeSchemes() {
        XCTAssertNil(ZhihuLinks.safeTarget("javascript:alert(1)"))
        XCTAssertNil(ZhihuLinks.safeTarget("https://link.zhihu.com/?target=javascript%3Aalert(1)"))
        XCTAssertNil(ZhihuLinks.safeTarget("/relative"))
        XCTAssertEqual(ZhihuLinks.safeTarget("mailto:a@b.c"), "mailto:a@b.c")
    }
}
