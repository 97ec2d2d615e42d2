import XCTest
import FolioMarkdown

final class HTMLRendererTests: XCTestCase {
    private func html(_ markdown: String, renderer: HTMLRenderer = HTMLRenderer()) -> String {
        renderer.render(MarkdownParser.parse(markdown))
    }

    // An English paragraph followed by its Chinese translation becomes one pair with lang on each side.
    func testRendersTranslationPair() {
        XCTAssertEqual(html("Always report progress.\n\n始终报告进度。\n"),
                       "<div class=\"pair\"><div class=\"tr\" lang=\"en\"><p>Always report progress.</p>\n</div><div class=\"tr\" lang=\"zh-Hans\"><p>始终报告进度。</p>\n</div></div>\n")
    }

    // An English heading followed by a Chinese heading of the same level is one heading with one id.
    func testRendersBilingualHeading() {
        let renderer = HTMLRenderer(headingID: { _ in "progress-bars" })
        XCTAssertEqual(html("## Progress Bars\n\n## 进度条\n", renderer: renderer),
                       "<h2 id=\"progress-bars\" class=\"bi\"><span class=\"tr\" lang=\"zh-Hans\">进度条</span> <span class=\"tr\" lang=\"en\">Progress Bars</span></h2>\n")
    }

    // A section number opening either side of a heading pair is shown once, before both languages.
    func testHeadingPairNumberComesFirst() {
        let renderer = HTMLRenderer(headingID: { _ in "designing" })
        XCTAssertEqual(html("## Designing for iOS\n\n## 1.1 为iOS而设计\n", renderer: renderer),
                       "<h2 id=\"designing\" class=\"bi\"><span class=\"section-number\">1.1</span> <span class=\"tr\" lang=\"zh-Hans\">为iOS而设计</span> <span class=\"tr\" lang=\"en\">Designing for iOS</span></h2>\n")
    }

    // In a Chinese paragraph an emphasis of Latin text only (a title) is marked English; Chinese
    // emphasis is not.
    func testLatinEmphasisInChineseIsMarkedEnglish() {
        XCTAssertEqual(html("他们出版了*Are We There Yet*一书，并且*强调*了重点。\n"),
                       "<p lang=\"zh-Hans\">他们出版了<em lang=\"en\">Are We There Yet</em>一书，并且<em>强调</em>了重点。</p>\n")
    }

    // A link whose text is its own address is marked `url`, give or take the scheme and a final slash.
    func testAddressTextLinksAreMarked() {
        XCTAssertEqual(html("<https://example.com/a/> and [example.com/a](https://www.example.com/a) and [site](https://example.com)\n"),
                       "<p lang=\"en\"><a href=\"https://example.com/a/\" class=\"ext url\" rel=\"noopener\">https://example.com/a/</a> and <a href=\"https://www.example.com/a\" class=\"ext url\" rel=\"noopener\">example.com/a</a> and <a href=\"https://example.com\" class=\"ext\" rel=\"noopener\">site</a></p>\n")
    }

    // A Chinese paragraph without an English partner stays a single block marked as Chinese.
    func testKeepsUnpairedBlocks() {
        XCTAssertEqual(html("只有中文。\n"), "<p lang=\"zh-Hans\">只有中文。</p>\n")
    }

    // Raw HTML in the source is shown as text, never passed through.
    func testEscapesRawHTML() {
        XCTAssertEqual(html("<script>alert(1)</script>\n"), "<p class=\"raw\">&lt;script&gt;alert(1)&lt;/script&gt;</p>\n")
        XCTAssertEqual(html("a <b onclick=x>b</b>\n"), "<p lang=\"en\">a &lt;b onclick=x&gt;b&lt;/b&gt;</p>\n")
    }

    // Images are lazy, send no referrer and carry the size given in their title.
    func testRendersImagesWithSize() {
        XCTAssertEqual(html("![](https://pic1.zhimg.com/v2-a.jpg \"640x480\")\n"),
                       "<figure><img src=\"https://pic1.zhimg.com/v2-a.jpg\" alt=\"\" loading=\"lazy\" decoding=\"async\" referrerpolicy=\"no-referrer\" width=\"640\" height=\"480\"></figure>\n")
    }

    // A link the resolver rejects keeps its text; external links are marked.
    func testResolvesLinks() {
        let renderer = HTMLRenderer(resolveLink: { url, _ in url.hasPrefix("ref:") ? nil : url })
        XCTAssertEqual(html("See [Web Views](<ref:Web Views>) and [Apple](https://apple.com).\n", renderer: renderer),
                       "<p lang=\"en\">See Web Views and <a href=\"https://apple.com\" class=\"ext\" rel=\"noopener\">Apple</a>.</p>\n")
    }

