import XCTest
import FolioCore
import FolioImport
import FolioMarkdown
@testable import FolioSite
import FolioTemplates

/// Every mutated input ends in a result or in diagnostics with positions inside the input, never
/// in a crash or a hang. `FOLIO_FUZZ_CASES` sets the cases per test (`scripts/benchmark --fuzz N`).
final class FuzzTests: XCTestCase {
    private let cases = MutationFuzzer.caseCount(default: 600)

    /// The number of lines of `bytes` (a position may name the line after the last).
    private func lineCount(_ bytes: [UInt8]) -> Int { bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) } }

    private func assertPositioned(_ diagnostics: [Diagnostic], in bytes: [UInt8], case number: Int, file: StaticString = #filePath, line: UInt = #line) {
        for diagnostic in diagnostics {
            guard let location = diagnostic.location else { continue }
            XCTAssertTrue((1...lineCount(bytes) + 1).contains(location.line) && location.column >= 1,
                          "case \(number): \(diagnostic)", file: file, line: line)
        }
    }

    // Front matter: any mutation parses or reports a positioned problem.
    func testFrontMatterParser() {
        let seeds = ["---\ntitle_en: A\ntitle_zh: \"中文\"\ntopics: [\"a\", \"b\"]\norder: 3\n---\n\n# H\n\nText.\n",
                     "---\r\nkind: part\r\n# comment\r\n---\r\nBody\r\n"]
        MutationFuzzer.run(seeds: seeds, seed: 1, count: cases) { number, bytes in
            let (text, problem) = UTF8Text.decode(Data(bytes), path: "f.md")
            if let problem { assertPositioned([problem], in: bytes, case: number); return }
            let (_, diagnostics) = MarkdownFile.parse(text ?? "", path: "f.md")
            assertPositioned(diagnostics, in: bytes, case: number)
        }
    }

    // JSON: any mutation parses or fails with an offset inside the text.
    func testJSONParser() {
        let seeds = [#"{"article": [{"url": "https://a/p/1", "title": "T", "content": "<p>x</p>", "comments": [{"author": "a", "replies": []}]}], "n": -1.5e3, "b": [true, false, null]}"#]
        MutationFuzzer.run(seeds: seeds, seed: 2, count: cases) { number, bytes in
            let text = String(decoding: bytes, as: UTF8.self)
            do {
                _ = try JSONParser.parse(text)
            } catch let error as JSONSyntaxError {
                XCTAssertTrue((0...text.utf8.count).contains(error.utf8Offset), "case \(number): \(error)")
            } catch {
                XCTFail("case \(number): \(error)")
            }
        }
    }

    // HTML: the tokenizer takes anything, and the Zhihu block reader takes its tokens.
    func testHTMLTokenizer() {
        let seeds = [#"<p>a <b>b</b> <a href="https://x">l</a></p><svg><path d="M0"/></svg><style>p{}</style><figure><img src="a.png"></figure><!-- c --><ul><li>i</li></ul>"#]
        MutationFuzzer.run(seeds: seeds, seed: 3, count: cases) { _, bytes in
            let html = String(decoding: bytes, as: UTF8.self)
            _ = HTMLTokenizer.tokenize(html)
            _ = ZhihuBlockReader.read(html)
        }
    }

    // Mustache: a template parses and renders, or fails with errors inside it.
    func testMustacheParser() {
        let seeds = ["{{#a}}{{b}}{{/a}}{{^c}}d{{/c}}{{{raw}}}{{&raw}} {{! note }}{{=<% %>=}}<%x%><%={{ }}=%>{{>p}}",
                     "{{<layout}}{{$main}}x{{/main}}{{/layout}}"]
        MutationFuzzer.run(seeds: seeds, seed: 4, count: cases) { number, bytes in
            let source = String(decoding: bytes, as: UTF8.self)
            do {
                let library = try TemplateLibrary(templates: ["t": source, "p": "{{#a}}p{{/a}}", "layout": "[{{$main}}{{/main}}]"])
                _ = library.missingPartials()
                _ = try? library.render("t", .object(["a": .array([.object(["b": .string("x")])]), "raw": .string("<i>")]))
            } catch let errors as TemplateErrors {
                for error in errors.errors {
                    XCTAssertTrue((1...lineCount(bytes) + 1).contains(error.line), "case \(number): \(error)")
                }
            } catch {
                XCTFail("case \(number): \(error)")
            }
        }
    }

    // A whole chapter: loaded, parsed, sectioned and rendered with its links, or refused with
    // positioned errors.
    func testWholeChapter() {
        let seeds = ["""
            ---
            title_en: Controls
            title_zh: 控件
            url: "https://example.com/a"
            ---

            ## Buttons

            ## 按钮

            A [link](#buttons), <ref:Controls>, ![i](a.png "t") and *em* **strong** `code`.

            按钮是控件。

            > quote
            > - item

            1. one
            2. two

            | a | b |
            |---|---|
            | 1 | 2 |

            ```comments
            [{"author": "a", "text": "t", "replies": [{"author": "b", "text": "u"}]}]
            ```
            """]
        MutationFuzzer.run(seeds: seeds, seed: 5, count: cases) { number, bytes in
            let (decoded, problem) = UTF8Text.decode(Data(bytes), path: "Content/ed/01-c.md")
            guard let text = decoded else {
                assertPositioned(problem.map { [$0] } ?? [], in: bytes, case: number)
                return
            }
            let (chapter, diagnostics) = ChapterLoader.load(text: text, sourcePath: "Content/ed/01-c.md", edition: "ed", stem: "01-c")
            assertPositioned(diagnostics, in: bytes, case: number)
            guard let chapter else {
                XCTAssertTrue(diagnostics.containsErrors, "case \(number): no chapter and no error")
                return
            }
            let book = Book(manifest: BookManifest(title: BilingualText(en: "T"), editions: ["ed"]),
                            editions: [BookLoader.assemble(id: "ed", chapters: [chapter])])
            let rendered = ChapterRenderer(links: SiteLinks(book: book)).render(chapter, pagePath: chapter.outputPath)
            assertPositioned(rendered.diagnostics, in: bytes, case: number)
            XCTAssertFalse(String(decoding: rendered.utf8, as: UTF8.self).lowercased().contains("href=\"javascript:"), "case \(number)")
        }
    }
}
