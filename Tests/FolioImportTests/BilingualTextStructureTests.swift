import XCTest
import FolioCore
@testable import FolioImport

final class BilingualTextStructureTests: XCTestCase {
    /// A small book in the seed's shape: front matter, a table of contents in mixed forms, an introduction, two
    /// parts, chapter markers in different cases, and two chapters (3 and 4) that have no marker in the body.
    static let book = """
    Book Title 书名

    版本说明

    Translated by us.

    Organization of This Document [文档组织](#)
    Part I **Planning** [规划](#)
    Chapter 1 **Platform Basics**
    [平台基础](#)
    Screen Size is Compact [屏幕尺寸是受限的](#)
     Memory Is Limited [内存是有限的](#)
    Chapter 2 Human Principles 人机原则
    Metaphors\t隐喻
    Part II **Designing** [设计](#)
    Chapter 3 A Brief Tour 简要回顾
    Application Screens [应用程序屏幕](#)
    Chapter 4 Application Controls

    应用程序的控件

    Sliders\t滑条

    Introduction 简介

    Read this document.

    阅读本文档。

    Organization of This Document 文档组织

    It has parts.

    它有几部分。

    Part 1 :

    Planning

    规划

    This part plans.

    此部分规划。

    CHAPTER 1

    Platform Basics

    平台基础

    Screen Size is Compact 屏幕尺寸是受限的

    Small.

    小。

    Memory Is Limited

    内存是有限的

    Make It Obvious使之显而易见

    chapter 2

    Human Principles

    人机原则

    Metaphors [隐喻](#)

    Like things.

    Part 2 :

    Designing

    设计

    Before you start, this chapter tours the screens.

    在开始之前，本章介绍屏幕。

    Application Screens

    [应用程序屏幕](#)

    Every application has a window.

    Controls are familiar to users.

    控件为用户熟悉。

    Slider 滑块

    Sliders slide.
    """

    private static let chapterFourStart: JSONValue = .object(["chapterStarts": .object(["4": .string("Controls are familiar")])])

    private func outline(_ result: ImportResult) -> [String] {
        result.chapters.map { chapter in
            let keys = ["kind", "number", "title_en", "title_zh", "source_lines"]
            return keys.map { chapter.frontMatter.string($0) ?? "-" }.joined(separator: " | ")
        }
    }

    // Parts come before their chapters, markers of any case are found, unmarked chapters take their titles from
    // the table of contents, and the front matter and introduction become prefaces.
    func testCutsTheBookIntoPrefacesPartsAndChapters() {
        let result = importBilingual(Self.book, options: Self.chapterFourStart)
        XCTAssertEqual(outline(result), [
            "preface | - | - | 版本说明 | 1-5",
            "preface | - | Introduction | 简介 | 24-34",
            "part | 1 | Planning | 规划 | 36-44",
            "chapter | 1 | Platform Basics | 平台基础 | 46-62",
            "chapter | 2 | Human Principles | 人机原则 | 64-72",
            "part | 2 | Designing | 设计 | 74-78",
            "chapter | 3 | A Brief Tour | 简要回顾 | 80-88",
            "chapter | 4 | Application Controls | 应用程序的控件 | 90-96",
        ])
        XCTAssertEqual(result.chapters.map(\.fileName), [
            "01-preface.md", "02-introduction.md", "03-planning.md", "04-platform-basics.md",
            "05-human-principles.md", "06-designing.md", "07-a-brief-tour.md", "08-application-controls.md",
        ])
        XCTAssertEqual(result.diagnostics, [])
    }

