import XCTest
import FolioCore
@testable import FolioImport

/// Reading a Markdown book's structure: SUMMARY.md in both dialects, book.toml and book.json, heading
/// anchors, image sizes.
final class MarkdownBookStructureTests: XCTestCase {
    // mdBook: prefix chapters, part headings, nesting by indentation, drafts, separators.
    func testReadsAnMdBookSummary() {
        let summary = BookSummary(parsing: """
            # Summary

            [Intro](README.md)

            # Part One

            - [A](a.md)
                - [A.1](a/one.md)
            - [Draft]()

            ---

            [End](end.md)
            """)
        XCTAssertEqual(summary.entries, [
            .item(title: "Intro", path: "README.md", depth: 0, line: 3),
            .partHeading(title: "Part One", line: 5),
            .item(title: "A", path: "a.md", depth: 0, line: 7),
            .item(title: "A.1", path: "a/one.md", depth: 1, line: 8),
            .item(title: "Draft", path: nil, depth: 0, line: 9),
            .item(title: "End", path: "end.md", depth: 0, line: 13),
        ])
    }

    // GitBook: `*` items, two-space nesting, a link-less item over items is a part, `## ` headings are parts.
    func testReadsAGitBookSummaryIntoParts() {
        let summary = BookSummary(parsing: """
            # 目录

            * [前言](README.md)
            * 第一部分
              * [**安装**](<install guide.md>)
                * [细节](detail.md#x)
            ## 附录
            * [术语](terms.md "术语表")
            * 草稿
            """)
        let plan = BookPlan(summary)
        XCTAssertEqual(plan.pages.map { "\($0.kind.rawValue) \($0.title) \($0.path ?? "-")" }, [
            "chapter 前言 README.md", "part 第一部分 -", "chapter 安装 install guide.md", "chapter 细节 detail.md",
            "part 附录 -", "chapter 术语 terms.md",
        ])
        XCTAssertEqual(plan.notes.map(\.message), ["'草稿' has no file (a draft); skipped"])
    }

    // Without part markers, a top-level item with items under it is a part whose page is its file.
    func testTopLevelItemsWithChildrenArePartsWhenThereAreNoOthers() {
        let plan = BookPlan(BookSummary(parsing: "- [One](one/README.md)\n  - [Sub](one/sub.md)\n- [Two](two.md)\n"))
        XCTAssertEqual(plan.pages.map { "\($0.kind.rawValue) \($0.title)" }, ["part One", "chapter Sub", "chapter Two"])
    }

    // book.toml's [book] table and book.json's fields.
    func testReadsTheConfiguration() {
        let toml = MarkdownBookConfig.fromTOML("""
            [book]
            title = "指南 \\"二\\"" # comment
            authors = ["A", 'B']
            language = "zh-CN"
            src = "docs"
            [output.html]
            title = "not this"
            """)
        XCTAssertEqual(toml, MarkdownBookConfig(title: "指南 \"二\"", language: "zh-CN", authors: ["A", "B"], root: "docs", readme: nil))
        XCTAssertEqual(toml.bookLanguage, .zh)
        let json = MarkdownBookConfig.fromJSON(#"{"title": "Book", "language": "en", "root": "./content/", "structure": {"summary": "TOC.md"}}"#)
        XCTAssertEqual(json, MarkdownBookConfig(title: "Book", language: "en", root: "content", summary: "TOC.md"))
        XCTAssertNil(MarkdownBookConfig.fromJSON("[1]"))
    }

    // Anchors as mdBook makes them: letters of any script kept, spaces to hyphens, repeats numbered, {#id} wins.
    func testHeadingAnchors() {
        let headings = BookHeadings(body: "# Title\n## Before You Start\n## C++ & Rust!\n## 配置项\n## Steps\n## Steps\n## Own {#custom}\n```\n# not a heading\n```\n")
        XCTAssertEqual(headings.headings.map(\.anchor), ["title", "before-you-start", "c--rust", "配置项", "steps", "steps-1", "custom"])
        XCTAssertEqual(headings.heading(named: "%E9%85%8D%E7%BD%AE%E9%A1%B9")?.text, "配置项")
        XCTAssertEqual(headings.heading(named: "custom")?.text, "Own")
    }

    // Paths resolve inside the book only; `/` is the pages' root.
    func testBookPaths() {
        XCTAssertEqual(BookPaths.resolve("../img/a%20b.png", from: "src/guide", root: "src"), "src/img/a b.png")
        XCTAssertEqual(BookPaths.resolve("/img/a.png", from: "src/guide", root: "src"), "src/img/a.png")
        XCTAssertNil(BookPaths.resolve("../../../etc/passwd", from: "src/guide", root: "src"))
    }

    // mdBook's includes: line ranges and anchors (dedented, markers dropped), a missing file warned
    // about, `{{#title}}` removed, an escaped directive kept, hidden lines of Rust blocks dropped.
    func testMdBookIncludes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-include-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("src"), withIntermediateDirectories: true)
        try Data("a\nb\n  // ANCHOR: x\n  c\n    d\n  // ANCHOR_END: x\ne\n".utf8).write(to: folder.appendingPathComponent("code.rs"))
        let files = BookFiles(folder: folder, displayPath: "book")
        var diagnostics: [Diagnostic] = []
        let text = "{{#title T}}\n```rust\n# fn main() {\n{{#include ../code.rs:x}}\n#[derive(Debug)]\n# }\n```\n{{#include ../code.rs:2:3}}|{{#include ../code.rs::1}}\n\\{{#include x}} {{#include ../nope.rs}}\n"
        XCTAssertEqual(MdBookIncludes.expand(text, in: "src/page.md", files: files, diagnostics: &diagnostics),
                       "\n```rust\nc\n  d\n#[derive(Debug)]\n```\nb|a\n\\{{#include x}} \n")
        XCTAssertEqual(diagnostics.map(\.description), ["book/src/page.md:1:1: warning: {{#include ../nope.rs}}: no such file in the book; left out"])
    }

    // Image sizes from PNG, GIF and JPEG headers; other data has none.
    func testImageSizes() {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8)
        png += Data([0, 0, 4, 0, 0, 0, 3, 0])
        XCTAssertEqual(ImageSize.of(png).map { "\($0.width)x\($0.height)" }, "1024x768")
        XCTAssertEqual(ImageSize.of(Data("GIF89a".utf8) + Data([4, 0, 5, 0])).map { "\($0.width)x\($0.height)" }, "4x5")
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8, 0, 20, 0, 30, 3, 0, 0, 0])
        XCTAssertEqual(ImageSize.of(jpeg).map { "\($0.width)x\($0.height)" }, "30x20")
        XCTAssertNil(ImageSize.of(Data("<svg/>".utf8)))
        XCTAssertEqual(ImageSize.of(Data("<?xml?>\n<svg\n viewBox=\"0 0 1000.00 700\" x=\"1\">".utf8)).map { "\($0.width)x\($0.height)" }, "1000x700")
        XCTAssertEqual(ImageSize.of(Data("<svg width=\"120px\" height=\"80\" viewBox=\"0 0 1 1\">".utf8)).map { "\($0.width)x\($0.height)" }, "120x80")
        XCTAssertNil(ImageSize.of(Data("<svg width=\"50%\" height=\"2em\">".utf8)))
    }
}
