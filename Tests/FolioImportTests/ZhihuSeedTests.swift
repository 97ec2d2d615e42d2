import XCTest
import Foundation
import FolioCore
@testable import FolioImport

/// Acceptance facts 1–3, 8 and 19–30 of the seed analysis, checked on the real Zhihu column seed.
final class ZhihuSeedTests: XCTestCase {
    static let seedFile = "zhihu-column-ios10-hig.json"

    static func importSeed() throws -> (result: ImportResult, text: String) {
        let text = try ProjectFiles.sourceText(seedFile)
        let manifest = try JSONDecoder().decode(SourceManifest.self, from: Data(contentsOf: ProjectFiles.source("manifest.json")))
        let entry = try XCTUnwrap(manifest.sources.first { $0.file == seedFile })
        return (ZhihuColumnImporter().importSource(SourceInput(path: seedFile, text: text, entry: entry)), text)
    }

    private static let cached = Result { try importSeed() }

    private func seed() throws -> (result: ImportResult, text: String) { try Self.cached.get() }

    private func chapters(_ edition: String) throws -> [ImportedChapter] {
        try seed().result.chapters.filter { $0.edition == edition }
    }

    private func ios10Text() throws -> String { try chapters("ios10").map(\.body).joined(separator: "\n") }

    private func count(_ pattern: String, in text: String) -> Int {
        (try? NSRegularExpression(pattern: pattern))?.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)) ?? -1
    }

    // The seed imports with one diagnostic: the passage its scrape doubled, imported once, named.
    func testImportsWithOneWarningForTheDoubledPassage() throws {
        XCTAssertEqual(try seed().result.diagnostics.map(\.description), [
            "zhihu-column-ios10-hig.json:241:1: warning: article '几个网站': a passage the source repeats was imported once: '2. HUMANISING AUTONOMY-WHERE ARE WE GOIN'",
        ])
    }

    // Facts 19, 20: the iOS 10 edition holds exactly the 14 guideline articles, in guideline order.
    func testIOS10HoldsTheFourteenGuidelineArticlesInOrder() throws {
        XCTAssertEqual(try chapters("ios10").map { $0.frontMatter.string("title_zh") ?? "" }, [
            "概述", "交互（一）", "交互（二）", "特性", "视觉设计", "图形", "UI-条", "UI-视图（一）", "UI-视图（二）",
            "UI-控件（一）", "UI控件（二）", "扩展", "技术（一）", "技术（二）",
        ])
        XCTAssertEqual(try chapters("ios10").map(\.order), Array(1...14))
        XCTAssertEqual(try chapters("ios10")[10].fileName, "11-ui-controls-2.md")
    }

    // Fact 19: the eight essays are essays of the column edition, none in iOS 10.
    func testEssaysGoToTheColumnEdition() throws {
        let essays = try chapters("column")
        XCTAssertEqual(essays.count, 8)
        XCTAssertTrue(essays.allSatisfy { $0.frontMatter.string("kind") == "essay" })
        let titles = essays.map { $0.frontMatter.string("title_zh") ?? $0.frontMatter.string("title_en") ?? "" }
        for title in ["出租车司机生涯感想（1）", "车载大屏：横屏还是竖屏？", "开专栏的原因", "几个网站"] {
            XCTAssertTrue(titles.contains(title), title)
        }
        let ios10Titles = try chapters("ios10").map { $0.frontMatter.string("title_zh") ?? "" }
        XCTAssertTrue(Set(titles).isDisjoint(with: ios10Titles))
    }

    // Front matter carries provenance and metadata.
    func testWritesProvenanceInTheFrontMatter() throws {
        let overview = try chapters("ios10")[0].frontMatter
        XCTAssertEqual(overview.string("title_en"), "Overview")
        XCTAssertEqual(overview.string("url"), "https://zhuanlan.zhihu.com/p/23251105")
        XCTAssertEqual(overview.string("author"), "伍睿")
        XCTAssertEqual(overview.string("source_lines"), "774-804")
        XCTAssertEqual(overview.list("topics"), ["交互设计", "iOS 开发", "app制作开发"])
    }

    // Facts 1–3, 8: no redirect links, svg placeholders, raw HTML or undecoded entities remain.
    func testRemovesNoise() throws {
        let all = try seed().result.chapters.map(\.body).joined(separator: "\n")
        XCTAssertEqual(count("link\\.zhihu\\.com", in: all), 0)
        XCTAssertEqual(count("data:image/svg", in: all), 0)
        XCTAssertEqual(count("<(div|noscript|figure|span|u|strong|b|p|img|a)[ >]", in: all), 0)
        XCTAssertEqual(count("&#39;|&#34;|&gt;|&lt;|&amp;", in: all), 0)
    }

    // Facts 21–24: headings from h3, bold and plain paragraphs, merged neighbours, no hard wraps, no
    // unsplit `English Title中文` heading, and none of the lookalikes (table headers, glossary rows, TIP).
    func testProducesTheExpectedHeadings() throws {
        let body = try ios10Text()
        for heading in ["### Progress Bars\n\n### 进度条", "## Loading\n\n## 加载", "## Modality\n\n## 模态",
                        "## Multitasking\n\n## 多任务", "## Audio\n\n## 音频", "## Gestures\n",
                        "## Image Size and Resolution\n\n## 图片尺寸和分辨率", "## Design Principles\n\n## 设计原则",
                        "## Refresh Content Controls\n\n## 下拉刷新控件",
                        "### Spotlight and Settings Icons\n\n### Spotlight搜索和系统设置图标",
                        "## App Icon\n\n## App图标", "#### 2. Determine Eligibility\n\n#### 2. 确定资格"] {
            XCTAssertTrue(body.contains(heading), heading)
        }
        XCTAssertTrue(try chapters("ios10")[10].body.contains("### Progress Bars\n\n### 进度条"))
        for lookalike in ["## Button name", "## TIP", "## Home", "## Boarding pass", "## Bars", "## Bookmarks", "## Style"] {
            XCTAssertFalse(body.contains("\n" + lookalike + "\n"), lookalike)
        }
        XCTAssertFalse(body.contains("Design\nPrinciples"))
        XCTAssertEqual(count("(?m)^#{2,6} [A-Za-z]+ [A-Za-z ]*[A-Za-z][\\p{Han}]", in: body), 0)
    }

    // Headings whose other language stands elsewhere in the source become bilingual; glued glossary
    // rows become an English and a Chinese paragraph.
    func testPairsSeparatedHeadingHalvesAndSplitsGlossaryRows() throws {
        let body = try ios10Text()
        for expected in ["### Aesthetic Integrity\n\n### 美学完整性\n\nAesthetic integrity represents",
                         "### User Control\n\n### 用户控制\n\n", "### Home Screen Interaction\n\n### 主屏交互\n\n",
                         "## What's New in iOS 10\n\n## iOS10新特性\n\nWith iOS 10, you can build more powerful apps than ever.\n\n有了iOS10",
                         "## Interface Essentials\n\n## 界面要素\n\n", "### Static Launch Screen Images\n\n### 静止的启动页图片\n\n",
                         "\n\n#### Home\n\n#### 家\n\nRepresents a physical home.", "| Boarding pass 交通凭证 | 火车票"] {
            XCTAssertTrue(body.contains(expected), expected)
        }
        XCTAssertFalse(body.contains("**美学完整性**"))
        XCTAssertTrue(body.contains("\n\n**Bars（栏）** 告诉人们"))
    }

    // Fact 25: 183 images, one per figure (an icon may open a table row), all real zhimg URLs with their
    // size, none without alt text.
    func testWritesOneImagePerFigure() throws {
        let body = try ios10Text()
        XCTAssertEqual(count("!\\[[^\\]]+\\]\\(", in: body), 183)
        XCTAssertEqual(count("!\\[\\]\\(", in: body), 0)
        XCTAssertEqual(count("(?m)(^|^\\| )!\\[[^\\]]+\\]\\(https://pic[1-4]\\.zhimg\\.com/v2-[0-9a-f]+_[a-z]\\.(png|jpg) \"[0-9]+x[0-9]+\"\\)( |$)", in: body), 183)
    }

    // Fact 26: the duplicated Wallet section is imported once.
    func testImportsTheWalletSectionOnce() throws {
        XCTAssertEqual(count("People use the Wallet app to view and manage passes", in: try ios10Text()), 1)
    }

    // Facts 27, 28: redirects unwrapped to Apple's URL; entities decoded.
    func testUnwrapsLinksAndDecodesEntities() throws {
        let body = try ios10Text()
        XCTAssertTrue(body.contains("See also [Loading](https://developer.apple.com/ios/human-interface-guidelines/interaction/loading/)."))
        XCTAssertTrue(try chapters("ios10")[0].body.contains("you'll need to meet high expectations"))
        XCTAssertTrue(body.contains("Settings > Privacy"))
    }

    // Fact 29: the EN block about reporting progress is followed by its ZH block; ≥ 740 EN→ZH pairs.
    func testKeepsTranslationPairsAdjacent() throws {
        let blocks = try ios10Text().components(separatedBy: "\n\n")
        let index = try XCTUnwrap(blocks.firstIndex { $0.hasPrefix("**Always report progress accurately.** Don’t display inaccurate progress information") })
        XCTAssertTrue(blocks[index + 1].hasPrefix("始终准确报告进度。"))
        let pairs = try chapters("ios10").map { Self.translationPairCount($0.body) }.reduce(0, +)
        print("zhihu seed EN→ZH pairs: \(pairs)")
        XCTAssertGreaterThanOrEqual(pairs, 740)
    }

    // Fact 30: 22 comments (14 threads, 8 replies) on 4 articles; every reply names its parent's author.
    func testKeepsTheCommentThreads() throws {
        var threads = 0, replies = 0, articles = 0
        for chapter in try seed().result.chapters {
            guard let start = chapter.body.range(of: "```comments\n"),
                  let end = chapter.body.range(of: "\n```", range: start.upperBound..<chapter.body.endIndex) else { continue }
            articles += 1
            let json = try JSONSerialization.jsonObject(with: Data(chapter.body[start.upperBound..<end.lowerBound].utf8)) as? [[String: Any]]
            for comment in try XCTUnwrap(json) {
                threads += 1
                for reply in comment["replies"] as? [[String: Any]] ?? [] {
                    replies += 1
                    XCTAssertEqual(reply["replyTo"] as? String, comment["author"] as? String)
                }
            }
        }
        XCTAssertEqual([threads, replies, articles], [14, 8, 4])
    }

    // At least 99.5 % of the articles' visible text reaches the chapter bodies.
    func testPreservesTheArticlesText() throws {
        let source = try ZhihuColumnReader.read(seed().text, path: Self.seedFile).articles
            .map { Self.visibleText(ofHTML: $0.content) }.joined(separator: "\n")
        let output = try seed().result.chapters.map(\.body).joined(separator: "\n")
        let coverage = TextPreservation.coverage(source: source, output: output)
        print("zhihu seed text preservation: \(coverage)")
        XCTAssertGreaterThanOrEqual(coverage, 0.995)
    }

    // Importing twice gives the same chapters.
    func testImportIsDeterministic() throws {
        XCTAssertEqual(try Self.importSeed().result.chapters, try seed().result.chapters)
    }

    /// The text of `html` with tags removed and the entities of the seed decoded (independent of the importer).
    static func visibleText(ofHTML html: String) -> String {
        let stripped = html.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
        return [("&#39;", "'"), ("&#34;", "\""), ("&gt;", ">"), ("&lt;", "<"), ("&amp;", "&")]
            .reduce(stripped) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// The number of English runs directly followed by a Chinese run among a body's blocks; headings
    /// and fenced blocks end a run, images are transparent.
    static func translationPairCount(_ body: String) -> Int {
        var pairs = 0
        var runLanguage: Language?
        for block in body.components(separatedBy: "\n\n") {
            let trimmed = block.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("![") { continue }
            if trimmed.hasPrefix("#") || trimmed.hasPrefix("```") { runLanguage = nil; continue }
            guard let language = trimmed.dominantLanguage, language != runLanguage else { continue }
            if runLanguage == .en && language == .zh { pairs += 1 }
            runLanguage = language
        }
        return pairs
    }
}
