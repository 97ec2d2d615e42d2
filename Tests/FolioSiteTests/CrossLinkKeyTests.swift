import XCTest
@testable import FolioSite

/// Topic keys, near Chinese titles, guidelines URLs and developer-document names.
final class CrossLinkKeyTests: XCTestCase {
    // English keys fold case, plurals, a leading article and a leading -ing verb.
    func testEnglishKeysFoldArticlesVerbsAndPlurals() {
        XCTAssertEqual(TopicKey.english("Using Alerts"), "alert")
        XCTAssertEqual(TopicKey.english("The Status Bar"), "status bar")
        XCTAssertEqual(TopicKey.english("Segmented Controls"), TopicKey.english("segmented control"))
        XCTAssertEqual(TopicKey.english("Accommodating Multitasking"), TopicKey.english("Multitasking"))
        XCTAssertEqual(TopicKey.english("Loading"), "load")
        XCTAssertNil(TopicKey.english("进度条"))
    }

    // Chinese titles are near when one character differs or at most two are inserted.
    func testChineseTitlesAreNearByOneCharacterOrAnInsertion() {
        XCTAssertTrue(TopicKey.chineseKeysAreNear("进度指示器", "进程指示器"))
        XCTAssertTrue(TopicKey.chineseKeysAreNear("文本框", "文本输入框"))
        XCTAssertTrue(TopicKey.chineseKeysAreNear("分栏控件", "分区控件"))
        XCTAssertFalse(TopicKey.chineseKeysAreNear("标注", "标签"))
        XCTAssertFalse(TopicKey.chineseKeysAreNear("分栏控件", "分栏控件"))
        XCTAssertFalse(TopicKey.chineseKeysAreNear("页面控件", "页面视图"))
    }

    // A guidelines URL yields its fragment, then its topic; other URLs yield nothing.
    func testGuidelineURLsYieldFragmentThenTopic() {
        XCTAssertEqual(ReferenceResolver.guidelineSlugs("https://developer.apple.com/ios/human-interface-guidelines/ui-controls/progress-indicators/#network-activity-indicators"),
                       ["network-activity-indicators", "progress-indicators"])
        XCTAssertEqual(ReferenceResolver.guidelineSlugs("https://developer.apple.com/ios/human-interface-guidelines/ui-bars/tab-bars/"), ["tab-bars"])
        XCTAssertNil(ReferenceResolver.guidelineSlugs("https://developer.apple.com/reference/uikit/uistepper"))
        let base = "HTTPS://Developer.Apple.com/ios/human-interface-guidelines/"
        XCTAssertEqual(ReferenceResolver.guidelineSlugs(base + "Visual-Design/Color/?lang=en#System-Colors"), ["system-colors", "color"])
        XCTAssertEqual(ReferenceResolver.guidelineSlugs(base + "#overview"), nil)  // a fragment with no path before it is not read
        XCTAssertEqual(ReferenceResolver.guidelineSlugs(base + "overview/themes#"), ["themes"])
        XCTAssertEqual(ReferenceResolver.guidelineSlugs(base + "?topic=bars"), ["topic=bars"])
        XCTAssertNil(ReferenceResolver.guidelineSlugs("ftp://developer.apple.com/ios/human-interface-guidelines/x/"))
    }

    // API names and programming guides are developer documents; section titles are not.
    func testDeveloperDocumentsAreAPINamesAndGuides() {
        XCTAssertTrue(ReferenceResolver.isDeveloperDocument("UIProgressView"))
        XCTAssertTrue(ReferenceResolver.isDeveloperDocument("layoutMarginsGuide"))
        XCTAssertTrue(ReferenceResolver.isDeveloperDocument("App Extension Programming Guide"))
        XCTAssertFalse(ReferenceResolver.isDeveloperDocument("Tab Bars"))
        XCTAssertFalse(ReferenceResolver.isDeveloperDocument("iCloud"))
        XCTAssertFalse(ReferenceResolver.isDeveloperDocument("进度指示器"))
    }

    // One word added anywhere makes two English keys near.
    func testWordListsAreNearWithOneWordAdded() {
        XCTAssertTrue(ReferenceResolver.wordsAreNear(["dynamic", "type"], ["dynamic", "type", "size"]))
        XCTAssertTrue(ReferenceResolver.wordsAreNear(["home", "screen", "quick", "action"], ["home", "screen", "action"]))
        XCTAssertFalse(ReferenceResolver.wordsAreNear(["tab", "bar"], ["tool", "bar"]))
    }

    // The indexes find exactly what comparing every pair finds.
    func testNearKeyIndexesAgreeWithPairwiseComparison() {
        let chinese = ["进度指示器", "进程指示器", "进度条", "文本框", "文本输入框", "分栏控件", "分区控件", "分段控件",
                       "标注", "标签", "活动指示器", "活动视图", "文本视图", "文字视图", "页面控件", "页面控制", "控件"]
        let chineseIndex = NearChineseKeys(chinese)
        for key in chinese + ["进展指示器", "文本编辑输入框", "分栏"] {
            let expected = chinese.indices.filter { TopicKey.chineseKeysAreNear(key, chinese[$0]) }
            XCTAssertEqual(chineseIndex.near(key), expected, key)
        }
        let english = ["dynamic type", "dynamic type size", "home screen quick action", "home screen action", "tab bar",
                       "tool bar", "bar", "status bar", "status", "action sheet", "sheet", "activity view", "view"]
        let englishIndex = NearWordKeys(english)
        for key in english + ["quick action", "home screen", "type size", "navigation bar"] {
            let words = key.split(separator: " ").map(String.init)
            let expected = english.indices.filter {
                ReferenceResolver.wordsAreNear(english[$0].split(separator: " ").map(String.init), words)
            }
            XCTAssertEqual(englishIndex.near(words), expected, key)
        }
        XCTAssertEqual(englishIndex.near(["status"]).map { english[$0] }, ["status bar"])
    }
}
