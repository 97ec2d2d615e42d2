import XCTest
@testable import FolioImport

final class ChineseTextStructureTests: XCTestCase {
    // Every chapter-marker form of the seeds is recognised, with its number and any title on the line.
    func testRecognisesChapterMarkersInAllForms() {
        XCTAssertEqual(ChineseChapterMarker.parse("第一章"), ChineseChapterMarker(number: 1, title: nil))
        XCTAssertEqual(ChineseChapterMarker.parse("第三大章"), ChineseChapterMarker(number: 3, title: nil))
        XCTAssertEqual(ChineseChapterMarker.parse("八大章"), ChineseChapterMarker(number: 8, title: nil))
        XCTAssertEqual(ChineseChapterMarker.parse("第十一章"), ChineseChapterMarker(number: 11, title: nil))
        XCTAssertEqual(ChineseChapterMarker.parse("第二十三章"), ChineseChapterMarker(number: 23, title: nil))
        XCTAssertEqual(ChineseChapterMarker.parse("第一章、UI设计基础"), ChineseChapterMarker(number: 1, title: "UI设计基础"))
        XCTAssertEqual(ChineseChapterMarker.parse("第3章 设计策略"), ChineseChapterMarker(number: 3, title: "设计策略"))
        XCTAssertNil(ChineseChapterMarker.parse("三章内容都很重要"))
        XCTAssertNil(ChineseChapterMarker.parse("第一章讲述了设计原则。"))
    }

    // Numbered section lines are parsed; table rows and measurements are not sections.
    func testParsesNumberedHeadings() {
        XCTAssertEqual(NumberedHeading.parse("2.1 加载"), NumberedHeading(numbers: [2, 1], title: "加载"))
        XCTAssertEqual(NumberedHeading.parse("3.6  应用扩展(App Extensions)"), NumberedHeading(numbers: [3, 6], title: "应用扩展(App Extensions)"))
        XCTAssertEqual(NumberedHeading.parse("1.13.4 充分利用iOS技术"), NumberedHeading(numbers: [1, 13, 4], title: "充分利用iOS技术"))
        XCTAssertNil(NumberedHeading.parse("12.9\" iPad Pro\t2048px × 2732px"))
        XCTAssertNil(NumberedHeading.parse("4.7英寸设备全屏图像"))
        XCTAssertNil(NumberedHeading.parse("1. 工作介绍"))
        XCTAssertNil(NumberedHeading.parse("2.5 倍的距离会让内容显得很拥挤，"))
    }

    // Outline order: next sibling, first child or an ancestor's next sibling.
    func testChecksSectionOrder() {
        let heading = NumberedHeading(numbers: [1, 3, 2], title: "x")
        XCTAssertTrue(heading.isFollowed(by: [1, 3, 3]))
        XCTAssertTrue(heading.isFollowed(by: [1, 3, 2, 1]))
        XCTAssertTrue(heading.isFollowed(by: [1, 4]))
        XCTAssertFalse(heading.isFollowed(by: [1, 5]))
        XCTAssertFalse(heading.isFollowed(by: [1, 3, 4]))
    }

    // `中文(English)` titles split into both languages; abbreviations and Chinese parentheses do not.
    func testSplitsGlossedTitles() {
        XCTAssertEqual(HeadingGloss.split("设计跟随内容 (Defer to Content)")?.chinese, "设计跟随内容")
        XCTAssertEqual(HeadingGloss.split("设计跟随内容 (Defer to Content)")?.english, "Defer to Content")
        XCTAssertEqual(HeadingGloss.split("自定义支付上拉菜单 （Customizing the Payment Sheet）")?.english, "Customizing the Payment Sheet")
        XCTAssertNil(HeadingGloss.split("近场通信技术 (NFC)"))
        XCTAssertNil(HeadingGloss.split("iOS 技术 (上)"))
        XCTAssertNil(HeadingGloss.split("自定义图标 (iOS12 及更早的版本)"))
        XCTAssertNil(HeadingGloss.split("Live Photos"))
    }

