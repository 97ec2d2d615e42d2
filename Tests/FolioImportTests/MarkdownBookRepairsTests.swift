import XCTest
@testable import FolioImport

/// The repairs a Markdown book's text gets on import: what mdBook and GitBook tolerate and cmark-gfm does not.
final class MarkdownBookRepairsTests: XCTestCase {
    // A heading marker directly followed by a letter or digit gets its space; other lines stay.
    func testHeadingsWithoutSpaceGetOne() {
        XCTAssertEqual(MarkdownRepairs.headingRepaired("#标题"), "# 标题")
        XCTAssertEqual(MarkdownRepairs.headingRepaired("##1.1 安装"), "## 1.1 安装")
        XCTAssertEqual(MarkdownRepairs.headingRepaired("## 已有空格"), "## 已有空格")
        XCTAssertEqual(MarkdownRepairs.headingRepaired("#!/bin/sh"), "#!/bin/sh")
        XCTAssertEqual(MarkdownRepairs.headingRepaired("####### seven"), "####### seven")
        XCTAssertEqual(MarkdownRepairs.headingRepaired("    #indented"), "    #indented")
    }

    // Punctuation just inside an emphasis delimiter moves outside when a letter stands beyond it.
    func testEmphasisEndingInPunctuationBeforeALetter() {
        XCTAssertEqual(MarkdownRepairs.emphasisRepaired("**注意：**后文"), "**注意**：后文")
        XCTAssertEqual(MarkdownRepairs.emphasisRepaired("这一章讲**「安装」**和配置"), "这一章讲「**安装**」和配置")
        XCTAssertEqual(MarkdownRepairs.emphasisRepaired("*提示：*配置"), "*提示*：配置")
        XCTAssertEqual(MarkdownRepairs.emphasisRepaired("**Note:**you"), "**Note**:you")
        XCTAssertEqual(MarkdownRepairs.emphasisRepaired("见**[链接](a.md)**文"), "见[**链接**](a.md)文")
        XCTAssertEqual(MarkdownRepairs.emphasisRepaired("**注意(可选)**后"), "**注意(可选)**后")
        XCTAssertEqual(MarkdownRepairs.emphasisRepaired("他说** “你好” **然后"), "他说“**你好**”然后")
        XCTAssertEqual(MarkdownRepairs.emphasisRepaired("***重点：***后文 **二**"), "***重点***：后文 **二**")
    }

    // Emphasis CommonMark already takes, lone asterisks, code spans and links are left alone.
    func testEmphasisThatWorksIsUnchanged() {
        for line in ["**注意：** 后文", "**注意**：后文", "a * b * c", "`**注意：**后` 文", "**加粗**后文", "见 **[链接](a.md)** 文"] {
            XCTAssertEqual(MarkdownRepairs.emphasisRepaired(line), line)
        }
    }

    // `<br>` is a hard break inside a paragraph, nothing at its end, a space in a table row.
    func testLineBreakTags() {
        XCTAssertEqual(MarkdownRepairs.repair("一<br>二\n"), "一\\\n二\n")
        XCTAssertEqual(MarkdownRepairs.repair("一<BR />\n二\n"), "一\\\n二\n")
        XCTAssertEqual(MarkdownRepairs.repair("一<br>\n\n二\n"), "一\n\n二\n")
        XCTAssertEqual(MarkdownRepairs.repair("| a<br/>b |\n"), "| a b |\n")
        XCTAssertEqual(MarkdownRepairs.repair("```\na<br>b\n```\n"), "```\na<br>b\n```\n")
    }

    // Inline HTML becomes Markdown; wrappers and comments go; unknown tags stay as written.
    func testInlineHTMLBecomesMarkdown() {
        XCTAssertEqual(MarkdownRepairs.repair(#"<p align="center"><img src="a b.png" alt="图"></p>"# + "\n"), "![图](<a b.png>)\n")
        XCTAssertEqual(MarkdownRepairs.repair(#"见<a href="x.md#y">这里</a>，按 <kbd>Esc</kbd>。<a name="top"></a>"# + "\n"),
                       "见[这里](<x.md#y>)，按 `Esc`。\n")
        XCTAssertEqual(MarkdownRepairs.repair("<!-- 注释\n两行 -->正文 <b>粗</b>\n"), "正文 **粗**\n")
        XCTAssertEqual(MarkdownRepairs.repair("<h2>小节</h2>\n"), "## 小节\n")
        XCTAssertEqual(MarkdownRepairs.repair("<img alt=\"Two\ntables\" src=\"a.svg\"\nstyle=\"w\" />\n\n<span class=\"caption\">图 1</span>\n"),
                       "![Two tables](<a.svg>)\n\n图 1\n")
        XCTAssertEqual(MarkdownRepairs.repair("<table><tr><td>x</td></tr></table>\n"), "<table><tr><td>x</td></tr></table>\n")
        XCTAssertEqual(MarkdownRepairs.repair("a < b and `<b>` stay\n"), "a < b and `<b>` stay\n")
    }

    // Footnote references and definitions become plain bracketed marks.
    func testFootnotes() {
        XCTAssertEqual(MarkdownRepairs.repair("哈希[^siphash]函数，`[^x]`\n\n[^siphash]: [SipHash](https://e.org/s)\n"),
                       "哈希\\[siphash\\]函数，`[^x]`\n\n\\[siphash\\] [SipHash](https://e.org/s)\n")
    }

    // GitBook's hint becomes a block quote, embed a link, other tags disappear.
    func testGitBookTags() {
        let text = "{% hint style=\"info\" %}\n提示一\n\n提示二\n{% endhint %}\n{% embed url=\"https://example.com/v\" %}\n{% code title=\"a.sh\" %}\n```sh\nls\n```\n{% endcode %}\n"
        XCTAssertEqual(MarkdownRepairs.repair(text), "> 提示一\n>\n> 提示二\n<https://example.com/v>\n```sh\nls\n```\n")
    }

    // Link destinations are found outside code and rewritten; unlinking keeps the text.
    func testLinkRewriting() {
        let text = "[a](x.md \"t\") ![i](p.png) `[c](x.md)` [u](y.md#h)\n[ref]: z.md\n"
        let rewritten = MarkdownLinks.rewrite(text) { link in
            switch link.destination {
            case "x.md": return .replace(destination: "01-x.md", title: link.title)
            case "p.png": return .replace(destination: "images/p.png", title: "2x3")
            case "z.md": return .replace(destination: "03-z.md", title: nil)
            default: return .unlink
            }
        }
        XCTAssertEqual(rewritten, "[a](<01-x.md> \"t\") ![i](<images/p.png> \"2x3\") `[c](x.md)` u\n[ref]: <03-z.md>\n")
        XCTAssertEqual(MarkdownLinks.rewrite("[r]:\n  z.md\n") { _ in .replace(destination: "03-z.md", title: nil) }, "[r]:\n  <03-z.md>\n")
    }
}
