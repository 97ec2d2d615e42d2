import XCTest
@testable import FolioImport

final class ZhihuCommentsTests: XCTestCase {
    // Threads are written as the fenced `comments` JSON block, replies with their replyTo.
    func testWritesTheFencedCommentsBlock() {
        let comments = [
            ZhihuComment(author: "xiaojing", likes: 1, content: "横屏好", replies: [
                ZhihuComment(author: "伍睿", likes: 0, content: "<p>谢谢\"你\"</p>", replyTo: "xiaojing"),
            ]),
            ZhihuComment(author: "知乎用户", likes: 0, content: "竖屏"),
        ]
        XCTAssertEqual(ZhihuComments.fencedBlock(comments), """
        ```comments
        [
          {"author": "xiaojing", "likes": 1, "text": "横屏好", "replies": [
            {"author": "伍睿", "replyTo": "xiaojing", "likes": 0, "text": "谢谢\\"你\\""}
          ]},
          {"author": "知乎用户", "likes": 0, "text": "竖屏", "replies": []}
        ]
        ```
        """)
        XCTAssertNil(ZhihuComments.fencedBlock([]))
    }

    // Comment HTML keeps its text only: scripts and handlers go, breaks become newlines, safe link targets are shown.
    func testKeepsOnlyTheTextOfCommentHTML() {
        let html = #"<p onclick="steal()">第一段<script>alert(1)</script></p><p>a<br>b <a href="https://link.zhihu.com/?target=https%3A//x.example/">site</a> <a href="javascript:evil()">bad</a></p>"#
        XCTAssertEqual(ZhihuComments.plainText(html), "第一段\na\nb site (https://x.example/) bad")
    }
}
