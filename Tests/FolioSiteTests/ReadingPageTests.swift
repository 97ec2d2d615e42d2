import XCTest
@testable import FolioSite

/// The reading rules that are plain HTML of `ReadingFixture`: paging across an edition's edge, sidebar
/// entries of the same title, links whose text is their address.
final class ReadingPageTests: XCTestCase {
    private static let site = Result { try ReadingFixture.build() }

    private func page(_ path: String) throws -> String {
        try String(contentsOf: Self.site.get().appendingPathComponent(path), encoding: .utf8)
    }

    // Paging out of an edition says so and names the edition it leads into; within it, it does not.
    func testPagerSaysWhenItLeavesTheEdition() throws {
        let first = try page("first/01-basics.html")
        XCTAssertTrue(first.contains(#"<a class="next leaves-edition" rel="next" href="../second/01-sites.html"><span class="dir">下一版本 <span lang="en">Next edition</span> · Second →</span>"#), first)
        let second = try page("second/01-sites.html")
        XCTAssertTrue(second.contains(#"<a class="prev leaves-edition" rel="prev" href="../first/01-basics.html"><span class="dir">← 上一版本 <span lang="en">Previous edition</span> · First</span>"#), second)
        XCTAssertTrue(second.contains(#"<a class="next" rel="next" href="../second/02-sites.html"><span class="dir">下一章 →</span>"#), second)
    }

    // Two pages of one edition with the same title are told apart in the sidebar.
    func testSidebarTellsSameTitlesApart() throws {
        let toc = try page("toc.js")
        XCTAssertTrue(toc.contains(#"{"t":"几个网站","h":"second/01-sites.html"},{"t":"几个网站 (2)","h":"second/02-sites.html"}"#), toc)
    }

    // A link whose text is its address is marked `url` (print shows the address once); others are not.
    func testAddressTextLinksAreMarked() throws {
        let html = try page("first/01-basics.html")
        XCTAssertTrue(html.contains(#"<a href="https://example.com/guide" class="ext url" rel="noopener">https://example.com/guide</a>"#), html)
        XCTAssertFalse(html.contains(#"class="ext" rel"#), html)
    }

    // The cover title keeps its separator dot with the text before it.
    func testCoverTitleKeepsItsSeparatorAttached() throws {
        XCTAssertTrue(try page("index.html").contains("<span lang=\"zh-Hans\">人机界面指南\u{00A0}· 中英双语</span>"))
    }
}
