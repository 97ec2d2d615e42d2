import XCTest
import FolioCore
@testable import FolioImport

/// Acceptance facts of the iPhone 2010 seed (seed-analysis.md, section 8: facts 4, 5, 31–38), checked on the
/// importer's output for the committed source with its manifest entry.
final class BilingualTextSeedTests: XCTestCase {
    static let file = "iphone-hig-2010-en-zh.txt"

    /// The source text and the import of it through the `text` format, as `folio import` runs it.
    static let seed: (text: String, result: ImportResult)? = {
        guard let text = try? ProjectFiles.sourceText(file),
              let data = try? Data(contentsOf: ProjectFiles.source("manifest.json")),
              let manifest = try? JSONDecoder().decode(SourceManifest.self, from: data),
              let entry = manifest.sources.first(where: { $0.file == file }) else { return nil }
        return (text, TextImporter().importSource(SourceInput(path: file, text: text, entry: entry)))
    }()

    private func imported() throws -> ImportResult {
        try XCTUnwrap(Self.seed?.result, "the seed or its manifest entry could not be read")
    }

    private func chapter(_ number: String, in result: ImportResult) throws -> ImportedChapter {
        try XCTUnwrap(result.chapters.first { $0.frontMatter.string("kind") == "chapter" && $0.frontMatter.string("number") == number })
    }

    // The import succeeds; its only diagnostic is the table-of-contents entry with no heading in the body.
    func testImportsWithoutErrors() throws {
        XCTAssertEqual(try imported().diagnostics.map(\.description), [
            "iphone-hig-2010-en-zh.txt:168:1: warning: table of contents entry 'Usage and Behavior' has no heading in the body",
        ])
    }

    // Facts 31–33: two parts, each before its chapters, and eleven chapters with these titles; part labels and
    // chapter markers do not survive in the text.
    func testHasTwoPartsAndElevenChapters() throws {
        let result = try imported()
        let outline = result.chapters.map { chapter in
            ["kind", "number", "title_en", "title_zh"].map { chapter.frontMatter.string($0) ?? "-" }.joined(separator: " | ")
        }
        XCTAssertEqual(outline, [
            "preface | - | - | 版本说明",
            "preface | - | Introduction | 简介",
            "part | 1 | Planning Your iPhone Software Product | 规划你的iPhone软件产品",
            "chapter | 1 | The iPhone OS Platform: Rich with Possibilities | iPhone OS平台：丰富的可能性",
            "chapter | 2 | Human Interface Principles: Creating a Great User Interface | 人机界面原则：创建一个卓越的用户界面",
            "chapter | 3 | Designing an iPhone Application: From Product Definition to Branding | 设计一个 iPhone 应用程序：从产品定义到品牌推广",
            "chapter | 4 | Handling Common Tasks | 一般任务处理",
            "part | 2 | Designing the User Interface of Your iPhone Application | 设计你 iPhone 应用程序的用户界面",
            "chapter | 5 | A Brief Tour of the Application User Interface | 应用程序用户界面的摘要回顾",
            "chapter | 6 | Navigation Bars, Tab Bars, Toolbars, and the Status Bar | 导航条，标签条，工具条及状态条",
            "chapter | 7 | Alerts, Action Sheets, and Modal Views | 提醒，动作表单，及模态视图",
            "chapter | 8 | Table Views, Text Views, and Web Views | 表格视图，文本视图，及网页视图",
            "chapter | 9 | Application Controls | 应用程序的控件",
            "chapter | 10 | System-Provided Buttons and Icons | 系统预制按钮与图标",
            "chapter | 11 | Creating Custom Icons and Images | 定制图标与画面",
        ])
        let bodies = result.chapters.map(\.body).joined(separator: "\n")
        XCTAssertFalse(bodies.contains("Part 1 :"))
        XCTAssertNil(bodies.range(of: "(?m)^(CHAPTER|Chapter|chapter) [0-9]+$", options: .regularExpression))
    }

    // Fact 32: the chapters without a marker in the body start with their opening paragraphs.
    func testUnmarkedChaptersStartWithTheirOpeningParagraphs() throws {
        let result = try imported()
        XCTAssertTrue(try chapter("5", in: result).body.hasPrefix("Before you delve into the details about specific views and controls"))
        XCTAssertTrue(try chapter("9", in: result).body.hasPrefix("iPhone OS provides several controls you can use in your application"))
        XCTAssertTrue(try chapter("11", in: result).body.hasPrefix("The user interfaces of iPhone applications are characterized by beautiful images and lush color."))
        XCTAssertEqual(try chapter("4", in: result).frontMatter.string("source_lines"), "1136-1989")
    }

    // Fact 34: the space form and the link form of bilingual headings become two level-2 headings in chapter 1.
    func testChapterOneHasBilingualHeadings() throws {
        let body = try chapter("1", in: try imported()).body
        XCTAssertTrue(body.contains("\n## Screen Size is Compact\n\n## 屏幕尺寸是受限的\n"))
        XCTAssertTrue(body.contains("\n## Onscreen User Help is Minimal\n\n## 屏幕上的用户帮助最小化\n"))
        XCTAssertTrue(body.contains("\n## Productivity Applications\n\n## 生产力辅助程序\n"))
    }

