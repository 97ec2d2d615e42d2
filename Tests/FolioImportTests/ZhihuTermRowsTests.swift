import XCTest
@testable import FolioImport

/// Glued bold glossary rows (`Home家`, `Boarding pass交通凭证`) split into an English and a Chinese paragraph.
final class ZhihuTermRowsTests: XCTestCase {
    private func body(_ html: String, options: ZhihuColumnOptions = ZhihuColumnOptions()) -> String {
        ZhihuHeadingPartnersTests.body(html, options: options)
    }

    // A run of glued rows with English and Chinese definitions becomes term pairs, then definition pairs;
    // the terms, repeated before body text, act as headings and are written as headings.
    func testSplitsARunOfGluedGlossaryRows() {
        let html = ["Home家", "Room房间", "Zone区域"].map {
            "<p><b>\($0)</b></p><p>Represents a physical \($0.prefix(4)).</p><p>表示物理空间。</p>"
        }.joined()
        XCTAssertEqual(body(html), """
            ## Home

            ## 家

            Represents a physical Home.

            表示物理空间。

            ## Room

            ## 房间

            Represents a physical Room.

            表示物理空间。

            ## Zone

            ## 区域

            Represents a physical Zone.

            表示物理空间。

            """)
    }

    // Rows of a table whose definitions are Chinese only (up to a few paragraphs each) are split too.
    func testSplitsTableRowsWithChineseDefinitions() {
        let html = "<p><strong>Boarding pass</strong><strong>交通凭证</strong></p><p>火车票，飞机登机牌。</p>"
            + "<p><strong>Coupons券</strong></p><p>优惠券，特价以及其他打折。</p>"
            + "<p><strong>Event tickets事件票</strong></p><p>进入音乐会。通常来说</p><p>每个凭证对应一个特定事件</p><p>比如季票。</p>"
        XCTAssertEqual(body(html), """
            ## Boarding pass

            ## 交通凭证

            火车票，飞机登机牌。

            ## Coupons

            ## 券

            优惠券，特价以及其他打折。

            ## Event tickets

            ## 事件票

            进入音乐会。通常来说

            每个凭证对应一个特定事件

            比如季票。

            """)
    }

    // Fewer rows than `glossaryRunLength`, or rows too far apart, stay whole.
    func testKeepsShortRunsAndLoneLinesWhole() {
        let two = "<p><b>Home家</b></p><p>表示物理家庭。</p><p><b>Room房间</b></p><p>代表房间。</p>"
        XCTAssertEqual(body(two), "**Home家**\n\n表示物理家庭。\n\n**Room房间**\n\n代表房间。\n")
        let lone = "<p>Apps can integrate with Siri.</p><p><b>App可以与Siri整合</b></p>"
        XCTAssertEqual(body(lone), "Apps can integrate with Siri.\n\n**App可以与Siri整合**\n")
        var options = ZhihuColumnOptions()
        options.termRowMaximumGap = 0
        let spaced = ["Home家", "Room房间", "Zone区域"].map { "<p><b>\($0)</b></p><p>表示物理空间。</p>" }.joined()
        XCTAssertEqual(body(spaced, options: options),
                       "**Home家**\n\n表示物理空间。\n\n**Room房间**\n\n表示物理空间。\n\n**Zone区域**\n\n表示物理空间。\n")
    }

    // A Chinese lead line that translates the bold lead of the English paragraph before it stays whole, as
    // the bold lead of its paragraph.
    func testKeepsChineseLeadLinesWhole() {
        let html = ["Bars（栏）", "Views（视图）", "Controls（控件）"].map { row in
            let english = String(row.prefix { $0 != "（" })
            return "<p><b>\(english).</b> Tell people where they are.</p><p><b>\(row)</b></p><p>告诉人们他们在哪里。</p>"
        }.joined()
        XCTAssertEqual(body(html), """
            **Bars.** Tell people where they are.

            **Bars（栏）** 告诉人们他们在哪里。

            **Views.** Tell people where they are.

            **Views（视图）** 告诉人们他们在哪里。

            **Controls.** Tell people where they are.

            **Controls（控件）** 告诉人们他们在哪里。

            """)
    }
}
