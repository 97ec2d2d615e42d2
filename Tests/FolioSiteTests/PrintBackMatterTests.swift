import XCTest
import FolioCore
@testable import FolioSite

final class PrintBackMatterTests: XCTestCase {
    private func unwrapped(_ html: String) -> String {
        var bytes = Array(html.utf8)
        PrintBackMatter.unwrapArticle(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    // A page's body becomes back matter without its <h1>, and the article that held it (now without
    // a heading, which the print writes outside it) becomes a div.
    func testPageBodyLosesTitleAndArticle() throws {
        let page = "<body><main id=\"main\">\n<article class=\"glossary\">\n<h1>术语表 <span lang=\"en\">Glossary</span></h1>\n<p>x</p>\n</article>\n</main></body>"
        let matter = try XCTUnwrap(PrintBackMatter.fromPage(page, id: "glossary", title: BilingualText(en: "Glossary", zh: "术语表"), sitePath: "glossary.html"))
        XCTAssertEqual(matter.html, "\n<div class=\"glossary\">\n\n<p>x</p>\n</div>\n")
    }

    // Only an article that is the whole body, and the only one, is renamed.
    func testOtherArticlesStay() {
        XCTAssertEqual(unwrapped(" <article>a</article>\n"), " <div>a</div>\n")
        XCTAssertEqual(unwrapped("<article>a</article><article>b</article>"), "<article>a</article><article>b</article>")
        XCTAssertEqual(unwrapped("<p>a</p><article>b</article>"), "<p>a</p><article>b</article>")
        XCTAssertEqual(unwrapped("<article>a</article><p>b</p>"), "<article>a</article><p>b</p>")
        XCTAssertEqual(unwrapped(""), "")
    }
}