    // Facts 4 and 5: no link residue, page reference or self reference is left.
    func testLeavesNoLinkResidueOrPageReferences() throws {
        let bodies = try imported().chapters.map(\.body).joined(separator: "\n")
        XCTAssertFalse(bodies.contains("](#)"))
        XCTAssertNil(bodies.range(of: "\\(page [0-9]+\\)", options: .regularExpression))
        XCTAssertFalse(bodies.contains("[self - "))
        XCTAssertTrue(bodies.contains("described in [Web Views](<ref:Web Views>)"))
    }

    // Facts 35–37: split paragraphs are joined in both languages, and the translator name broken over two lines.
    func testJoinsSplitParagraphs() throws {
        let bodies = try imported().chapters.map(\.body).joined(separator: "\n")
        XCTAssertTrue(bodies.contains("you must take care to avoid allocating more memory than is available on the device"))
        XCTAssertTrue(bodies.contains("使用者的注意力集中在视觉内容和视觉体验上"))
        XCTAssertTrue(bodies.contains("包德福 / 施越锋 / 陈珊"))
        XCTAssertFalse(bodies.contains("施越\n"))
        XCTAssertTrue(bodies.contains("If you’re new to the platform"))
    }

    // Fact 38: all 77 figure and table captions keep their number, each once, with the Chinese caption after it,
    // figure captions in a figure frame with the number on the Chinese too (their images are not in the text).
    func testKeepsEveryCaptionWithItsTranslation() throws {
        let bodies = try imported().chapters.map(\.body).joined(separator: "\n")
        let captions = bodies.components(separatedBy: "\n").filter {
            $0.range(of: "^(> )?(Figure|Table) [0-9]+-[0-9]+( [^a-z(]|$)", options: .regularExpression) != nil
        }
        XCTAssertEqual(captions.count, 77)
        XCTAssertEqual(Set(captions.map { $0.split(separator: " ").filter { $0 != ">" }.prefix(2).joined(separator: " ") }).count, 77)
        XCTAssertTrue(bodies.contains("> [!FIGURE]\n> Figure 6-9 Appropriately spaced toolbar items\n>\n> 图 6-9 工具条项目的合适距离\n"))
        XCTAssertTrue(bodies.contains("> [!FIGURE]\n> Figure 3-3 The built-in Calendar application is focused on days and events\n>\n> 图 3-3 内置的日历程序主要着重于日期和事件\n"))
    }

    // The bilingual contract: English blocks directly followed by their Chinese block. The source has about 735
    // EN→ZH runs of paragraphs and list items plus some 75 caption pairs; 840 are measured.
    func testKeepsEnglishChinesePairsAdjacent() throws {
        let pairs = try imported().chapters.map { BilingualPairCount.pairs(in: $0.body) }.reduce(0, +)
        XCTAssertGreaterThanOrEqual(pairs, 800)
    }

    // At least 99.5% of the source's text survives, the table of contents, page references and markers aside.
    func testPreservesTheText() throws {
        let seed = try XCTUnwrap(Self.seed)
        var lines = seed.text.components(separatedBy: "\n")
        lines.removeSubrange(35..<221)  // the front table of contents, lines 36–221
        let noise = "\\(page [0-9]+\\)|\\[self - [0-9]+\\]|^(Part [0-9] :|CHAPTER [0-9]+|chapter [0-9]+|Chapter [0-9]+)$"
        let source = lines.joined(separator: "\n")
            .replacingOccurrences(of: noise, with: "", options: .regularExpression)
            .replacingOccurrences(of: "(?m)" + noise, with: "", options: .regularExpression)
        let output = seed.result.chapters.map { chapter in
            [chapter.frontMatter.string("title_en") ?? "", chapter.frontMatter.string("title_zh") ?? "", chapter.body]
                .joined(separator: "\n")
        }.joined(separator: "\n")
        let coverage = TextPreservation.coverage(source: source, output: output)
        XCTAssertGreaterThanOrEqual(coverage, 0.995, "coverage \(coverage)")
    }

    // The same input gives the same output.
    func testIsDeterministic() throws {
        let seed = try XCTUnwrap(Self.seed)
        let entry = SourceEntry(file: Self.file, format: "text", edition: "iphone2010",
                                options: .object(["layout": .string("bilingual"),
                                                  "chapterStarts": .object(["11": .string("The user interfaces of iPhone applications")])]))
        let again = TextImporter().importSource(SourceInput(path: Self.file, text: seed.text, entry: entry))
        XCTAssertEqual(again.chapters, seed.result.chapters)
    }
}

/// Counts translation pairs the way the bilingual contract reads them: a paragraph block classified English
/// directly followed by one classified Chinese, within the document or within a list item.
enum BilingualPairCount {
    /// The number of adjacent English → Chinese paragraph pairs in `body`.
    static func pairs(in body: String) -> Int {
        let blocks = body.components(separatedBy: "\n\n").flatMap(quoteParagraphs).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") && !$0.hasPrefix("|") }
        let languages = blocks.map { block -> Language? in
            block.hasPrefix("- ") ? String(block.dropFirst(2)).dominantLanguage : block.dominantLanguage
        }
        return zip(languages, languages.dropFirst()).filter { $0 == .en && $1 == .zh }.count
    }

    /// A call-out's paragraphs (its marker line dropped), or the block itself.
    static func quoteParagraphs(_ block: String) -> [String] {
        guard block.hasPrefix("> [!") else { return [block] }
        let lines = block.components(separatedBy: "\n").dropFirst().map { $0.hasPrefix(">") ? String($0.dropFirst().drop { $0 == " " }) : $0 }
        return lines.joined(separator: "\n").components(separatedBy: "\n\n")
    }
}
