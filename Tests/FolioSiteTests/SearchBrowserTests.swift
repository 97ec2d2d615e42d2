import XCTest
@testable import FolioSite

/// Drives headless Chromium over the built default book, opened from file://, and checks that the
/// readers' queries put the expected section first. Skipped when Chromium is not installed.
final class SearchBrowserTests: XCTestCase {
    private func firstResult(browser: String, site: URL, query: String) throws -> String? {
        var components = URLComponents(url: site.appendingPathComponent("index.html"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "search", value: query)]
        let dom = try HeadlessChromium.dumpDOM(browser: browser, url: components.url!)
        guard let item = dom.range(of: "class=\"folio-search-result\"") else { return nil }
        let rest = dom[item.upperBound...]
        guard let href = rest.range(of: "href=\"") else { return nil }
        return String(rest[href.upperBound...].prefix { $0 != "\"" })
    }

    // Each query of the issue finds its section first, in the real book, from file://.
    func testQueriesFindExpectedSectionsInChromium() throws {
        guard let browser = HeadlessChromium.path else { throw XCTSkip("Chromium is not installed (scripts/bootstrap --browser installs it)") }
        let site = SiteFixtures.temporaryFolder().appendingPathComponent("Site")
        var options = SiteFixtures.options(book: "small-book", output: site)
        options.contentDirectory = SiteFixtures.root.appendingPathComponent("Content")
        XCTAssertTrue(SiteBuilder.build(options).succeeded)
        let expectations: [(String, String)] = [
            ("进度条", "ios10/11-ui-controls-2.html#progress-bars"),
            ("进度", "ios10/11-ui-controls-2.html#progress-bars"),
            ("Progress Bars", "ios10/11-ui-controls-2.html#progress-bars"),
            ("modal", "#modal"),
            ("设计跟随内容", "ios9/02-chapter-1.html#defer-to-content"),
            ("Action Sheet 动作菜单", "ios10/08-ui-views-1.html#action-sheets"),
        ]
        for (query, expected) in expectations {
            let first = try firstResult(browser: browser, site: site, query: query)
            XCTAssertTrue(first?.contains(expected) == true, "query \(query): first result \(first ?? "none"), expected \(expected)")
        }
    }
}
