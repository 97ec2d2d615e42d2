import XCTest
@testable import FolioImport

final class ZhihuBlockReaderTests: XCTestCase {
    private func markdown(_ html: String) -> String {
        ZhihuMarkdownWriter().write(ZhihuHeadingDetector().detect(ZhihuBlockReader.read(html)))
    }

    private let lazyFigure = #"<figure><noscript><img src="https://pic2.zhimg.com/v2-b7_b.png" data-rawwidth="312" data-rawheight="278" class="content_image" width="312"/></noscript><img src="data:image/svg+xml;utf8,&lt;svg xmlns=&#39;http://www.w3.org/2000/svg&#39; width=&#39;312&#39;&gt;&lt;/svg&gt;" data-rawwidth="312" data-rawheight="278" class="content_image lazy" width="312" data-actualsrc="https://pic2.zhimg.com/v2-b7_b.png"/></figure>"#

    // A lazy figure gives exactly one image, its real URL and raw size, without the svg twin; with no
    // caption and no heading before it, its alt text is its number.
    func testWritesOneImagePerFigure() {
        XCTAssertEqual(markdown(lazyFigure), #"![Figure 1](https://pic2.zhimg.com/v2-b7_b.png "312x278")"#)
    }

    // A figure inside a paragraph or heading splits it; the text after continues the same kind of block.
    func testTreatsAFigureAsABlockBoundary() {
        XCTAssertEqual(markdown("<p>Before " + lazyFigure + "after</p><h3>" + lazyFigure + "System\nButtons系统按钮</h3>"), """
        Before

        ![Figure 1](https://pic2.zhimg.com/v2-b7_b.png "312x278")

        after

        ![Figure 2](https://pic2.zhimg.com/v2-b7_b.png "312x278")

        ### System Buttons

        ### 系统按钮
        """)
    }

    // Redirect links are unwrapped once, percent-decoded; unsafe links keep only their text.
    func testUnwrapsRedirectLinks() {
        let html = #"<p>See <a href="https://link.zhihu.com/?target=https%3A//developer.apple.com/ios/human-interface-guidelines/interaction/loading/" class=" wrap external">Loading</a> and <a href="javascript:alert(1)" onclick="x()">this</a>.</p>"#
        XCTAssertEqual(markdown(html), "See [Loading](https://developer.apple.com/ios/human-interface-guidelines/interaction/loading/) and this.")
    }

    // Hard wraps become a space in Latin text and nothing between CJK characters; bold runs merge.
    func testJoinsHardWrapsAndMergesBoldRuns() {
        XCTAssertEqual(markdown("<p><b>Favor progress\nbars.</b> If activity\nis 中文\n中文</p><p><b>与</b><b>Siri</b><b>整合</b>。</p>"),
                       "**Favor progress bars.** If activity is 中文中文\n\n**与Siri整合**。")
    }

    // Emphasis never ends on punctuation followed by a letter (CommonMark would not close it).
    func testMovesPunctuationOutOfEmphasis() {
        XCTAssertEqual(markdown("<p><b>清晰。</b>后文 <i>x</i></p>"), "**清晰**。后文 *x*")
    }

    // Text is escaped for Markdown but `>` inside a line stays readable.
    func testEscapesMarkdownInText() {
        XCTAssertEqual(markdown("<p>Settings &gt; Privacy *not bold* [x] &lt;b&gt;</p><p># not a heading</p>"),
                       "Settings > Privacy \\*not bold\\* \\[x\\] \\<b>\n\n\\# not a heading")
    }

    // Bullet paragraphs become list items; an English item and its Chinese translation share one item.
    func testTurnsBulletParagraphsIntoBilingualListItems() {
        XCTAssertEqual(markdown("<p>·       Use a navigation bar.</p><p>·       使用导航栏。</p><ul><li>One.</li></ul>"),
                       "- Use a navigation bar.\n\n  使用导航栏。\n\n- One.")
    }

    // Text outside any element, unclosed paragraphs and unquoted attributes still import.
    func testImportsTextFromMalformedHTML() {
        XCTAssertEqual(markdown("lead text<p>one<p>two <b>bold <i>both</p><a href=https://a.example/x>link</a> 1 < 2"),
                       "lead text\n\none\n\ntwo **bold** ***both***\n\n[link](https://a.example/x) 1 \\< 2")
    }

    // A run of blocks repeated verbatim right after itself is written once.
    func testDropsARepeatedRunOfBlocks() {
        XCTAssertEqual(ZhihuMarkdownWriter.removingRepeatedRuns(["a", "b", "c", "d", "b", "c", "d", "e", "e"], minimumRun: 3),
                       ["a", "b", "c", "d", "e", "e"])
    }

    // Scripts and styles vanish with their contents.
    func testDropsScriptsAndStyles() {
        XCTAssertEqual(markdown("<p>a<script>alert('x')</script><style>p{}</style>b</p>"), "ab")
    }

    // A link card outside any paragraph is a paragraph of its own; an ordinary link stays inline.
    func testMakesLinkCardsTheirOwnParagraph() {
        XCTAssertEqual(markdown(#"<p>Intro</p>see <a href="https://a.example/" data-draft-node="block">Card</a>after <a href="https://b.example/">b</a>"#),
                       "Intro\n\nsee\n\n[Card](https://a.example/)\n\nafter [b](https://b.example/)")
    }
}

/// Code in column HTML stays code, HTML written inside it included.
final class ZhihuCodeTests: XCTestCase {
    private func markdown(_ html: String) -> String { ZhihuMarkdownWriter().write(ZhihuBlockReader.read(html).map { block in
        if case .text(_, let text) = block { return .paragraph(text) }
        return .paragraph(InlineText())
    }) }

    func testKeepsHTMLInsideCodeAsCode() {
        XCTAssertEqual(markdown("<p>Use <code><div class=\"x\"></code> or <code>&lt;br&gt;</code> and <code>a`b</code>.</p>"),
                       "Use `<div class=\"x\">` or `<br>` and ``a`b``.")
        XCTAssertEqual(markdown("<p>Press <kbd>⌘</kbd> then <b>Save</b>.</p>"), "Press `⌘` then **Save**.")
    }
}
