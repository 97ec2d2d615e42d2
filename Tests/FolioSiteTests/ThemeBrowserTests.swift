import XCTest
@testable import FolioSite

/// Lays out pages of the default theme in headless Chromium and reads the computed styles of their
/// text. Skipped when Chromium is not installed.
final class ThemeBrowserTests: XCTestCase {
    /// Copies the page at `path` of `site` beside itself with a script that records, for each CSS
    /// selector, the `text-align` of every element it matches; returns them as "selector|value,value".
    private func textAlignments(browser: String, site: URL, path: String, selectors: [String]) throws -> [String] {
        let page = site.appendingPathComponent(path)
        let probe = page.deletingLastPathComponent().appendingPathComponent("probe-" + page.lastPathComponent)
        let list = selectors.map { "'\($0)'" }.joined(separator: ",")
        let script = """
            <script>addEventListener('load', () => { document.body.dataset.probe = [\(list)].map(s => s + '|' +
            [...document.querySelectorAll(s)].map(e => getComputedStyle(e).textAlign).join(',')).join(';'); });</script>
            """
        let html = try String(contentsOf: page, encoding: .utf8).replacingOccurrences(of: "</body>", with: script + "</body>")
        try html.write(to: probe, atomically: true, encoding: .utf8)
        let dom = try HeadlessChromium.dumpDOM(browser: browser, url: probe)
        guard let start = dom.range(of: "data-probe=\"") else { return [] }
        return dom[start.upperBound...].prefix { $0 != "\"" }.split(separator: ";").map(String.init)
    }

    // Chinese prose is justified; English prose beside it is not (inheriting the Chinese page's
    // inter-character justification spaced out its letters); the cover keeps its centred text.
    func testOnlyChineseProseIsJustified() throws {
        guard let browser = HeadlessChromium.path else { throw XCTSkip("Chromium is not installed (scripts/bootstrap --browser installs it)") }
        let site = SiteFixtures.temporaryFolder().appendingPathComponent("Site")
        XCTAssertTrue(SiteBuilder.build(SiteFixtures.options(book: "small-book", output: site)).succeeded)
        let chapter = try textAlignments(browser: browser, site: site, path: "demo/01-controls.html",
                                         selectors: [".pair [lang=en] p", ".pair [lang=zh-Hans] p"])
        XCTAssertEqual(chapter.count, 2, "the probe did not run: \(chapter)")
        for entry in chapter {
            let (selector, values) = (entry.prefix { $0 != "|" }, entry.drop { $0 != "|" }.dropFirst().split(separator: ","))
            XCTAssertFalse(values.isEmpty, "\(selector) matched nothing")
            let expected = selector.contains("zh-Hans") ? "justify" : "start"
            XCTAssertTrue(values.allSatisfy { $0 == expected }, "\(selector): \(values), expected \(expected)")
        }
        let cover = try textAlignments(browser: browser, site: site, path: "index.html", selectors: [".cover p"])
        XCTAssertEqual(cover.first?.hasPrefix(".cover p|center"), true, "\(cover)")
        XCTAssertEqual(cover.first?.contains("justify"), false, "\(cover)")
    }
}