    // GFM tables keep their alignment and mark each cell's language.
    func testRendersTables() {
        XCTAssertEqual(html("| Name | 名称 |\n|:--|--|\n| Bar | 栏 |\n"),
                       "<div class=\"table\"><table>\n<thead>\n<tr><th style=\"text-align: left\" lang=\"en\">Name</th><th lang=\"zh-Hans\">名称</th></tr>\n</thead>\n<tbody>\n<tr><td style=\"text-align: left\" lang=\"en\">Bar</td><td lang=\"zh-Hans\">栏</td></tr>\n</tbody>\n</table></div>\n")
    }
}

final class MarkdownParserTests: XCTestCase {
    // Source positions are shifted by the front matter and columns count characters.
    func testReportsPositionsInCharacters() {
        let doc = MarkdownParser.parse("段落\n\n## 标题 [x](y)\n", lineOffset: 4)
        XCTAssertEqual(doc.children.map(\.line), [5, 7])
        XCTAssertEqual(doc.children[1].column, 1)
    }

    // An English run of two paragraphs followed by two Chinese ones is aligned paragraph by paragraph:
    // two pairs, then the image on its own.
    func testPairsRuns() {
        let doc = MarkdownParser.parse("One more time.\n\nTwo more times, please.\n\n再来一次。\n\n请再来两次吧。\n\n![](i.png)\n")
        XCTAssertEqual(TranslationPairing.runs(of: doc.children),
                       [.pair(en: 0..<1, zh: 2..<3), .pair(en: 1..<2, zh: 3..<4), .single(4, language: nil)])
    }
}

/// Escaping into a byte buffer gives what `htmlEscaped` gives, and leaves text without entities as it is.
final class HTMLEscapingTests: XCTestCase {
    func testByteEscapingMatchesStringEscaping() {
        for text in ["", "plain", "a & b < c > d \"e\" 'f'", "&&&", "中文 & “引号” <标签>", "\"", "x<"] {
            var out: [UInt8] = Array("prefix:".utf8)
            out.appendHTMLEscaped(text)
            XCTAssertEqual(String(decoding: out, as: UTF8.self), "prefix:" + text.htmlEscaped, text)
        }
        XCTAssertEqual("a & b < c > d \"e\" 'f'".htmlEscaped, "a &amp; b &lt; c &gt; d &quot;e&quot; 'f'")
        XCTAssertEqual("中文".htmlEscaped, "中文")
    }
}

/// Call-outs, lost figures and table cells holding both languages.
final class HTMLRendererBlockTests: XCTestCase {
    private func html(_ markdown: String) -> String { HTMLRenderer().render(MarkdownParser.parse(markdown)) }

    // `> [!NOTE]` is an aside with its label in both languages; its English and Chinese pair inside it.
    func testRendersCallouts() {
        XCTAssertEqual(html("> [!NOTE]\n> Settings should not include help.\n>\n> 设置不应该包括帮助。\n"), """
            <aside class="callout callout-note" role="note"><p class="callout-label"><span class="tr" lang="zh-Hans">注意</span> <span class="tr" lang="en">Note</span></p>
            <div class="pair"><div class="tr" lang="en"><p>Settings should not include help.</p>
            </div><div class="tr" lang="zh-Hans"><p>设置不应该包括帮助。</p>
            </div></div>
            </aside>

            """)
        XCTAssertEqual(html("> [!UNKNOWN]\n> text\n"), "<blockquote>\n<p lang=\"en\">[!UNKNOWN]\ntext</p>\n</blockquote>\n",
                       "an unknown marker stays a quote")
    }

    // `> [!FIGURE]` is a calm frame holding the caption of a figure the source lost.
    func testRendersLostFigures() {
        XCTAssertEqual(html("> [!FIGURE]\n> Figure 6-2 Three styles of status bars\n"), """
            <figure class="missing-figure"><p class="figure-label"><span class="tr" lang="zh-Hans">原图缺失</span> <span class="tr" lang="en">Figure not available</span></p>
            <figcaption>
            <p lang="en">Figure 6-2 Three styles of status bars</p>
            </figcaption></figure>

            """)
    }

    // A cell whose text is English with its Chinese glued after it shows each in its own reading mode.
    func testSplitsGluedTranslationsInTableCells() {
        let table = html("| Name | Use |\n| --- | --- |\n| ![Add](a.png) Add添加 | Creates a new item. 添加新项目 |\n| 分享(Share) | 发送 |\n")
        XCTAssertTrue(table.contains("<td><img src=\"a.png\" alt=\"Add\" loading=\"lazy\" decoding=\"async\" referrerpolicy=\"no-referrer\"> <span class=\"tr\" lang=\"en\">Add</span> <span class=\"tr\" lang=\"zh-Hans\">添加</span></td>"), table)
        XCTAssertTrue(table.contains("<td><span class=\"tr\" lang=\"en\">Creates a new item.</span> <span class=\"tr\" lang=\"zh-Hans\">添加新项目</span></td>"), table)
        XCTAssertTrue(table.contains("<td lang=\"zh-Hans\">分享(Share)</td>"), table)
    }
}
