import XCTest
import FolioCLI

/// `folio check` reports content faults with their kind, in text and JSON, and counts them per kind.
final class CheckLintOutputTests: XCTestCase {
    private static let chapter = """
        ---
        title_en: "Icons"
        title_zh: "图标"
        ---
        Use the system icons.

        使用系统图标。

        NOTE

        ![](https://example.com/a.png "20x20")

        """

    private func writeBook() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-lint-\(UUID().uuidString)")
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("demo"), withIntermediateDirectories: true)
        try Data(#"{"title": {"en": "Demo"}, "editions": ["demo"]}"#.utf8).write(to: content.appendingPathComponent("book.json"))
        try Data(Self.chapter.utf8).write(to: content.appendingPathComponent("demo/01-icons.md"))
        return folder
    }

    private func run(_ arguments: [String], in directory: URL) -> (code: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let code = Folio.run(arguments, in: directory, console: captured.console)
        return (code, captured.out, captured.err)
    }

    // Text output: each finding as `file:line:col: warning: [kind] message`, then a count per kind,
    // kinds with no finding included, before the totals.
    func testTextOutputShowsKindsAndCountsPerKind() throws {
        let result = run(["check"], in: try writeBook())
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.err, """
            Content/demo/01-icons.md:9:1: warning: [untranslated] English block has no Chinese translation: NOTE
            Content/demo/01-icons.md:9:1: warning: [bare-label] label 'NOTE' stands alone; make it a callout (> [!NOTE]) holding the text it introduces
            Content/demo/01-icons.md:11:1: warning: [image-without-alt] image 'https://example.com/a.png' has no alt text; describe it (from its caption or the section)

            """)
        XCTAssertTrue(result.out.hasSuffix("""
            content lint: 2 findings
              suspicious-pair: 0
              mixed-language: 0
              unequal-pair: 0
              split-sentence: 0
              bare-label: 1
              glued-label: 0
              table-shaped-text: 0
              image-without-alt: 1
              figure-caption-without-figure: 0
              heading-like-bold: 0
              literal-markdown: 0
              doubled-text: 0
            0 errors, 3 warnings.

            """), result.out)
    }

    // JSON output: a diagnostic that has a kind carries it in a `kind` field.
    func testJSONOutputCarriesTheKind() throws {
        let result = run(["check", "--format", "json"], in: try writeBook())
        let array = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        XCTAssertEqual(array.map { $0["kind"] as? String }, ["untranslated", "bare-label", "image-without-alt"])
        XCTAssertEqual(array[2]["file"] as? String, "Content/demo/01-icons.md")
        XCTAssertEqual(array[2]["line"] as? Int, 11)
        XCTAssertEqual(array[2]["column"] as? Int, 1)
        XCTAssertEqual(array[2]["severity"] as? String, "warning")
        XCTAssertEqual(array[2]["message"] as? String, "image 'https://example.com/a.png' has no alt text; describe it (from its caption or the section)")
    }
}