    // Every heading form becomes two headings of one level, English first: level 2 or 3 from the table of
    // contents, level 4 for headings it does not list.
    func testHeadingFormsBecomeBilingualHeadings() {
        let result = importBilingual(Self.book, options: Self.chapterFourStart)
        guard result.chapters.count == 8 else { return XCTFail("expected 8 chapters, got \(result.chapters.count)") }
        XCTAssertEqual(result.chapters[3].body, """
        ## Screen Size is Compact

        ## 屏幕尺寸是受限的

        Small.

        小。

        ### Memory Is Limited

        ### 内存是有限的

        #### Make It Obvious

        #### 使之显而易见

        """)
        XCTAssertEqual(result.chapters[4].body, "## Metaphors\n\n## 隐喻\n\nLike things.\n")
        XCTAssertEqual(result.chapters[1].body, """
        Read this document.

        阅读本文档。

        ## Organization of This Document

        ## 文档组织

        It has parts.

        它有几部分。

        """)
        XCTAssertEqual(result.chapters[7].body, "Controls are familiar to users.\n\n控件为用户熟悉。\n\n## Slider\n\n## 滑块\n\nSliders slide.\n")
    }

    // The front matter keeps its text; the first line (the document's title) is left to the colophon.
    func testFrontMatterBecomesAPreface() {
        XCTAssertEqual(importBilingual(Self.book).chapters[0].body, "Translated by us.\n")
    }

    // A chapter the body does not mark starts at the paragraph saying "this chapter"; without one and without
    // an option it starts at its first section, with a warning that names the place.
    func testUnmarkedChaptersStartAtTheirOpeningParagraph() {
        let result = importBilingual(Self.book)
        guard result.chapters.count == 8 else { return XCTFail("expected 8 chapters, got \(result.chapters.count)") }
        XCTAssertEqual(result.chapters[6].body.components(separatedBy: "\n\n").first,
                       "Before you start, this chapter tours the screens.")
        XCTAssertEqual(result.chapters[7].frontMatter.string("source_lines"), "94-96")
        XCTAssertEqual(result.diagnostics.map(\.description), [
            "book.txt:94:1: warning: chapter 4 has no marker in the body; it starts at its first section (set the option chapterStarts to move it)",
        ])
    }

    // An option naming an opening paragraph that does not exist is reported at the chapter's entry.
    func testReportsAChapterStartThatIsNotFound() {
        let options: JSONValue = .object(["chapterStarts": .object(["4": .string("No such words")])])
        let messages = importBilingual(Self.book, options: options).diagnostics.map(\.description)
        XCTAssertEqual(messages.first,
                       "book.txt:18:1: warning: option chapterStarts[\"4\"]: no paragraph of the body starts with 'No such words'")
    }

    // Options of the wrong type and an empty file are errors with a location, not crashes.
    func testBadInputGivesDiagnostics() {
        let bad = importBilingual("Text.", options: .object(["chapterStarts": .number(3)]))
        XCTAssertEqual(bad.chapters, [])
        XCTAssertEqual(bad.diagnostics.count, 1)
        XCTAssertTrue(bad.diagnostics[0].description.hasPrefix("book.txt:1:1: error: invalid options for the bilingual text importer"))
        XCTAssertEqual(importBilingual("\n\n").diagnostics.map(\.description),
                       ["book.txt:1:1: error: the file holds no text to import"])
    }

    // Headings are split at the first Chinese character, except that a Latin word repeated from the English
    // part stays with the Chinese one; link and tab forms split at the link or tab.
    func testSplitsBilingualTitles() {
        XCTAssertEqual(BilingualTitle.split("Utility Applications实用工具程序"), BilingualTitle(en: "Utility Applications", zh: "实用工具程序"))
        XCTAssertEqual(BilingualTitle.split("Web Views Web视图"), BilingualTitle(en: "Web Views", zh: "Web视图"))
        XCTAssertEqual(BilingualTitle.split("iPhone Applications [iPhone应用软件](#)"), BilingualTitle(en: "iPhone Applications", zh: "iPhone应用软件"))
        XCTAssertEqual(BilingualTitle.split("Metaphors\t隐喻"), BilingualTitle(en: "Metaphors", zh: "隐喻"))
        XCTAssertEqual(BilingualTitle.split("See Also"), BilingualTitle(en: "See Also", zh: nil))
    }
}
