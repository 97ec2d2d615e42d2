import XCTest
import FolioCore
@testable import FolioImport

/// Acceptance facts of seed-analysis §8 (facts 1, 4, 6, 7, 9–18, 39–42) over the real Chinese seeds.
final class ChineseTextSeedTests: XCTestCase {
    private static let ios13File = "ios13-design-guidelines-zh.txt"
    private static let ios9File = "ios9-hig-zh.txt"

    private func importSeed(_ file: String) throws -> ImportResult {
        let data = try Data(contentsOf: ProjectFiles.source("manifest.json"))
        let manifest = try JSONDecoder().decode(SourceManifest.self, from: data)
        let entry = try XCTUnwrap(manifest.sources.first { $0.file == file })
        return TextImporter().importSource(SourceInput(path: file, text: try ProjectFiles.sourceText(file), entry: entry))
    }

    private func chapters(_ result: ImportResult) -> [ImportedChapter] {
        result.chapters.filter { $0.frontMatter.string("kind") == "chapter" }
    }

    private func sectionNumbers(_ body: String) -> [String] {
        body.components(separatedBy: "\n").compactMap { line -> String? in
            guard line.hasPrefix("## ") || line.hasPrefix("### ") else { return nil }
            let words = line.split(separator: " ")
            return words.count > 1 && NumberedHeading.parse(words.dropFirst().joined(separator: " ")) != nil ? String(words[1]) : nil
        }
    }

    private func allBodies(_ result: ImportResult) -> String { result.chapters.map(\.body).joined(separator: "\n") }

    private func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    // iOS 13: 12 chapters in order with Chinese titles and English subtitles, plus the 前言 preface first.
    func testIOS13HasTwelveTitledChaptersAfterThePreface() throws {
        let result = try importSeed(Self.ios13File)
        XCTAssertEqual(result.chapters.first?.frontMatter.string("kind"), "preface")
        XCTAssertEqual(result.chapters.first?.frontMatter.string("title_zh"), "前言")
        let titles = chapters(result).map { "\($0.frontMatter.string("title_zh") ?? "")/\($0.frontMatter.string("title_en") ?? "")" }
        XCTAssertEqual(titles, ["规范预览/Overview", "App 架构/App Architecture", "用户交互/User Interaction",
                                "系统功能/System Capabilities", "视觉设计/Visual Design", "图标和图像/Icons and Images",
                                "UI栏/Bars", "内容视图/Views", "控件/Controls", "扩展/Extensions", "术语/Technologies",
                                "其他/One more thing"])
        XCTAssertEqual(chapters(result).map { $0.frontMatter.string("number") ?? "" }, (1...12).map(String.init))
        XCTAssertEqual(chapters(result)[7].frontMatter.string("source_lines"), "2718-3041")
        XCTAssertEqual(chapters(result)[10].frontMatter.string("source_lines"), "3679-4501")
        XCTAssertFalse(allBodies(result).contains("大章"))
    }

    // iOS 13: 95 numbered sections with the per-chapter counts; 5.7 术语 and the two AR sections both exist.
    func testIOS13HasNinetyFiveSections() throws {
        let result = try importSeed(Self.ios13File)
        let numbers = chapters(result).map { sectionNumbers($0.body) }
        XCTAssertEqual(numbers.map(\.count), [2, 6, 11, 9, 9, 5, 5, 13, 13, 7, 11, 4])
        XCTAssertEqual(numbers.joined().count, 95)
        XCTAssertTrue(chapters(result)[0].body.hasPrefix("## 1.1 原则\n"))
        XCTAssertTrue(chapters(result)[11].body.contains("\n## 12.4 Siri\n"))
        XCTAssertTrue(chapters(result)[8].body.contains("\n## 9.7 进程指示器\n"))
        XCTAssertTrue(chapters(result)[4].body.contains("\n## 5.7 术语\n"))
        XCTAssertTrue(chapters(result)[3].body.hasPrefix("## 4.1 增强现实\n"))
        XCTAssertTrue(chapters(result)[10].body.contains("\n## 11.2 增强现实\n"))
        XCTAssertEqual(count("AR 徽章", in: chapters(result)[3].body), 1)
        XCTAssertEqual(count("AR 徽章", in: chapters(result)[10].body), 1)
    }

