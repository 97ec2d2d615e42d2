import XCTest
import FolioCore
@testable import FolioImport

/// Each block repair: small EN/ZH Markdown in, exact Markdown out.
final class BlockRepairTests: XCTestCase {
    private func repaired(_ markdown: String, title: String? = nil) -> String {
        BlockRepair.repaired(markdown.components(separatedBy: "\n\n"), chapterTitle: title).joined(separator: "\n\n")
    }

    // An English sentence glued to its Chinese translation becomes two paragraphs, either way round;
    // a Chinese sentence that ends in a product name, or a glued term, stays whole.
    func testSplitsGluedTranslations() {
        XCTAssertEqual(repaired("Creates a new item in the list.添加新项目到列表"), "Creates a new item in the list.\n\n添加新项目到列表")
        XCTAssertEqual(repaired("每个app都需要一个漂亮难忘的图标。 **Embrace simplicity.** Find a single element."),
                       "每个app都需要一个漂亮难忘的图标。\n\n**Embrace simplicity.** Find a single element.")
        XCTAssertEqual(repaired("在设置中打开 Apple Pay"), "在设置中打开 Apple Pay")
        XCTAssertEqual(repaired("Action动作"), "Action动作")
    }

    // Sentences broken at a page break are joined: English (also into a list item) and Chinese cut mid-clause.
    func testJoinsBrokenSentences() {
        XCTAssertEqual(repaired("Replace the semantic meaning of a\n\nstandard icon with your own."),
                       "Replace the semantic meaning of a standard icon with your own.")
        XCTAssertEqual(repaired("- As much as possible, the undo and\n\nredo capability should be clear."),
                       "- As much as possible, the undo and redo capability should be clear.")
        XCTAssertEqual(repaired("了解更多开发者的指南，请参\n\n阅 UILayoutGuide 一节。"), "了解更多开发者的指南，请参阅 UILayoutGuide 一节。")
        // a Chinese label line and a list line without an end mark stay apart
        XCTAssertEqual(repaired("配件，服务，特性和动作\n\n配件是一个物理的物件。"), "配件，服务，特性和动作\n\n配件是一个物理的物件。")
        XCTAssertEqual(repaired("Use a toolbar.\n\nthe next line"), "Use a toolbar.\n\nthe next line")
    }

    // Labels become call-outs: alone, glued, with a colon, bold; an English call-out takes its translation.
    func testMakesCallouts() {
        XCTAssertEqual(repaired("NOTE\n\n在复杂环境下，应改用遮片样式。\n\n下一段。"),
                       "> [!NOTE]\n> 在复杂环境下，应改用遮片样式。\n\n下一段。")
        XCTAssertEqual(repaired("**TIP**The App Store offers more opportunities.\n\nApp Store为宣传您的品牌提供了更多机会。"),
                       "> [!TIP]\n> The App Store offers more opportunities.\n>\n> App Store为宣传您的品牌提供了更多机会。")
        XCTAssertEqual(repaired("Note: Settings should not include help.\n\n注意：设置不应该包括帮助。"),
                       "> [!NOTE]\n> Settings should not include help.\n>\n> 设置不应该包括帮助。")
        XCTAssertEqual(repaired("**重要**:不要在安装结束后告诉用户需要重启设备。"), "> [!IMPORTANT]\n> 不要在安装结束后告诉用户需要重启设备。")
        // words that only look like labels stay text
        XCTAssertEqual(repaired("注意在不同情境下的颜色对比。"), "注意在不同情境下的颜色对比。")
        XCTAssertEqual(repaired("Note that In-App Purchase collects payment."), "Note that In-App Purchase collects payment.")
        XCTAssertEqual(repaired("**注意用户的舒适度**：长时间保持一定的距离。"), "**注意用户的舒适度**：长时间保持一定的距离。")
    }

