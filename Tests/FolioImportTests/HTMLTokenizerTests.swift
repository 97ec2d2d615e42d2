import XCTest
@testable import FolioImport

final class HTMLTokenizerTests: XCTestCase {
    // Well-formed tags, attributes and text come out as they are written, names lowercased.
    func testTokenizesTagsAttributesAndText() {
        XCTAssertEqual(HTMLTokenizer.tokenize(#"<P Class="x">Hi <b>there</b></P>"#), [
            .startTag("p", [HTMLAttribute("class", "x")], selfClosing: false),
            .text("Hi "),
            .startTag("b", [], selfClosing: false),
            .text("there"),
            .endTag("b"),
            .endTag("p"),
        ])
    }

    // Self-closing tags, single-quoted, unquoted and value-less attributes are all read.
    func testReadsEveryAttributeForm() {
        XCTAssertEqual(HTMLTokenizer.tokenize("<img src=a.png width='3' hidden data-x = \"y\"/>"), [
            .startTag("img", [HTMLAttribute("src", "a.png"), HTMLAttribute("width", "3"),
                              HTMLAttribute("hidden", ""), HTMLAttribute("data-x", "y")], selfClosing: true),
        ])
    }

    // A stray `<` that starts no tag stays text, merged with the text around it.
    func testKeepsAStrayLessThanAsText() {
        XCTAssertEqual(HTMLTokenizer.tokenize("a < b <3 <p>c</p>"), [
            .text("a < b <3 "), .startTag("p", [], selfClosing: false), .text("c"), .endTag("p"),
        ])
    }

    // Unclosed and mis-nested elements are passed through as written; nothing is lost.
    func testPassesMisnestedTagsThrough() {
        XCTAssertEqual(HTMLTokenizer.tokenize("<p><b>x</p>y</b>"), [
            .startTag("p", [], selfClosing: false), .startTag("b", [], selfClosing: false), .text("x"),
            .endTag("p"), .text("y"), .endTag("b"),
        ])
    }

    // A tag cut off by the end of the input is kept as text.
    func testKeepsATruncatedTagAsText() {
        XCTAssertEqual(HTMLTokenizer.tokenize(#"ok<a href="x"#), [.text(#"ok<a href="x"#)])
    }

    // Entities are decoded in text and attributes; unknown or unterminated ones are kept.
    func testDecodesEntitiesInTextAndAttributes() {
        XCTAssertEqual(HTMLTokenizer.tokenize("<a title=\"&lt;svg&#39;\">you&#39;ll &gt; &#x4E2D; &bogus; & x&amp</a>"), [
            .startTag("a", [HTMLAttribute("title", "<svg'")], selfClosing: false),
            .text("you'll > 中 &bogus; & x&amp"),
            .endTag("a"),
        ])
    }

    // Comments and doctypes are comment tokens; script contents are read raw up to the end tag.
    func testReadsCommentsAndRawScriptText() {
        XCTAssertEqual(HTMLTokenizer.tokenize("<!DOCTYPE html><!-- c --><script>if (a<b) x()</script>t"), [
            .comment("DOCTYPE html"), .comment(" c "),
            .startTag("script", [], selfClosing: false), .text("if (a<b) x()"), .endTag("script"),
            .text("t"),
        ])
    }

    // A duplicated attribute keeps its first value, as browsers do.
    func testKeepsTheFirstOfDuplicatedAttributes() {
        XCTAssertEqual(HTMLTokenizer.tokenize("<a href=1 href=2>"), [
            .startTag("a", [HTMLAttribute("href", "1")], selfClosing: false),
        ])
    }
}
