import XCTest
import FolioMarkdown

/// `image-without-alt` and `figure-caption-without-figure`.
final class FigureRulesTests: XCTestCase {
    // An image with empty alt text is reported at the image; one with alt text is not.
    func testImageWithoutAltIsReported() {
        XCTAssertEqual(lint("""
            ![](a.png "20x20")

            See ![The Settings app](b.png) here.
            """), ["1:1: [image-without-alt] image 'a.png' has no alt text; describe it (from its caption or the section)"])
    }

    // A caption pair with no image beside it is reported once, at the English caption.
    func testCaptionWithoutFigureIsReported() {
        XCTAssertEqual(lint("""
            Figure 8-1 Three ways to display lists

            图 8-1 三种显示列表的方式

            Table views are useful.

            表格视图很有用。
            """), ["1:1: [figure-caption-without-figure] caption 'Figure 8-1 Three ways to display lists' has no image beside it; restore the figure or mark it as missing"])
    }

    // A caption after its image, and a sentence that mentions a figure, pass.
    func testCaptionBesideItsImageAndFigureMentionsPass() {
        XCTAssertEqual(lint("""
            ![Lists](lists.png)

            Figure 8-2 A simple list

            图 8-2 一个简单的列表

            Figure 8-3 shows a list in a grouped table.
            """), [])
    }
}