    // A caption whose figure is lost becomes a figure frame with its translation (numbered like it); an image takes the
    // caption beside it as alt text, or its section and number; a sentence naming a figure stays.
    func testGivesFiguresWords() {
        XCTAssertEqual(repaired("Figure 6-1 A status bar contains important information\n\n状态条向用户提供了重要信息"),
                       "> [!FIGURE]\n> Figure 6-1 A status bar contains important information\n>\n> 图 6-1 状态条向用户提供了重要信息")
        // a table's caption stays where it is (its table follows); its translation gets the number too
        XCTAssertEqual(repaired("Table 10-1 Standard buttons\n\n标准按钮\n\n| A | B |\n| --- | --- |\n| 1 | 2 |"),
                       "Table 10-1 Standard buttons\n\n表 10-1 标准按钮\n\n| A | B |\n| --- | --- |\n| 1 | 2 |")
        XCTAssertEqual(repaired("Figure 6-3 shows examples of both these uses."), "Figure 6-3 shows examples of both these uses.")
        XCTAssertEqual(repaired("![](https://example.org/a.png)\n\n图 2-1 状态栏"), "![图 2-1 状态栏](https://example.org/a.png)\n\n图 2-1 状态栏")
        XCTAssertEqual(repaired("## App Icons\n\n## 应用图标\n\n![](https://example.org/a.png \"10x10\")\n\n![](https://example.org/b.png)"),
                       "## App Icons\n\n## 应用图标\n\n![App Icons / 应用图标, figure 1](https://example.org/a.png \"10x10\")\n\n![App Icons / 应用图标, figure 2](https://example.org/b.png)")
        XCTAssertEqual(repaired("![](https://example.org/a.png)", title: "设计"), "![设计, figure 1](https://example.org/a.png)")
    }

    // A split Chinese bold label rejoins its paragraph; short bold paragraphs between body text become
    // headings one level below the last heading when they form a pattern; runs of bold paragraphs stay.
    func testBoldLeads() {
        XCTAssertEqual(repaired("**Clarity.** Text is legible at every size.\n\n**清晰**\n\n每种字号的文字都是清晰可读的。"),
                       "**Clarity.** Text is legible at every size.\n\n**清晰** 每种字号的文字都是清晰可读的。")
        XCTAssertEqual(repaired("## 引言\n\n正文。\n\n**识别问题**\n\n第一段正文在这里。\n\n**认知的局限**\n\n第二段正文在这里。"),
                       "## 引言\n\n正文。\n\n### 识别问题\n\n第一段正文在这里。\n\n### 认知的局限\n\n第二段正文在这里。")
        XCTAssertEqual(repaired("**识别问题**\n\n第一段正文在这里。"), "**识别问题**\n\n第一段正文在这里。", "one bold line is no pattern")
        // a bold paragraph that repeats the heading above, between a paragraph and its translation, goes
        XCTAssertEqual(repaired("### Peek and Pop\n\nA peek lets people preview an item.\n\n**Peek and Pop**\n\n人们用它预览一个项目。"),
                       "### Peek and Pop\n\nA peek lets people preview an item.\n\n人们用它预览一个项目。")
        XCTAssertEqual(repaired("**Button name**\n\n**Function**\n\nShows a view.\n\n**Home**\n\n**家**\n\nA home."),
                       "**Button name**\n\n**Function**\n\nShows a view.\n\n**Home**\n\n**家**\n\nA home.")
    }

    // Two English paragraphs then their two translations are interleaved one to one; a run whose
    // lengths do not match one to one stays grouped.
    func testAlignsParagraphRuns() {
        let english1 = "As an app designer, you have the opportunity to deliver an extraordinary product that rises to the top of the charts."
        let chinese1 = "作为APP设计者，您有机会发表能够登上App Store榜单第一的非凡产品。"
        XCTAssertEqual(repaired("\(english1)\n\nThree primary themes differentiate iOS:\n\n\(chinese1)\n\n三个基本的主题将iOS区别开："),
                       "\(english1)\n\n\(chinese1)\n\nThree primary themes differentiate iOS:\n\n三个基本的主题将iOS区别开：")
        let long = "作为设计者，您有机会发表非凡的产品。为此，您需要满足对质量和功能的高期望。三个基本的主题将它和其他平台区别开来，清晰、尊重和深度。"
        XCTAssertEqual(repaired("\(english1)\n\n\(english1)\n\n\(long)\n\n短。"), "\(english1)\n\n\(english1)\n\n\(long)\n\n短。")
    }

