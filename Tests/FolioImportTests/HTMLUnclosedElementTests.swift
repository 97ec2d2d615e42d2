import XCTest
import FolioCore
@testable import FolioImport

/// An unclosed `<svg>`, `<style>` or `<script>` used to drop the rest of an article without a word.
final class HTMLUnclosedElementTests: XCTestCase {
    // An unclosed style or script is read as closed at once; what follows is markup again.
    func testUnclosedRawTextElementIsClosedAtOnce() {
        XCTAssertEqual(HTMLTokenizer.tokenize("<p>a</p><style>p { color: red }<p>b</p>"), [
            .startTag("p", [], selfClosing: false), .text("a"), .endTag("p"),
            .startTag("style", [], selfClosing: true), .text("p { color: red }"),
            .startTag("p", [], selfClosing: false), .text("b"), .endTag("p"),
        ])
        XCTAssertEqual(HTMLTokenizer.unclosedElements(in: "<script>x<p>b</p>"), ["script"])
        XCTAssertEqual(HTMLTokenizer.unclosedElements(in: "<script>x</script><style>y</STYLE>"), [])
    }

    // An unclosed svg (browsers show the text after it) is closed at once; a closed one nested in
    // an unclosed one pairs with its own end tag.
    func testUnclosedSVGIsClosedAtOnce() {
        XCTAssertEqual(HTMLTokenizer.tokenize("<svg><path/>x<p>b</p>"), [
            .startTag("svg", [], selfClosing: true), .startTag("path", [], selfClosing: true), .text("x"),
            .startTag("p", [], selfClosing: false), .text("b"), .endTag("p"),
        ])
        XCTAssertEqual(HTMLTokenizer.unclosedElements(in: "<svg><svg></svg><p>b</p>"), ["svg"])
    }

    // Thousands of unclosed styles stay linear: each end-tag search is not repeated.
    func testManyUnclosedStylesAreRead() {
        XCTAssertEqual(HTMLTokenizer.unclosedElements(in: String(repeating: "<style>x", count: 20_000)).count, 20_000)
    }

    // 20,000 tags cut off by the end of the input are one text: the rest is not read again from
    // every `<` in it (5,000 took 51 s).
    func testManyCutOffTagsAreOneText() {
        let rest = String(repeating: "<a x=\"", count: 20_000)
        XCTAssertEqual(HTMLTokenizer.tokenize("<p>x</p>" + rest), [.startTag("p", [], selfClosing: false), .text("x"), .endTag("p"), .text(rest)])
    }

    // The column importer keeps the text after an unclosed svg, style or script and warns.
    func testColumnImporterKeepsTextAfterUnclosedElements() {
        let content = #"<p>Before.</p><svg><circle/><p>After svg.</p><style>p{}<p>After style.</p><script>x()<p>After script.</p>"#
        let json = #"{"article": [{"url": "https://zhuanlan.zhihu.com/p/1", "userName": "A", "upvote": 2, "title": "T", "content": "\#(content)", "topic": [], "comments": []}]}"#
        let entry = SourceEntry(file: "c.json", format: "zhihu-column", edition: "book")
        let result = ZhihuColumnImporter().importSource(SourceInput(path: "c.json", text: json, entry: entry))
        XCTAssertEqual(result.diagnostics.map(\.description), [
            "c.json:1:1: warning: article 'T' (line 1): <style> is never closed; the text after it is kept",
            "c.json:1:1: warning: article 'T' (line 1): <script> is never closed; the text after it is kept",
            "c.json:1:1: warning: article 'T' (line 1): <svg> is never closed; the text after it is kept",
        ])
        let body = result.chapters.first?.body ?? ""
        for text in ["Before.", "After svg.", "After style.", "After script."] { XCTAssertTrue(body.contains(text), text) }
    }
}