    // iOS 13: PDF breaks are joined, the cross-reference becomes a by-title link, residue and noise are gone.
    func testIOS13IsCleanedUp() throws {
        let result = try importSeed(Self.ios13File)
        let text = allBodies(result)
        for joined in ["图标表达含义准确易懂", "这样用户就能知道他们还需等待多久。", "那么他们就不会反感。", "进度条的轨道包括已填充和未填充部分"] {
            XCTAssertEqual(count(joined, in: text), 1, joined)
        }
        XCTAssertTrue(chapters(result)[1].body.contains("更多指南，请参阅 [进度指示器](<ref:进度指示器>)。"))
        XCTAssertGreaterThanOrEqual(count("](<ref:", in: text), 325)
        for noise in ["](#)", "β", "前言\ti", "12.4 Siri 305", "background-color:", "<div", "<code>", "<u>", "\\text", "文章索引"] {
            XCTAssertFalse(text.contains(noise), noise)
        }
        XCTAssertTrue(text.contains("R 108 G 108 B 112"))
        XCTAssertTrue(text.contains("1pt = 1px"))
        XCTAssertTrue(text.contains("**要清晰的表明加载的状态**：至少"))
        XCTAssertTrue(text.contains("| 类型 | 字重 | 磅值 | 行距 | 字距 |\n| --- | --- | --- | --- | --- |"))
        XCTAssertFalse(text.components(separatedBy: "\n").contains { $0.range(of: #"^[0-9]+\.[0-9]+ .*\t[0-9]+$"#, options: .regularExpression) != nil })
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .note }, [])
    }

    // iOS 13: the preface holds the translators' text; chapter 1 starts with its first section.
    func testIOS13KeepsThePrefaceOutOfChapterOne() throws {
        let result = try importSeed(Self.ios13File)
        XCTAssertTrue(result.chapters[0].body.contains("SkyLee"))
        XCTAssertTrue(result.chapters[0].body.contains("扫描下放二维码"))
        XCTAssertFalse(chapters(result)[0].body.contains("SkyLee"))
        XCTAssertFalse(chapters(result)[0].body.contains("二维码"))
    }

    // iOS 9: 3 chapters and 72 sections (27 level-2, 45 level-3) including those the chapter-3 index omits.
    func testIOS9HasThreeChaptersAndSeventyTwoSections() throws {
        let result = try importSeed(Self.ios9File)
        XCTAssertEqual(chapters(result).map { $0.frontMatter.string("title_zh") ?? "" }, ["UI设计基础", "设计策略", "iOS 技术（上）"])
        let numbers = chapters(result).map { sectionNumbers($0.body) }
        XCTAssertEqual(numbers.map(\.count), [34, 15, 23])
        XCTAssertEqual(numbers.joined().filter { $0.split(separator: ".").count == 2 }.count, 27)
        XCTAssertEqual(numbers.joined().filter { $0.split(separator: ".").count == 3 }.count, 45)
        XCTAssertTrue(Set(numbers[2]).isSuperset(of: ["3.4.1", "3.4.2", "3.5.1", "3.5.2", "3.5.3"]))
    }

    // iOS 9: glossed titles become an English heading followed by the numbered Chinese heading.
    func testIOS9SplitsGlossedHeadings() throws {
        let result = try importSeed(Self.ios9File)
        let text = allBodies(result)
        XCTAssertTrue(text.contains("\n### Defer to Content\n\n### 1.1.1 设计跟随内容\n"))
        XCTAssertTrue(text.contains("\n### Customizing the Payment Sheet\n\n### 3.4.1 自定义支付上拉菜单\n"))
        XCTAssertTrue(text.contains("\n## 3.2 Live Photos\n"))
        XCTAssertTrue(text.contains("\n## 3.7 HomeKit\n"))
        let headings = text.components(separatedBy: "\n\n").filter { $0.hasPrefix("#") }
        let numbered = headings.filter { heading in
            NumberedHeading.parse(String(heading.drop(while: { $0 == "#" }))) != nil
        }
        let glosses = zip(headings, headings.dropFirst()).filter { english, chinese in
            !english.containsHan && numbered.contains(chinese)
        }
        XCTAssertEqual(numbered.count, 72)
        XCTAssertEqual(glosses.count, 69)
    }

    // iOS 13: unnumbered sub-topics become headings one level below their section; figure labels do not.
    func testIOS13PromotesUnnumberedSubheadings() throws {
        let result = try importSeed(Self.ios13File)
        let bodies = chapters(result).map(\.body)
        for heading in ["### 整体美感", "### 一致性", "### 直接处理", "### 反馈", "### 隐喻", "### 用户控制"] {
            XCTAssertTrue(bodies[0].contains("\n\(heading)\n"), heading)
        }
        XCTAssertTrue(bodies[1].contains("\n### Full Screen\n\n### 全屏\n"))
        for heading in ["### 系统按钮", "### 详情按钮", "### 信息按钮", "### 进度条", "### 网络活动指示器"] {
            XCTAssertTrue(bodies[8].contains("\n\(heading)\n"), heading)
        }
        XCTAssertTrue(bodies[5].contains("\n### Spotlight、设置和通知图标\n"))
        for label in ["紧凑", "拓展", "警告", "AX1", "画中画", "以iPhone Xs 的显示模式为例", "4: 3 视频中全屏视图模式下"] {
            XCTAssertFalse(allBodies(result).contains("# \(label)\n"), label)
        }
        let unnumbered = bodies.joined(separator: "\n").components(separatedBy: "\n").filter { line in
            line.hasPrefix("#") && NumberedHeading.parse(String(line.drop(while: { $0 == "#" }))) == nil
        }
        XCTAssertEqual(unnumbered.count, 156)
    }

    // iOS 9: only the four step titles become headings; note labels (重要, 注意) stay paragraphs.
    func testIOS9PromotesOnlyTheStepTitles() throws {
        let text = chapters(try importSeed(Self.ios9File)).map(\.body).joined(separator: "\n")
        let unnumbered = text.components(separatedBy: "\n").filter { line in
            line.hasPrefix("#") && line.containsHan && NumberedHeading.parse(String(line.drop(while: { $0 == "#" }))) == nil
        }
        XCTAssertEqual(unnumbered, ["#### 1.列出所有你认为用户可能喜欢的功能", "#### 2.确定目标用户",
                                    "#### 3.根据目标用户过滤功能清单", "#### 4.不止于此"])
    }

    // iOS 9: markers become paragraph breaks, notes leave the chapters, indexes are not emitted.
    func testIOS9IsCleanedUp() throws {
        let result = try importSeed(Self.ios9File)
        let chapterText = chapters(result).map(\.body).joined(separator: "\n")
        XCTAssertFalse(allBodies(result).contains("【更新中】"))
        XCTAssertFalse(chapterText.contains("付款信息。通过用Apple Pay支付"))
        XCTAssertTrue(chapterText.contains("\n\n按钮。Apple Pay的按钮用来告诉用户"))
        for moved in ["原文地址", "pdf文档下载地址", "拓展阅读", "本文译自", "译者注:上文提到的章节"] {
            XCTAssertFalse(chapterText.contains(moved), moved)
            XCTAssertTrue(result.chapters[0].body.contains(moved), moved)
        }
        XCTAssertEqual(result.chapters[0].frontMatter.string("kind"), "preface")
        XCTAssertFalse(allBodies(result).contains("以上为视频截图"))
        XCTAssertFalse(chapterText.components(separatedBy: "\n").contains { $0.hasPrefix("译者注") || $0.hasPrefix("(译者注") })
        XCTAssertFalse(allBodies(result).contains("文章索引"))
        XCTAssertFalse(chapterText.contains("  • "))
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .note }, [])
    }

    /// The output text of an import: every chapter's titles and body.
    private func outputText(_ result: ImportResult) -> String {
        result.chapters.map { chapter in
            [chapter.frontMatter.string("title_zh"), chapter.frontMatter.string("title_en"), chapter.body].compactMap { $0 }.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Source text minus its declared noise: the given line ranges, chapter-marker lines (the number is in the
    /// front matter), markup (HTML tags, LaTeX commands) and the break markers.
    private func sourceWithoutNoise(_ file: String, droppingLines ranges: [ClosedRange<Int>], markers: [String]) throws -> String {
        let lines = try ProjectFiles.sourceText(file).components(separatedBy: "\n").enumerated().filter { line in
            !ranges.contains { $0.contains(line.offset + 1) } && ChineseChapterMarker.parse(line.element) == nil
        }
        var text = lines.map(\.element).joined(separator: "\n")
        text = text.replacingOccurrences(of: #"<[^<>]+>"#, with: " ", options: .regularExpression)
        text = text.replacingOccurrences(of: #"\\[a-zA-Z]+"#, with: " ", options: .regularExpression)
        for marker in markers { text = text.replacingOccurrences(of: marker, with: "\n") }
        return text
    }

    // Each seed keeps 99.5% of its text minus declared noise (cover, TOC, indexes, markers, dropped video notes).
    func testPreservesTheTextOfBothSeeds() throws {
        let ios13 = TextPreservation.coverage(
            source: try sourceWithoutNoise(Self.ios13File, droppingLines: [1...10, 30...157], markers: []),
            output: outputText(try importSeed(Self.ios13File)))
        let ios9 = TextPreservation.coverage(
            source: try sourceWithoutNoise(Self.ios9File, droppingLines: [7...42, 330...330, 336...336, 342...342, 482...482, 737...753, 1030...1049], markers: ["【更新中】iOS 9人机界面指南"]),
            output: outputText(try importSeed(Self.ios9File)))
        print("text preservation: iOS 13 \(ios13), iOS 9 \(ios9)")
        XCTAssertGreaterThanOrEqual(ios13, 0.995)
        XCTAssertGreaterThanOrEqual(ios9, 0.995)
    }

    // Importing the same source twice gives identical chapters and diagnostics.
    func testImportIsDeterministic() throws {
        for file in [Self.ios13File, Self.ios9File] {
            let first = try importSeed(file)
            let second = try importSeed(file)
            XCTAssertEqual(first.chapters, second.chapters)
            XCTAssertEqual(first.diagnostics, second.diagnostics)
        }
    }
}
