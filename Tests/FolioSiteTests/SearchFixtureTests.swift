import XCTest
import FolioCore
import FolioSite

/// A small bilingual book for ranking tests: each expected section has a decoy that mentions the query
/// more often in its body but not in its heading.
enum SearchQueryFixture {
    private static func section(_ url: String, _ edition: String, _ chapter: String, en: String? = nil, zh: String? = nil,
                                textEN: String? = nil, textZH: String? = nil, kind: SearchSection.Kind = .section) -> SearchSection {
        var heading: [Language: String] = [:]
        var text: [Language: String] = [:]
        heading[.en] = en
        heading[.zh] = zh
        text[.en] = textEN
        text[.zh] = textZH
        return SearchSection(kind: kind, url: url, edition: edition, chapter: chapter, heading: heading, text: text)
    }

    /// The fixture's sections, in book order.
    static let sections: [SearchSection] = [
        section("ios10/controls.html#progress-indicators", "iOS 10", "UI 控件 Controls", en: "Progress Indicators", zh: "进度指示器",
                textEN: "Progress indicators show progress while content loads: use progress bars when the duration is known, and activity indicators otherwise. Report progress accurately.",
                textZH: "进度指示器让用户知道你的应用没有卡住。时长已知时使用进度条，否则使用活动指示器。始终准确报告进度。"),
        section("ios10/controls.html#progress-bars", "iOS 10", "UI 控件 Controls", en: "Progress Bars", zh: "进度条",
                textEN: "A progress bar includes a track that fills from left to right. Always report progress accurately.",
                textZH: "进度条的轨道包括已填充和未填充部分。"),
        section("ios13/controls.html#9-7", "iOS 13", "控件 Controls", zh: "9.7 进程指示器",
                textZH: "进度条和活动指示器都属于进程指示器。进度条显示已知时长的任务，进度条可以带标题，进度条也可以放在导航栏中，进度条的颜色可以自定义。进度对用户很重要。"),
        section("ios10/interaction.html#loading", "iOS 10", "交互 Interaction", en: "Loading", zh: "加载",
                textEN: "Show progress while content loads. Progress feedback, progress bars and progress indicators keep people informed; a progress bar is better than a spinner.",
                textZH: "加载时显示进度，进度让用户安心，进度信息要准确，进度条比菊花更好。"),
        section("ios10/interaction.html#modality", "iOS 10", "交互 Interaction", en: "Modality", zh: "模态",
                textEN: "Modality is a design technique that presents content in a temporary mode that’s separate from the user's previous context.",
                textZH: "模态是一种在临时模式中展示内容的设计技术。"),
        section("ios10/views.html#popovers", "iOS 10", "视图 Views", en: "Popovers", zh: "弹出框",
                textEN: "A popover is a transient view. A popover is modal <b>in compact</b> environments; a modal view requires an explicit action to dismiss. Avoid modal popovers unless necessary.",
                textZH: "弹出框在紧凑环境中是模态的。"),
        section("ios9/ui.html#defer-to-content", "iOS 9", "UI设计基础", en: "Defer to Content", zh: "1.1.1 设计跟随内容",
                textZH: "流畅的动画和清爽的界面帮助用户理解内容并与之交互。"),
        section("ios9/ui.html#principles", "iOS 9", "UI设计基础", zh: "1.1 设计原则",
                textZH: "iOS 的三大原则：遵从、清晰、深度。设计跟随内容，设计跟随内容，让内容成为焦点（设计跟随内容）。"),
        section("ios10/views.html#action-sheets", "iOS 10", "视图 Views", en: "Action Sheets", zh: "动作菜单",
                textEN: "An action sheet is a specific style of alert that appears in response to a control or action.",
                textZH: "动作菜单是一种特定样式的警告框。"),
        section("ios10/views.html#activity-views", "iOS 10", "视图 Views", en: "Activity Views", zh: "活动视图",
                textEN: "Unlike an action sheet, an activity view lists actions: action sheet, action sheet, action.",
                textZH: "与动作菜单不同，活动视图列出操作：动作菜单，动作菜单。"),
        section("glossary.html#segmented-controls", "All editions", "术语表 Glossary", en: "Segmented Controls", zh: "分段控件",
                textZH: "各版本译名：分区控件（iOS 10）、分段控件（iPhone 2010）、分栏控件（iOS 13）。", kind: .glossary),
        section("ios13/controls.html#9-9", "iOS 13", "控件 Controls", zh: "9.9 分栏控件",
                textZH: "分栏控件是由两个或以上分段组成的线性集合，每个分段都相当于一个按钮。"),
    ]

    /// The index script of the fixture.
    static let script = SearchIndexWriter.script(for: sections)

    /// How often `phrase` occurs in the body texts of the section at `url`, ignoring case.
    static func bodyCount(of phrase: String, in url: String) -> Int {
        guard let section = sections.first(where: { $0.url == url }) else { return -1 }
        let body = ((section.text[.en] ?? "") + "\n" + (section.text[.zh] ?? "")).lowercased()
        return body.components(separatedBy: phrase.lowercased()).count - 1
    }
}

final class SearchFixtureTests: XCTestCase {
    // The decoys are real decoys: their bodies mention each query more often than the expected section does.
    func testDecoysMentionTheQueriesMoreOftenThanTheExpectedSections() {
        let cases: [(phrase: String, expected: String, decoy: String)] = [
            ("进度条", "ios10/controls.html#progress-bars", "ios13/controls.html#9-7"),
            ("进度", "ios10/controls.html#progress-bars", "ios10/interaction.html#loading"),
            ("progress", "ios10/controls.html#progress-bars", "ios10/interaction.html#loading"),
            ("modal ", "ios10/interaction.html#modality", "ios10/views.html#popovers"),
            ("设计跟随内容", "ios9/ui.html#defer-to-content", "ios9/ui.html#principles"),
            ("action sheet", "ios10/views.html#action-sheets", "ios10/views.html#activity-views"),
            ("动作菜单", "ios10/views.html#action-sheets", "ios10/views.html#activity-views"),
        ]
        for item in cases {
            let expected = SearchQueryFixture.bodyCount(of: item.phrase, in: item.expected)
            let decoy = SearchQueryFixture.bodyCount(of: item.phrase, in: item.decoy)
            XCTAssertGreaterThan(decoy, expected, item.phrase)
            XCTAssertGreaterThanOrEqual(expected, 0, item.phrase)
        }
    }
}
