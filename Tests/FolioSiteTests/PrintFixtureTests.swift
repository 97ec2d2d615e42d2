import XCTest
import FolioCore
@testable import FolioSite

/// A tiny two-edition book built in memory for the print tests.
enum PrintFixture {
    /// Edition `a`: a colophon, a chapter with every kind of link, a chapter it links to.
    static let editionA: [(stem: String, text: String)] = [
        ("01-controls", """
        ---
        title_en: "Controls"
        title_zh: "控件"
        ---
        Intro.

        介绍。

        ## Progress Bars

        ## 进度条

        See [Sliders](<ref:Sliders>), [usage](02-sliders.md#usage), [bars](#progress-bars), [web](https://example.com/a?b=1&c=2).

        """),
        ("02-sliders", """
        ---
        title_en: "Sliders"
        ---
        ## Usage

        Back to [bars](../a/01-controls.html#progress-bars) and [b](<ref:Planning>).

        """),
        ("colophon", """
        ---
        title_en: "Edition A"
        title_zh: "甲版"
        kind: colophon
        translators: ["张三", "李四"]
        ---
        Translated by hand.

        """),
    ]

    /// Edition `b`: a part page and a chapter under it, without numbers.
    static let editionB: [(stem: String, text: String)] = [
        ("01-part", """
        ---
        title_en: "Planning"
        title_zh: "规划"
        kind: part
        ---
        """),
        ("02-usage", """
        ---
        title_zh: "用法"
        ---
        ## Usage

        ## 用法

        - Use sliders.

          使用滑块。

        单独的中文段落。

        """),
    ]

    /// The chapter parsed from `text`, as `BookLoader` would load it.
    static func chapter(edition: String, stem: String, text: String) throws -> Chapter {
        let (chapter, diagnostics) = ChapterLoader.load(text: text, sourcePath: "Content/\(edition)/\(stem).md",
                                                        edition: edition, stem: stem)
        XCTAssertEqual(diagnostics, [])
        return try XCTUnwrap(chapter)
    }

    /// The whole fixture book.
    static func book() throws -> Book {
        let a = try editionA.map { try chapter(edition: "a", stem: $0.stem, text: $0.text) }
        let b = try editionB.map { try chapter(edition: "b", stem: $0.stem, text: $0.text) }
        return Book(manifest: BookManifest(title: BilingualText(en: "Tiny Book", zh: "小书"), editions: ["a", "b"]),
                    editions: [BookLoader.assemble(id: "a", chapters: a), BookLoader.assemble(id: "b", chapters: b)])
    }

    /// The print renderer of `book` for `language` (nil: both).
    static func renderer(_ book: Book, language: Language? = nil) -> PrintChapterRenderer {
        PrintChapterRenderer(renderer: ChapterRenderer(links: SiteLinks(book: book)), anchors: PrintAnchors(book: book),
                             language: language)
    }

    /// The chapter of `book` with id `id`.
    static func chapter(_ id: String, in book: Book) throws -> Chapter {
        try XCTUnwrap(book.chapters.first { $0.id == id })
    }
}

final class PrintFixtureTests: XCTestCase {
    // The fixture has the shape the print tests rely on: a colophon, a part page with one chapter.
    func testFixtureBookShape() throws {
        let book = try PrintFixture.book()
        XCTAssertEqual(book.editions.map { $0.colophon?.id }, ["a/colophon", nil])
        XCTAssertEqual(book.editions[1].parts.map { $0.page?.id }, ["b/01-part"])
        XCTAssertEqual(book.chapters.map(\.id), ["a/01-controls", "a/02-sliders", "b/01-part", "b/02-usage"])
    }
}