    // A run the scrape doubled in one paragraph is kept once.
    func testKeepsDoubledRunsOnce() {
        XCTAssertEqual(repaired("2\\. HUMANISING AUTONOMY[MOBILE APP](https://example.org)2\\. HUMANISING AUTONOMY"),
                       "[MOBILE APP](https://example.org)\n\n2\\. HUMANISING AUTONOMY")
        XCTAssertEqual(repaired("一模一样的一段话重复了两次。一模一样的一段话重复了两次。"), "一模一样的一段话重复了两次。")
        XCTAssertEqual(repaired("好好学习，天天向上，好好学习"), "好好学习，天天向上，好好学习")
    }

    // Paragraphs an importer wrote as one entry are repaired one by one; code and lists stay whole.
    func testSeparatesParagraphEntries() {
        XCTAssertEqual(BlockRepair.separated("One.\n\nTwo."), ["One.", "Two."])
        XCTAssertEqual(BlockRepair.separated("- One.\n\n  Two."), ["- One.\n\n  Two."])
        XCTAssertEqual(BlockRepair.separated("```comments\n[\n\n]\n```"), ["```comments\n[\n\n]\n```"])
    }

    // Rows left as paragraphs under a header of bold cells become a table: an image icon takes the row's
    // name as alt text, a text icon that repeats the name (`Cancel`, `Cancel取消`) is said once, the
    // English and Chinese description share a cell.
    func testRebuildsRowsUnderABoldHeader() {
        let rows = "**Button name**\n\n**Function**\n\n![](https://example.org/a.png)\n\nAction动作\n\nShows a view.\n\n显示一个视图\n\n"
            + "Cancel\n\nCancel取消\n\nCloses the view.\n\n关闭视图\n\n![](https://example.org/b.png)\n\nAdd添加\n\nCreates a new item.\n\n添加新项目\n\n## Next"
        XCTAssertEqual(repaired(rows), """
            | Button name | Function |
            | --- | --- |
            | ![Action 动作](https://example.org/a.png) Action动作 | Shows a view. 显示一个视图 |
            | Cancel取消 | Closes the view. 关闭视图 |
            | ![Add 添加](https://example.org/b.png) Add添加 | Creates a new item. 添加新项目 |

            ## Next
            """)
        // a row that breaks the shape ends the table before it; nothing is dropped
        let broken = "**Name**\n\n**Use**\n\nA\n\nFirst use.\n\nB\n\nSecond use.\n\nC\n\nThird use.\n\n![](https://example.org/c.png)\n\n![](https://example.org/d.png)"
        XCTAssertEqual(repaired(broken), """
            | Name | Use |
            | --- | --- |
            | A | First use. |
            | B | Second use. |
            | C | Third use. |

            ![Figure 1](https://example.org/c.png)

            ![Figure 2](https://example.org/d.png)
            """)
    }

    // Chinese lines of two columns split by their one space outside parentheses become a table.
    func testRebuildsSpaceSeparatedChineseColumns() {
        XCTAssertEqual(repaired("应用扩展类型 人们使用扩展来做…\n\n今天部件(Today widget) 获得快速更新\n\n分享(Share) 发送到网站\n\n动作(Action) 操作或查看内容\n\n以下指南适用于所有类型的应用扩展。"), """
            | 应用扩展类型 | 人们使用扩展来做… |
            | --- | --- |
            | 今天部件(Today widget) | 获得快速更新 |
            | 分享(Share) | 发送到网站 |
            | 动作(Action) | 操作或查看内容 |

            以下指南适用于所有类型的应用扩展。
            """)
        XCTAssertNil(TableRows.twoCells("在 iOS 中使用"), "spaces around a Latin word are not a column break")
    }
}
