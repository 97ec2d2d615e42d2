import XCTest
import FolioCore
@testable import FolioImport

final class ZhihuColumnImporterTests: XCTestCase {
    private func run(_ text: String, options: JSONValue? = nil) -> ImportResult {
        let entry = SourceEntry(file: "c.json", format: "zhihu-column", edition: "book", options: options)
        return ZhihuColumnImporter().importSource(SourceInput(path: "c.json", text: text, entry: entry))
    }

    private func article(_ id: Int, _ title: String, _ content: String = "<p>Text.</p>") -> String {
        #"{"url": "https://zhuanlan.zhihu.com/p/\#(id)", "userName": "A", "upvote": 2, "title": "\#(title)", "content": "\#(content)", "topic": [{"tag": "t"}], "comments": []}"#
    }

    // Invalid JSON is one error at the line and character column of the problem.
    func testReportsInvalidJSONAtItsPosition() {
        let result = run("{\"article\": [\n  {\"url\": \"链接\" \"title\": 1}\n]}")
        XCTAssertEqual(result.diagnostics.map(\.description), ["c.json:2:16: error: invalid JSON: ',' or '}' was expected in the object"])
        XCTAssertTrue(result.chapters.isEmpty)
    }

    // JSON without an `article` array is an error naming what is missing.
    func testReportsAMissingArticleArray() {
        XCTAssertEqual(run("{\"title\": \"x\"}").diagnostics.map(\.description),
                       ["c.json:1:1: error: not a Zhihu column: the top-level object has no \"article\" array"])
        XCTAssertEqual(run("{\"article\": {}}").diagnostics.map(\.description),
                       ["c.json:1:13: error: \"article\" must be an array, found an object"])
    }

    // An article without a required field is skipped with a warning naming the field and its line.
    func testSkipsAnArticleMissingAField() {
        let text = "{\"article\": [\n  " + article(2, "B") + ",\n  {\"url\": \"https://zhuanlan.zhihu.com/p/3\", \"title\": \"C\"}\n]}"
        let result = run(text)
        XCTAssertEqual(result.diagnostics.map(\.description),
                       ["c.json:3:3: warning: skipped article 2 (line 3): it has no \"content\""])
        XCTAssertEqual(result.chapters.map(\.slug), ["b"])
    }

    // Without options every article is a chapter of the entry's edition, oldest (smallest id) first,
    // with its metadata in the front matter.
    func testImportsEveryArticleOldestFirstWithoutOptions() {
        let text = "{\"article\": [\n" + article(30, "新文章") + ",\n" + article(20, "旧文章") + "\n]}"
        let result = run(text)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.chapters.map(\.fileName), ["01-p-20.md", "02-p-30.md"])
        XCTAssertEqual(result.chapters.map(\.edition), ["book", "book"])
        XCTAssertEqual(result.chapters[0].frontMatter.serialized, """
        ---
        title_zh: "旧文章"
        kind: "chapter"
        url: "https://zhuanlan.zhihu.com/p/20"
        author: "A"
        upvotes: 2
        topics: ["t"]
        source_lines: "3-3"
        ---

        """)
        XCTAssertEqual(result.chapters[0].body, "Text.\n")
    }

    // Options select chapters by title, send the rest to another edition as essays, strip the title
    // prefix, add English titles and apply moves after ordering.
    func testAppliesTheOptions() {
        let text = "{\"article\": [" + [article(5, "指南：三"), article(1, "指南：一"), article(3, "随笔"), article(2, "指南：二")].joined(separator: ",") + "]}"
        let options: JSONValue = .object([
            "chapterTitlePattern": .string("^指南："), "titlePrefixPattern": .string("^指南："),
            "otherEdition": .string("essays"),
            "moves": .array([.object(["article": .string("p/5"), "after": .string("p/1")])]),
            "englishTitles": .object(["p/1": .string("One")]),
        ])
        let result = run(text, options: options)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.chapters.map { "\($0.edition)/\($0.fileName)" }, ["book/01-one.md", "book/02-p-5.md", "book/03-p-2.md", "essays/01-p-3.md"])
        XCTAssertEqual(result.chapters.map { $0.frontMatter.string("title_zh") }, ["一", "三", "二", "随笔"])
        XCTAssertEqual(result.chapters[0].frontMatter.string("title_en"), "One")
        XCTAssertEqual(result.chapters.map { $0.frontMatter.string("kind") }, ["chapter", "chapter", "chapter", "essay"])
    }

    // Options of the wrong type and bad regular expressions are errors.
    func testRejectsInvalidOptions() {
        XCTAssertEqual(run("{\"article\": []}", options: .object(["chapterTitlePattern": .string("(")])).diagnostics.map(\.description),
                       ["c.json:1:1: error: invalid regular expression in the options of format 'zhihu-column'"])
        XCTAssertTrue(run("{\"article\": []}", options: .object(["order": .string("random")])).diagnostics.containsErrors)
    }

    // A move naming an article that does not exist is a warning.
    func testWarnsAboutAMoveOfAnUnknownArticle() {
        let options: JSONValue = .object(["moves": .array([.object(["article": .string("p/9"), "after": .string("p/1")])])])
        XCTAssertEqual(run("{\"article\": [" + article(1, "一") + "]}", options: options).diagnostics.map(\.description),
                       ["c.json:1:1: warning: move: no article 'p/9' in this source"])
    }
}
