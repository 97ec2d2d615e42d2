import XCTest
import FolioCore
@testable import FolioImport

final class ChineseTextImportTests: XCTestCase {
    private func importText(_ text: String, options: JSONValue = .object(["layout": .string("chinese")])) -> ImportResult {
        TextImporter().importSource(SourceInput(path: "book.txt", text: text,
                                                entry: SourceEntry(file: "book.txt", format: "text", edition: "demo", options: options)))
    }

    private let pdfSource = """
        封面标题

        前言

        Foreword

        这是译者写的一段前言，说明了翻译的缘由和参与的人员名单。

        目录

        前言\ti
        规范预览\t1
        1.1 原则\t1
        1.2 元素 2
        加载\t3
        2.1 加载\t3

        第一章

        规范预览

        Overview

        —

        1.1 原则

        作为一名 App 设计师，你就有机会发布一款能够登上榜首的卓越产品，为此你的应用在质量和

        功能上必须精益求精。β

        1.2 元素

        更多指南，请参阅 [进度指示器](#)。

        第二大章

        2.1 加载

        要清晰的表明加载的状态：至少，展示一个动态旋转图来表明有任务正在进行中。
        """

    // A small PDF extraction: preface from the front matter, TOC dropped, chapters with titles, joined lines.
    func testImportsASmallPDFExtraction() {
        let result = importText(pdfSource)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.chapters.map(\.fileName), ["01-foreword.md", "02-overview.md", "03-chapter-2.md"])
        XCTAssertEqual(result.chapters.map(\.frontMatter.serialized), [
            "---\ntitle_zh: \"前言\"\ntitle_en: \"Foreword\"\nkind: \"preface\"\nsource_lines: \"3-7\"\n---\n",
            "---\ntitle_zh: \"规范预览\"\ntitle_en: \"Overview\"\nnumber: \"1\"\nkind: \"chapter\"\nsource_lines: \"18-35\"\n---\n",
            "---\ntitle_zh: \"加载\"\nnumber: \"2\"\nkind: \"chapter\"\nsource_lines: \"36-40\"\n---\n",
        ])
        XCTAssertEqual(result.chapters.map(\.body), [
            "这是译者写的一段前言，说明了翻译的缘由和参与的人员名单。\n",
            "## 1.1 原则\n\n作为一名 App 设计师，你就有机会发布一款能够登上榜首的卓越产品，为此你的应用在质量和功能上必须精益求精。\n\n"
                + "## 1.2 元素\n\n更多指南，请参阅 [进度指示器](<ref:进度指示器>)。\n",
            "## 2.1 加载\n\n**要清晰的表明加载的状态**：至少，展示一个动态旋转图来表明有任务正在进行中。\n",
        ])
    }

    // A web scrape: repeated page-title lines become paragraph breaks, indexes vanish, notes move to the preface;
    // a half-width comma inside a Chinese sentence becomes full-width, with a note.
    func testImportsASmallWebScrape() {
        let marker = "【更新中】某某指南"
        var text = "\(marker)\n\n第一章、设计基础\n\n文章索引\n\n  • 1.1 为iOS而设计(Designing for iOS)\n  • 1.1.1 设计跟随内容 (Defer to Content)\n  • 1.2 导航(Navigation)\n\n"
        text += "1.1 为iOS而设计(Designing for iOS)\n\n第一段。\(marker)第二段。\n\n1.1.1 设计跟随内容 (Defer to Content)\n\n  • 项目一\n  • 项目二\n\n"
        text += "1.2 导航(Navigation)\n\n请查看Page Control\n\n一般来说,最好如此。\n\n原文地址:https://example.com/a\n"
        text += String(repeating: "\n\(marker)\n", count: 9)
        let result = importText(text, options: .object(["layout": .string("chinese"), "joinLineBreaks": .bool(false)]))
        XCTAssertEqual(result.diagnostics.map(\.description),
                       ["book.txt:3:1: note: 1 half-width punctuation mark in Chinese sentences made full-width in this chapter"])
        XCTAssertEqual(result.chapters.map(\.body), [
            "**原文地址**:<https://example.com/a>\n",
            "## Designing for iOS\n\n## 1.1 为iOS而设计\n\n第一段。\n\n第二段。\n\n### Defer to Content\n\n### 1.1.1 设计跟随内容\n\n- 项目一\n- 项目二\n\n"
                + "## Navigation\n\n## 1.2 导航\n\n请查看Page Control\n\n一般来说，最好如此。\n",
        ])
        XCTAssertEqual(result.chapters[0].frontMatter.string("kind"), "preface")
        XCTAssertEqual(result.chapters[0].frontMatter.string("title_zh"), "前言")
        XCTAssertEqual(result.chapters[1].frontMatter.string("title_zh"), "设计基础")
    }

    // A text without chapter markers becomes one chapter, with a warning at line 1.
    func testWarnsWhenNoChapterIsFound() {
        let result = importText("说明书\n\n1.1 开始\n\n第一句话。\n")
        XCTAssertEqual(result.diagnostics.map(\.description),
                       ["book.txt:1:1: warning: no chapter markers (第一章, 第二大章, …) found; the whole text is imported as one chapter"])
        XCTAssertEqual(result.chapters.count, 1)
        XCTAssertEqual(result.chapters[0].body, "## 1.1 开始\n\n第一句话。\n")
        XCTAssertEqual(result.chapters[0].frontMatter.string("title_zh"), "说明书")
    }

    // Sections and chapters out of sequence are kept and reported at their lines.
    func testWarnsAboutNumbersOutOfSequence() {
        let result = importText("第一章\n\n开始\n\n1.1 甲\n\n正文。\n\n1.3 丙\n\n正文。\n\n第三章\n\n结束\n\n3.1 丁\n")
        XCTAssertEqual(result.diagnostics.map(\.description), [
            "book.txt:13:1: warning: chapter 3 follows chapter 1; expected chapter 2",
            "book.txt:9:1: warning: section 1.3 is out of sequence (it follows 1.1)",
        ])
        XCTAssertEqual(result.chapters.map { $0.body.components(separatedBy: "\n").filter { $0.hasPrefix("#") } }, [["## 1.1 甲", "## 1.3 丙"], ["## 3.1 丁"]])
    }

    // Options of the wrong type are an error, not a crash.
    func testReportsInvalidOptions() {
        let result = importText("第一章\n", options: .object(["layout": .string("chinese"), "joinLineBreaks": .string("yes")]))
        XCTAssertEqual(result.chapters, [])
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertEqual(result.diagnostics.first?.severity, .error)
        XCTAssertEqual(result.diagnostics.first?.location, SourceLocation(path: "book.txt"))
    }

    // The TOC's entries are checked against the body: a listed section missing from the text is reported.
    func testReportsTableOfContentsEntriesMissingFromTheText() {
        let result = importText("目录\n\n规范预览\t1\n1.1 原则\t1\n1.2 元素\t2\n\n第一章\n\n规范预览\n\n1.1 原则\n\n正文。\n")
        XCTAssertEqual(result.diagnostics.map(\.description),
                       ["book.txt:5:1: warning: the table of contents lists 1.2 元素, but the text has no such section"])
    }

    // A chapter marker without a title line takes its title from the table of contents.
    func testTakesAMissingChapterTitleFromTheTableOfContents() {
        let result = importText("目录\n\n规范预览\t1\n1.1 原则\t1\n1.2 元素\t2\n\n第一章\n\n1.1 原则\n\n正文。\n\n1.2 元素\n")
        XCTAssertEqual(result.chapters.map { $0.frontMatter.string("title_zh") }, ["规范预览"])
    }
}
