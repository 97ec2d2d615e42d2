import XCTest
import FolioMarkdown

/// `table-shaped-text`: rows of a table left as lines or paragraphs.
final class TableShapedTextRuleTests: XCTestCase {
    // One-line paragraphs split at a column gap into the same number of cells.
    func testAlignedLinesAreReported() {
        XCTAssertEqual(lint("""
            分享(Share) 发送到网站或者和他人分享内容

            动作(Action) 通过另一个应用的上下文来操作内容

            Photo Editing\tEdit a photo or video in Photos
            """), ["1:1: [table-shaped-text] 3 lines with 2 columns each are left as text; make them a table"])
    }

    // Icon, name and description repeated three times.
    func testRepeatedNameDescriptionRowsAreReported() {
        XCTAssertEqual(lint("""
            ![](add.png)

            Add添加

            Creates a new item.添加新项目

            ![](bookmarks.png)

            Bookmarks书签

            Shows app-specific bookmarks.显示书签

            ![](camera.png)

            Camera相机

            Takes a photo or video.拍照片或者拍视频
            """, only: .tableShapedText), ["1:1: [table-shaped-text] 3 rows of image, name, text are left as paragraphs; make them a table"])
    }

    // Numbered steps and two spaces after a full stop are no column gaps.
    func testStepsAndSentenceSpacingPass() {
        XCTAssertEqual(lint("""
            (1) Open the app

            (2) Tap Done.  Then close it.

            (3) Close the app.  Then open it.
            """, only: .tableShapedText), [])
    }

    // Ordinary alternating English and Chinese paragraphs are not rows.
    func testProsePairsPass() {
        XCTAssertEqual(lint("""
            Clarity matters.

            清晰很重要。

            Deference matters.

            尊重很重要。

            Depth matters.

            深度很重要。
            """, only: .tableShapedText), [])
    }
}
