import XCTest
@testable import FolioImport

/// Headings whose other language the source put elsewhere: a late bold Chinese title after the
/// English body, a plain Chinese title right after the heading, an English title paragraph before a
/// Chinese heading.
final class ZhihuHeadingPartnersTests: XCTestCase {
    /// The Markdown body the converter writes for `html`.
    static func body(_ html: String, options: ZhihuColumnOptions = ZhihuColumnOptions()) -> String {
        let article = ZhihuArticle(url: "https://zhuanlan.zhihu.com/p/1", title: "t", content: html, author: nil,
                                   upvotes: nil, topics: [], comments: [], lines: 1...1, position: 0)
        return ZhihuArticleConverter(options: options).body(of: article)
    }

    // A bold Chinese title between a section's English and Chinese bodies joins its English-only heading
    // (and the two English paragraphs and their two translations are aligned one to one).
    func testMovesALateBoldChineseTitleIntoTheHeading() {
        let html = "<h3>Aesthetic Integrity</h3><p>Aesthetic integrity represents how well\nan app’s appearance integrates with its function.</p>"
            + "<p>It keeps people focused.</p><p><b>美学完整性</b></p><p>美学完整性代表一个app的外观与其功能融合程度。</p>"
            + "<p>它让人们集中注意力。</p><h3>Consistency</h3><p>A consistent app implements familiar standards.</p>"
            + "<p><b>一致性</b></p><p>一个具有一致性的app执行为人熟知的标准。</p>"
        XCTAssertEqual(Self.body(html), """
            ### Aesthetic Integrity

            ### 美学完整性

            Aesthetic integrity represents how well an app’s appearance integrates with its function.

            美学完整性代表一个app的外观与其功能融合程度。

            It keeps people focused.

            它让人们集中注意力。

            ### Consistency

            ### 一致性

            A consistent app implements familiar standards.

            一个具有一致性的app执行为人熟知的标准。

            """)
    }

    // A plain Chinese title right after an English-only heading, with English text after it, joins the heading.
    func testJoinsAPlainChineseTitleRightAfterTheHeading() {
        let html = "<h3>Static Launch Screen Images</h3><p>静止的启动页图片</p><p>It’s best to use an Xcode storyboard.</p>"
            + "<p>最好用Xcode故事版作为启动页。</p>"
        XCTAssertEqual(Self.body(html), """
            ### Static Launch Screen Images

            ### 静止的启动页图片

            It’s best to use an Xcode storyboard.

            最好用Xcode故事版作为启动页。

            """)
    }

    // A bold Chinese line after an English paragraph with a bold lead translates that lead, not the heading:
    // it becomes the bold lead of its paragraph, like the English.
    func testLeavesTheChineseSideOfARunInLeadAlone() {
        let html = "<h3>Principles</h3><p><b>Clarity.</b> Text is legible at every size.</p><p><b>清晰</b></p><p>每种字号的文字都是清晰可读的。</p>"
        XCTAssertEqual(Self.body(html), """
            ### Principles

            **Clarity.** Text is legible at every size.

            **清晰** 每种字号的文字都是清晰可读的。

            """)
    }

    // Plain, sentence-like or unfollowed Chinese lines after an English body are not titles.
    func testLeavesChineseLinesThatAreNotTitlesAlone() {
        let plain = "<h3>Feedback</h3><p>Feedback acknowledges actions.</p><p>反馈</p><p>反馈收到动作。</p>"
        XCTAssertEqual(Self.body(plain), "### Feedback\n\nFeedback acknowledges actions.\n\n反馈\n\n反馈收到动作。\n")
        let sentence = "<h3>Feedback</h3><p>Feedback acknowledges actions.</p><p><b>注意：反馈很重要。</b></p><p>反馈收到动作。</p>"
        XCTAssertEqual(Self.body(sentence), "### Feedback\n\nFeedback acknowledges actions.\n\n**注意：反馈很重要。**\n\n反馈收到动作。\n")
        let noBody = "<h3>Feedback</h3><p>Feedback acknowledges actions.</p><p><b>反馈</b></p><p>Feedback keeps people informed.</p>"
        XCTAssertEqual(Self.body(noBody), "### Feedback\n\nFeedback acknowledges actions.\n\n**反馈**\n\nFeedback keeps people informed.\n")
    }

    // A short English title paragraph two blocks before a Chinese-only heading becomes its English side,
    // and the English paragraph between them pairs with the Chinese body.
    func testPairsAChineseHeadingWithAnEarlierEnglishTitleParagraph() {
        let html = "<p>What&#39;s New in\niOS 10</p><p>With iOS\n10, you can build more powerful apps than ever.</p>"
            + "<h2><b>iOS10新特性</b></h2><p>有了iOS10，您能构建前所未有的强大的app。</p>"
            + "<p><b>Interface Essentials</b><br/></p><h2><b>界面要素</b></h2><p>Most iOS apps are built using UIKit.</p>"
            + "<p>大多数iOS app是使用UIKit构建的。</p>"
        XCTAssertEqual(Self.body(html), """
            ## What's New in iOS 10

            ## iOS10新特性

            With iOS 10, you can build more powerful apps than ever.

            有了iOS10，您能构建前所未有的强大的app。

            ## Interface Essentials

            ## 界面要素

            Most iOS apps are built using UIKit.

            大多数iOS app是使用UIKit构建的。

            """)
    }

    // English paragraphs too far away, ending like a sentence, not title-cased, or separated by Chinese stay paragraphs.
    func testLeavesEnglishParagraphsThatAreNotTheHeadingsTitleAlone() {
        let tooFar = "<p>What&#39;s New</p><p>The first sentence is here.</p><p>The second sentence is here.</p><h2>新特性</h2>"
        XCTAssertEqual(Self.body(tooFar), "What's New\n\nThe first sentence is here.\n\nThe second sentence is here.\n\n## 新特性\n")
        let sentence = "<p>Read this first.</p><h2>新特性</h2>"
        XCTAssertEqual(Self.body(sentence), "Read this first.\n\n## 新特性\n")
        let lowercase = "<p>Button name</p><h2>按钮名称</h2>"
        XCTAssertEqual(Self.body(lowercase), "Button name\n\n## 按钮名称\n")
        let chineseBetween = "<p>Interface Essentials</p><p>界面要素介绍。</p><h2>界面要素</h2>"
        XCTAssertEqual(Self.body(chineseBetween), "Interface Essentials\n\n界面要素介绍。\n\n## 界面要素\n")
    }

    // `englishTitleReach` 0 turns the early-title rule off; 1 allows only the paragraph right before.
    func testEnglishTitleReachIsAnOption() {
        let html = "<p>What&#39;s New</p><p>With iOS 10, you can build apps.</p><h2>新特性</h2>"
        var options = ZhihuColumnOptions()
        options.englishTitleReach = 1
        XCTAssertEqual(Self.body(html, options: options), "What's New\n\nWith iOS 10, you can build apps.\n\n## 新特性\n")
        options.englishTitleReach = 0
        XCTAssertEqual(Self.body("<p>What&#39;s New</p><h2>新特性</h2>", options: options), "What's New\n\n## 新特性\n")
    }
}
