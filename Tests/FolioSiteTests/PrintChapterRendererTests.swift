import XCTest
import FolioCore
@testable import FolioSite

final class PrintChapterRendererTests: XCTestCase {
    // Ids get the chapter's prefix and every kind of link becomes an in-page anchor or stays external.
    func testPrefixesIdsAndRewritesLinks() throws {
        let book = try PrintFixture.book()
        let html = PrintFixture.renderer(book).render(try PrintFixture.chapter("a/01-controls", in: book), headingShift: 1)
        XCTAssertEqual(html, """
        <div class="pair short"><div class="tr" lang="en"><p>Intro.</p>
        </div><div class="tr" lang="zh-Hans"><p>介绍。</p>
        </div></div>
        <h3 id="ch-a-01-controls--progress-bars" class="bi"><span class="tr" lang="zh-Hans">进度条</span> <span class="tr" lang="en">Progress Bars</span></h3>
        <p lang="en">See <a href="#ch-a-02-sliders">Sliders</a>, <a href="#ch-a-02-sliders--usage">usage</a>, <a href="#ch-a-01-controls--progress-bars">bars</a>, <a href="https://example.com/a?b=1&amp;c=2" class="ext" rel="noopener">web</a>.</p>

        """)
    }

    // Links written as paths to another page and by-title references to a part page in another edition reach their targets.
    func testRewritesPathLinksAndPartReferences() throws {
        let book = try PrintFixture.book()
        let html = PrintFixture.renderer(book).render(try PrintFixture.chapter("a/02-sliders", in: book), headingShift: 2)
        XCTAssertEqual(html, """
        <h4 id="ch-a-02-sliders--usage" lang="en">Usage</h4>
        <p lang="en">Back to <a href="#ch-a-01-controls--progress-bars">bars</a> and <a href="#ch-b-01-part">b</a>.</p>

        """)
    }

    // An English print keeps the English side of pairs and headings, and Chinese blocks without a translation.
    func testEnglishPrintKeepsEnglishSideOnly() throws {
        let book = try PrintFixture.book()
        let html = PrintFixture.renderer(book, language: .en).render(try PrintFixture.chapter("b/02-usage", in: book), headingShift: 2)
        XCTAssertEqual(html, """
        <h4 id="ch-b-02-usage--usage" lang="en">Usage</h4>
        <ul>
        <li>
        <p lang="en">Use sliders.</p>
        </li>
        </ul>
        <p lang="zh-Hans">单独的中文段落。</p>

        """)
    }

    // A Chinese print keeps the Chinese side; the heading keeps the section's (English-based) anchor.
    func testChinesePrintKeepsChineseSideOnly() throws {
        let book = try PrintFixture.book()
        let html = PrintFixture.renderer(book, language: .zh).render(try PrintFixture.chapter("b/02-usage", in: book), headingShift: 2)
        XCTAssertEqual(html, """
        <h4 id="ch-b-02-usage--usage" lang="zh-Hans">用法</h4>
        <ul>
        <li>
        <p lang="zh-Hans">使用滑块。</p>
        </li>
        </ul>
        <p lang="zh-Hans">单独的中文段落。</p>

        """)
    }

    // Printing both languages keeps both sides of a list item's pair.
    func testBilingualPrintKeepsBothSides() throws {
        let book = try PrintFixture.book()
        let html = PrintFixture.renderer(book).render(try PrintFixture.chapter("b/02-usage", in: book), headingShift: 2)
        XCTAssertTrue(html.contains("<div class=\"pair short\"><div class=\"tr\" lang=\"en\"><p>Use sliders.</p>\n</div><div class=\"tr\" lang=\"zh-Hans\"><p>使用滑块。</p>"), html)
    }
}
