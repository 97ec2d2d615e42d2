import XCTest
import FolioCore
@testable import FolioImport

/// Imports `text` as a bilingual text source (no file I/O).
func importBilingual(_ text: String, options: JSONValue? = nil, path: String = "book.txt") -> ImportResult {
    let entry = SourceEntry(file: path, format: "text", edition: "test", options: options)
    return BilingualTextImport.run(SourceInput(path: path, text: text, entry: entry))
}

/// The body of the only chapter of a bilingual text without parts or chapters.
func bilingualBody(_ text: String) -> String {
    let result = importBilingual(text)
    return result.chapters.count == 1 ? result.chapters[0].body : "chapters: \(result.chapters.count)"
}

final class BilingualTextBlockTests: XCTestCase {
    // An English paragraph broken by a blank line mid-sentence is joined, and so is a Chinese one.
    func testJoinsSplitParagraphsInBothLanguages() {
        let text = """
        Because there is no swap space, you must take

        care to avoid allocating memory.

        这样的设计可以让全屏显示的应用程序把使用者的注意

        力集中在视觉内容和视觉体验上，不受干扰。
        """
        XCTAssertEqual(bilingualBody(text), """
        Because there is no swap space, you must take care to avoid allocating memory.

        这样的设计可以让全屏显示的应用程序把使用者的注意力集中在视觉内容和视觉体验上，不受干扰。

        """)
    }

    // Paragraphs that end a sentence stay apart even when the next one starts in lower case.
    func testKeepsFinishedParagraphsApart() {
        XCTAssertEqual(bilingualBody("It ends here.\n\niPhone starts a new one.\n"),
                       "It ends here.\n\niPhone starts a new one.\n")
    }

    // List items take their Chinese line (next line, after a blank, or on the same line) as a second paragraph.
    func testListItemsBecomeBilingualItems() {
        let text = """
        - Attractive, so users keep it
        吸引人的，使用户保留它
        - Distinctive, so users find it

        有特色的，用户能找到它

        - In portrait, 320 x 50 points 在纵向视图中为320 x 50 points
        """
        XCTAssertEqual(bilingualBody(text), """
        - Attractive, so users keep it

          吸引人的，使用户保留它

        - Distinctive, so users find it

          有特色的，用户能找到它

        - In portrait, 320 x 50 points

          在纵向视图中为320 x 50 points

        """)
    }

    // TAB-separated rows become one GFM table, a blank line inside it and empty first cells included.
    func testTabRowsBecomeATable() {
        let text = "Button 按钮\tMeaning 含义\tName 名称\n\tShow bookmarks 显示书签\tBookmarks\n\n\tSearch | find 搜索\tSearch\n"
        XCTAssertEqual(bilingualBody(text), """
        | Button 按钮 | Meaning 含义 | Name 名称 |
        | --- | --- | --- |
        |  | Show bookmarks 显示书签 | Bookmarks |
        |  | Search \\| find 搜索 | Search |

        """)
    }

    // A figure caption keeps its number and its Chinese caption, whether on the same line, the next line or
    // after a label standing alone; a sentence starting with a figure number is not a caption.
    func testCaptionsKeepTheirChinesePartner() {
        let text = """
        Figure 1-2 Weather is an example 天气预报案例

        Figure3-2 The Calculator displays large controls

        计算器显示大按键

        Figure 7-3

        A destructive button should be red

        破坏性按钮应该是红色。

        Figure 5-1 shows three views.
        """
        XCTAssertEqual(bilingualBody(text), """
        > [!FIGURE]
        > Figure 1-2 Weather is an example
        >
        > 图 1-2 天气预报案例

        > [!FIGURE]
        > Figure 3-2 The Calculator displays large controls
        >
        > 图 3-2 计算器显示大按键

        > [!FIGURE]
        > Figure 7-3 A destructive button should be red
        >
        > 图 7-3 破坏性按钮应该是红色。

        Figure 5-1 shows three views.

        """)
    }

    // Page references and self references are dropped, quoted section titles become links by title, other
    // link residue keeps its text, and apostrophes split by a space are repaired.
    func testCleansReferencesAndLinkResidue() {
        let text = """
        CHAPTER 1

        Views 视图

        Web Views 网页视图

        See “Web Views” (page 104), [“web views”](#) (page 5) and “Web Views” [self - 81](#)(page 81).

        见 ["Web Views"](#) 与 [苹果网站](#)，“Other Guide” 和 *“Web Views”* (page 9)。

        It' s the user’ s choice, as Figure 6-7 (page 70) shows.
        """
        XCTAssertEqual(importBilingual(text).chapters.last?.body, """
        #### Web Views

        #### 网页视图

        See [Web Views](<ref:Web Views>), [web views](<ref:Web Views>) and [Web Views](<ref:Web Views>).

        见 [Web Views](<ref:Web Views>) 与 苹果网站，“Other Guide” 和 [Web Views](<ref:Web Views>)。

        It's the user’s choice, as Figure 6-7 shows.

        """)
    }

    // Markdown residue (bold, italic, code) is kept as Markdown; other Markdown characters are escaped.
    func testKeepsEmphasisAndEscapesTheRest() {
        XCTAssertEqual(bilingualBody("- **Be prepared.** See *Guide* and `Icon.png` for a_b <c> [d].\n"),
                       "- **Be prepared.** See *Guide* and `Icon.png` for a\\_b \\<c\\> \\[d\\].\n")
        XCTAssertEqual(bilingualBody("# not a heading, 2 * 3\n"), "\\# not a heading, 2 \\* 3\n")
    }
}
