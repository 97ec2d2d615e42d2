import XCTest
@testable import FolioSite

final class PrintMarkupTests: XCTestCase {
    // Ids made outside the heading renderer (the comments heading) get the prefix, also where they are referenced.
    func testPrefixesStrayIdsAndTheirReferences() {
        let html = "<section class=\"comments\" aria-labelledby=\"comments-title\"><h2 id=\"comments-title\">评论</h2><h3 id=\"p--x\">X</h3>"
        XCTAssertEqual(PrintMarkup.finish(html, prefix: "p--", sitePath: "a/b.html"),
                       "<section class=\"comments\" aria-labelledby=\"p--comments-title\"><h2 id=\"p--comments-title\">评论</h2><h3 id=\"p--x\">X</h3>")
    }

    // Relative image sources become relative to the site root; remote ones stay; images load eagerly.
    func testRewritesImageSourcesAndDropsLazyLoading() {
        let html = "<img src=\"img/a.png\" alt=\"\" loading=\"lazy\"><img src=\"https://x.org/b.png?s=1&amp;t=2\" alt=\"\" loading=\"lazy\">"
        XCTAssertEqual(PrintMarkup.finish(html, prefix: "p--", sitePath: "ios10/07-x.html"),
                       "<img src=\"ios10/img/a.png\" alt=\"\"><img src=\"https://x.org/b.png?s=1&amp;t=2\" alt=\"\">")
    }

    // Only pairs with little text are marked short; nested divs are counted inside their pair.
    func testMarksOnlyShortPairs() {
        let long = String(repeating: "word ", count: 200)
        let html = "<div class=\"pair\"><div class=\"tr\" lang=\"en\"><p>Hi.</p></div><div class=\"tr\" lang=\"zh-Hans\"><p>你好。</p></div></div>\n"
            + "<div class=\"pair\"><div class=\"tr\" lang=\"en\"><div class=\"table\"><p>\(long)</p></div></div><div class=\"tr\" lang=\"zh-Hans\"><p>长。</p></div></div>\n"
        let marked = PrintMarkup.markShortPairs(html)
        XCTAssertEqual(marked.components(separatedBy: "<div class=\"pair short\">").count - 1, 1)
        XCTAssertTrue(marked.hasPrefix("<div class=\"pair short\"><div class=\"tr\" lang=\"en\"><p>Hi.</p>"), marked)
        XCTAssertTrue(marked.contains("\n<div class=\"pair\"><div class=\"tr\" lang=\"en\"><div class=\"table\">"), marked)
    }

    // Attribute values are read unescaped and written escaped again.
    func testRewritesAttributeValuesWithEscaping() {
        let html = "<a href=\"x.html?a=1&amp;b=2\">t</a>"
        XCTAssertEqual(PrintMarkup.values(of: "href", in: html), ["x.html?a=1&b=2"])
        XCTAssertEqual(PrintMarkup.rewriteAttribute("href", in: html) { $0 + "&c" }, "<a href=\"x.html?a=1&amp;b=2&amp;c\">t</a>")
    }

    // Reading values finds what rewriting sees: only inside tags, each value once, in order.
    func testValuesAreThoseTheRewritingSees() {
        let html = "<h2 id=\"a\" class=\"x\">id=\"not\" &lt;b id=&quot;no&quot;&gt;</h2>\n<p><a id=\"b&amp;c\" href=\"#a\">t</a><img id=\"d\" src=\"e\"></p>"
        var seen: [String] = []
        _ = PrintMarkup.rewriteAttribute("id", in: html) { seen.append($0); return $0 }
        XCTAssertEqual(PrintMarkup.values(of: "id", in: html), seen)
        XCTAssertEqual(seen, ["a", "b&c", "d"])
    }
}