    // Numbered headings write the English heading first, then the numbered Chinese heading at the same level.
    func testWritesBilingualHeadings() {
        XCTAssertEqual(ChineseChapterWriter.headingLines(NumberedHeading(numbers: [1, 1, 1], title: "设计跟随内容 (Defer to Content)")),
                       ["### Defer to Content", "### 1.1.1 设计跟随内容"])
        XCTAssertEqual(ChineseChapterWriter.headingLines(NumberedHeading(numbers: [2, 1], title: "加载")), ["## 2.1 加载"])
    }

    // A boilerplate line repeated many times is detected; repeated table headers and list items are not.
    func testDetectsRepeatedMarkerLines() {
        let marker = "【更新中】iOS 9人机界面指南"
        var texts: [String] = []
        for index in 0..<12 { texts += [marker, "段落 \(index)。", "类型\t字重", "- 重复的列表项"] }
        let lines = texts.enumerated().map { TextLine(number: $0.offset + 1, text: $0.element) }
        XCTAssertEqual(RepeatedLineMarkers.detect(in: lines, minimumCount: 10), [marker])
        XCTAssertEqual(RepeatedLineMarkers.detect(in: lines, minimumCount: 13), [])
    }

    // Markers inside a line split it into paragraphs; a marker-only line becomes blank.
    func testReplacesMarkersWithParagraphBreaks() {
        let lines = [TextLine(number: 7, text: "付款信息。M通过用Apple Pay支付。MM按钮。"), TextLine(number: 8, text: "M")]
        let result = RepeatedLineMarkers.replaceWithBreaks(lines, markers: ["M"])
        XCTAssertEqual(result.lines.map(\.text), ["付款信息。", "", "通过用Apple Pay支付。", "", "按钮。", ""])
        XCTAssertEqual(result.lines.map(\.number), [7, 7, 7, 7, 7, 8])
        XCTAssertEqual(result.removed, 4)
    }

    // A printed TOC is found with its headings, TAB and space page numbers and separators.
    func testParsesAPrintedTableOfContents() {
        let texts = ["二维码：", "", "目录", "", "Contents", "", "前言\ti", "规范预览\t1", "1.1 原则iOS设计原则\t1",
                     "----------\t-----", "", "UI栏 153", "7.1 导航栏\t153", "12.4 Siri 305"]
        let lines = texts.enumerated().map { TextLine(number: $0.offset + 1, text: $0.element) }
        let toc = TableOfContents.findPrinted(in: lines)
        XCTAssertEqual(toc?.lines, 3...14)
        XCTAssertEqual(toc?.entries, [
            .init(line: 7, numbers: nil, title: "前言", page: "i"),
            .init(line: 8, numbers: nil, title: "规范预览", page: "1"),
            .init(line: 9, numbers: [1, 1], title: "原则iOS设计原则", page: "1"),
            .init(line: 12, numbers: nil, title: "UI栏", page: "153"),
            .init(line: 13, numbers: [7, 1], title: "导航栏", page: "153"),
            .init(line: 14, numbers: [12, 4], title: "Siri", page: "305"),
        ])
    }

    // A bullet index of numbered titles is found with its `文章索引` title line; a plain bullet list is not.
    func testFindsBulletIndexes() {
        let texts = ["第一章、UI设计基础", "", "文章索引", "", "  • 1.1 为iOS而设计(Designing for iOS)", "  • 1.1.1 设计跟随内容 (Defer to Content)",
                     "  • 1.2 iOS应用解析(iOS App Anatomy)", "", "正文。", "  • 首先", "  • 然后", "  • 最后"]
        let lines = texts.enumerated().map { TextLine(number: $0.offset + 1, text: $0.element) }
        let indexes = TableOfContents.findBulletIndexes(in: lines)
        XCTAssertEqual(indexes.map(\.lines), [3...7])
        XCTAssertEqual(indexes.first?.entries.map { $0.numbers ?? [] }, [[1, 1], [1, 1, 1], [1, 2]])
    }
}
