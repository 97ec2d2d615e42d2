import XCTest
import FolioCore

final class ScriptTests: XCTestCase {
    // English text with no Han characters is English; Chinese text is Chinese.
    func testClassifiesBlocksByScript() {
        XCTAssertEqual("Always report progress accurately.".dominantLanguage, .en)
        XCTAssertEqual("始终准确报告进度。".dominantLanguage, .zh)
        XCTAssertEqual("Widget提供及时、有用的信息".dominantLanguage, .zh)
        XCTAssertEqual("App可以与Siri整合".dominantLanguage, .zh)
        XCTAssertNil("1242 × 2208".dominantLanguage)
    }

    // A PDF line break between CJK characters joins with no space; Latin text gets one space.
    func testJoinsLineBreaksBySript() {
        XCTAssertEqual("图标表达含义".joinedAcrossLineBreak("准确易懂"), "图标表达含义准确易懂")
        XCTAssertEqual("view and".joinedAcrossLineBreak("manage passes"), "view and manage passes")
        XCTAssertEqual("Table-".joinedAcrossLineBreak("View"), "Table-View")
    }
}

final class SlugTests: XCTestCase {
    // Slugs are ASCII, lowercase and hyphenated; Chinese-only text gives an empty slug.
    func testMakesASCIISlugs() {
        XCTAssertEqual(Slug.make("Progress Bars"), "progress-bars")
        XCTAssertEqual(Slug.make("What's New in iOS 10"), "whats-new-in-ios-10")
        XCTAssertEqual(Slug.make("2.1 加载"), "2-1")
        XCTAssertEqual(Slug.make("进度条"), "")
        XCTAssertEqual(Slug.make("Ｐｒｏｇｒｅｓｓ"), "progress")
    }
}

final class FrontMatterTests: XCTestCase {
    // Serialising and parsing front matter gives back the same values; the body starts after the block.
    func testRoundTripsFrontMatter() {
        var fm = FrontMatter()
        fm["title_en"] = .string("Progress: \"Bars\"")
        fm["title_zh"] = .string("进度条")
        fm["order"] = .int(7)
        fm["topics"] = .list(["iOS", "设计"])
        let text = MarkdownFile(frontMatter: fm, body: "## A\n").serialized
        let (file, diagnostics) = MarkdownFile.parse(text, path: "a.md")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(file.frontMatter, fm)
        XCTAssertEqual(file.body, "## A\n")
        XCTAssertEqual(file.bodyStartLine, 7)
    }

    // Hand-written plain values are read as strings and numbers.
    func testReadsPlainValues() {
        let (file, _) = MarkdownFile.parse("---\ntitle_en: Overview\norder: 3\n---\nText", path: "a.md")
        XCTAssertEqual(file.frontMatter.string("title_en"), "Overview")
        XCTAssertEqual(file.frontMatter.int("order"), 3)
    }

    // A broken quoted value is reported at its line and column; an unclosed block is reported too.
    func testReportsErrorsWithPositions() {
        let (_, diagnostics) = MarkdownFile.parse("---\ntitle_en: \"Over\n", path: "c/a.md")
        XCTAssertEqual(diagnostics.map(\.description), [
            "c/a.md:2:11: error: unterminated or invalid quoted string",
            "c/a.md:1:1: error: front matter is not closed: add a line '---' after the last 'key: value' line",
        ])
    }
}

/// The front matter is read on bytes; these are the cases where bytes and characters could disagree.
final class FrontMatterBytesTests: XCTestCase {
    // Space separators (an ideographic space, a no-break space) are trimmed like tabs and spaces,
    // in fences, keys and values; a CRLF line ends before its CR (front matter saved on Windows).
    func testTrimsSpaceSeparatorsAndReadsCRLF() {
        let (file, diagnostics) = MarkdownFile.parse("\u{3000}--- \t\n\u{A0}title_zh\u{3000}:\u{3000}进度条\u{3000}\n\t---\u{3000}\n正文", path: "a.md")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(file.frontMatter.string("title_zh"), "进度条")
        XCTAssertEqual(file.body, "正文")
        XCTAssertEqual(file.bodyStartLine, 4)
        let (crlf, crlfDiagnostics) = MarkdownFile.parse("---\r\norder: 2\r\n---\r\nBody", path: "b.md")
        XCTAssertEqual(crlf.frontMatter.int("order"), 2)
        XCTAssertEqual(crlf.frontMatter.entries.count, 1)
        XCTAssertEqual(crlf.body, "Body")
        XCTAssertEqual(crlf.bodyStartLine, 4)
        XCTAssertEqual(crlfDiagnostics, [])
    }

    // A line starting with `#` is a comment, unless a combining mark makes `#` part of another character.
    func testCommentLinesAndKeycaps() {
        let (file, diagnostics) = MarkdownFile.parse("---\n# a comment: here\n#\u{20E3}: keycap\n---\n", path: "a.md")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(file.frontMatter.string("#\u{20E3}"), "keycap")
        XCTAssertNil(file.frontMatter.string("# a comment"))
        XCTAssertEqual(file.body, "")
    }

    // Columns of errors count characters of the line, also after a Chinese key; a key with a space is refused.
    func testErrorColumnsCountCharacters() {
        let (_, diagnostics) = MarkdownFile.parse("---\n标题:   \"未完\nbad key: 1\nno colon\n---\nx", path: "c.md")
        XCTAssertEqual(diagnostics.map(\.description), [
            "c.md:2:7: error: unterminated or invalid quoted string",
            "c.md:3:1: error: front matter key 'bad key' must be one word",
            "c.md:4:1: error: front matter line is not 'key: value'",
        ])
    }
}

final class SourceLocationTests: XCTestCase {
    // Columns count characters, not UTF-8 bytes.
    func testColumnsCountCharacters() {
        let text = "第一行\n进度条 bar"
        let offset = "第一行\n进度条 ".utf8.count
        XCTAssertEqual(SourceLocation.of(utf8Offset: offset, in: text, path: "x").description, "x:2:5")
    }
}
