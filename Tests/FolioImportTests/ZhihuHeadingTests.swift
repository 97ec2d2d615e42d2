import XCTest
@testable import FolioImport

final class ZhihuHeadingTests: XCTestCase {
    // Glued bilingual headings split at the first CJK character.
    func testSplitsGluedHeadingsAtTheFirstCJKCharacter() {
        XCTAssertEqual(BilingualHeading.split("Progress Bars进度条"), BilingualHeading(en: "Progress Bars", zh: "进度条"))
        XCTAssertEqual(BilingualHeading.split("Design Principles设计原则"), BilingualHeading(en: "Design Principles", zh: "设计原则"))
    }

    // A Latin word glued to the Chinese goes with it when the English already holds that word.
    func testKeepsARepeatedLatinWordWithTheChinese() {
        XCTAssertEqual(BilingualHeading.split("App Icon App图标"), BilingualHeading(en: "App Icon", zh: "App图标"))
        XCTAssertEqual(BilingualHeading.split("Navigation Bars导航条"), BilingualHeading(en: "Navigation Bars", zh: "导航条"))
    }

    // Full-width brackets around the Chinese go, a section number is repeated, trailing spaces trimmed.
    func testCleansBracketsAndRepeatsSectionNumbers() {
        XCTAssertEqual(BilingualHeading.split("Audio（音频）"), BilingualHeading(en: "Audio", zh: "音频"))
        XCTAssertEqual(BilingualHeading.split("2. Determine Eligibility确定资格    "),
                       BilingualHeading(en: "2. Determine Eligibility", zh: "2. 确定资格"))
    }

    // Headings in one language stay whole.
    func testKeepsSingleLanguageHeadingsWhole() {
        XCTAssertEqual(BilingualHeading.split("3D Touch"), BilingualHeading(en: "3D Touch", zh: nil))
        XCTAssertEqual(BilingualHeading.split("iOS10新特性"), BilingualHeading(en: nil, zh: "iOS10新特性"))
        XCTAssertEqual(BilingualHeading.split("下拉刷新控件"), BilingualHeading(en: nil, zh: "下拉刷新控件"))
    }

    // An English heading followed by a Chinese heading of the same level is one bilingual heading.
    func testMergesEnglishAndChineseHeadingNeighbours() {
        let html = "<h2>Refresh\nContent Controls</h2><h2>下拉刷新控件</h2><h3>Spotlight and Settings Icons</h3><h3>Spotlight搜索和系统设置图标</h3>"
        XCTAssertEqual(ZhihuHeadingDetector().detect(ZhihuBlockReader.read(html)), [
            .heading(level: 2, BilingualHeading(en: "Refresh Content Controls", zh: "下拉刷新控件")),
            .heading(level: 3, BilingualHeading(en: "Spotlight and Settings Icons", zh: "Spotlight搜索和系统设置图标")),
        ])
    }

    // Bold and plain paragraphs that open a section (English text follows) are headings; callouts,
    // lead lines and table rows are not.
    func testFindsParagraphHeadingsButNotLookalikes() {
        let prose = "<p>People interact with an iOS device by performing gestures.</p><p>人们通过手势与设备交互。</p>"
            + "<p>These gestures elicit a close personal connection with content.</p><p>这些手势带来亲密的联系。</p>"
        let html = "<p><b>Loading加载</b><br/></p>" + prose
            + "<p>Progress Indicators进程指示器</p>" + prose
            + "<p><b>Gestures</b></p>" + prose
            + "<p><b> Image Size and Resolution</b></p><p><b>图片尺寸和分辨率</b></p>" + prose
            + "<p><b>Bars</b><b>（栏）</b></p><p>告诉人们他们在您app的哪个位置。</p>"
            + "<p><strong>Boarding pass</strong><strong>交通凭证</strong></p>" + prose
            + "<p><b>TIP</b></p>" + prose
        let headings = ZhihuHeadingDetector().detect(ZhihuBlockReader.read(html)).compactMap { block -> BilingualHeading? in
            if case .heading(_, let heading) = block { return heading }
            return nil
        }
        XCTAssertEqual(headings, [
            BilingualHeading(en: "Loading", zh: "加载"),
            BilingualHeading(en: "Progress Indicators", zh: "进程指示器"),
            BilingualHeading(en: "Gestures", zh: nil),
            BilingualHeading(en: "Image Size and Resolution", zh: "图片尺寸和分辨率"),
        ])
    }

    // Three or more heading-like paragraphs each followed by a short definition are a glossary.
    func testLeavesGlossaryTermsAsParagraphs() {
        let html = ["Home家", "Room房间", "Zone区域"].map {
            "<p><strong>\($0)</strong></p><p>Represents a physical place in a home of someone.</p><p>表示一个地方。</p>"
        }.joined()
        let blocks = ZhihuHeadingDetector().detect(ZhihuBlockReader.read(html))
        XCTAssertFalse(blocks.contains { if case .heading = $0 { return true } else { return false } })
        XCTAssertEqual(blocks.count, 9)
    }
}
