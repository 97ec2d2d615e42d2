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

/// The print mode of the chapter renderer does what the print page needs, from the tree.
final class PrintModeTests: XCTestCase {
    private func printed(_ markdown: String) throws -> String {
        let book = try PrintFixture.book()
        let chapter = try PrintFixture.chapter(edition: "a", stem: "09-extra", text: "---\ntitle_en: Extra\n---\n\n" + markdown)
        return PrintFixture.renderer(book).render(chapter, headingShift: 1)
    }

    // The comment thread's ids get the chapter's prefix (also where they are referenced); its heading keeps its level.
    func testCommentThreadIdsArePrefixed() throws {
        let html = try printed("Text.\n\n```comments\n[{\"author\": \"A\", \"text\": \"Nice.\"}]\n```\n")
        XCTAssertTrue(html.contains("<section class=\"comments\" aria-labelledby=\"ch-a-09-extra--comments-title\"><h2 id=\"ch-a-09-extra--comments-title\">"), html)
    }

    // Images load at once (a PDF engine may not wait for lazy ones) and relative sources are written from the site root.
    func testImagesAreEagerAndFromTheSiteRoot() throws {
        let html = try printed("![A chart](img/chart.png)\n\n![Remote](https://example.com/b.png)\n")
        XCTAssertTrue(html.contains("<img src=\"a/img/chart.png\" alt=\"A chart\" decoding=\"async\" referrerpolicy=\"no-referrer\">"), html)
        XCTAssertTrue(html.contains("<img src=\"https://example.com/b.png\" alt=\"Remote\" decoding=\"async\""), html)
        XCTAssertFalse(html.contains("loading=\"lazy\""), html)
    }

    // Only a pair of little text is marked short (kept on one printed page).
    func testOnlyShortPairsAreMarked() throws {
        let long = String(repeating: "A long sentence. ", count: 60)
        let longChinese = String(repeating: "一个很长的句子。", count: 60)
        let html = try printed("Hi.\n\n你好。\n\n\(long)\n\n\(longChinese)\n")
        XCTAssertEqual(html.components(separatedBy: "<div class=\"pair short\">").count - 1, 1, html)
        XCTAssertEqual(html.components(separatedBy: "<div class=\"pair\">").count - 1, 1, html)
    }
}

/// print.html is the template's output cut at body markers, with each chapter's body put in its slot.
final class PrintPageSlotTests: XCTestCase {
    func testPiecesAndSlots() {
        let rendered = Array("<h1>Book</h1>\(PrintPage.marker(for: "a/01"))<hr>\(PrintPage.marker(for: "b/02"))</body>".utf8)
        let page = PrintPage(rendered: rendered)
        XCTAssertEqual(page.pieces, [.text(Array("<h1>Book</h1>".utf8)), .body(chapterID: "a/01"), .text(Array("<hr>".utf8)),
                                     .body(chapterID: "b/02"), .text(Array("</body>".utf8))])
        let joined = page.parts { Array("[\($0)]".utf8) }.joined()
        XCTAssertEqual(String(decoding: Array(joined), as: UTF8.self), "<h1>Book</h1>[a/01]<hr>[b/02]</body>")
    }
}
