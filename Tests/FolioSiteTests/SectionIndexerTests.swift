import XCTest
import FolioMarkdown
@testable import FolioSite

final class SectionIndexerTests: XCTestCase {
    private func anchors(_ markdown: String) -> [String] {
        SectionIndexer.sections(of: MarkdownParser.parse(markdown)).map(\.anchor)
    }

    // Anchors come from the English title of a bilingual heading, whichever language comes first.
    func testAnchorsFromEnglishTitles() {
        XCTAssertEqual(anchors("## Progress Bars\n\n## 进度条\n\n### 1.1.1 设计跟随内容\n\n### Defer to Content\n"),
                       ["progress-bars", "defer-to-content"])
    }

    // Chinese-only headings use their section number, else a fingerprint of the title; duplicates get a suffix.
    func testAnchorsForChineseHeadings() {
        XCTAssertEqual(anchors("## 2.1 加载\n\n## 术语\n\n## 术语\n"), ["sec-2-1", "h-ab77c5a6", "h-ab77c5a6-2"])
    }

    // Two headings of the same level and the same language are two sections, not one bilingual heading.
    func testDoesNotPairSameLanguageHeadings() {
        let sections = SectionIndexer.sections(of: MarkdownParser.parse("## Loading\n\n## Modality\n"))
        XCTAssertEqual(sections.map(\.title.en), ["Loading", "Modality"])
    }

    // Section numbers are split from the heading text.
    func testSplitsSectionNumbers() {
        XCTAssertEqual(SectionIndexer.splitNumber("1.10.2 优秀的排版").number, "1.10.2")
        XCTAssertEqual(SectionIndexer.splitNumber("2.1加载").text, "加载")
        XCTAssertNil(SectionIndexer.splitNumber("3D Touch").number)
    }
}
