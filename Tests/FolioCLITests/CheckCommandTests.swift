import XCTest
import FolioCLI

/// `folio check` on a small book with a broken link, a missing anchor, an unresolved reference, a
/// duplicate anchor, an untranslated paragraph and an image without size.
final class CheckCommandTests: XCTestCase {
    private static let chapter = """
        ---
        title_en: "Controls"
        title_zh: "控件"
        ---
        ## Sliders

        ## 滑块

        Use sliders, see [buttons](02-buttons.md) and [steppers](#steppers).

        使用滑块，见 [按钮](#sliders)。

        See [Nowhere](<ref:Nowhere>).

        ## Sliders

        ![](https://example.com/a.png)

        """

    private func writeBook() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-check-\(UUID().uuidString)")
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("demo"), withIntermediateDirectories: true)
        try Data(#"{"title": {"en": "Demo"}, "editions": ["demo"]}"#.utf8).write(to: content.appendingPathComponent("book.json"))
        try Data(Self.chapter.utf8).write(to: content.appendingPathComponent("demo/01-controls.md"))
        return folder
    }

    private func run(_ arguments: [String], in directory: URL) -> (code: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let code = Folio.run(arguments, in: directory, console: captured.console)
        return (code, captured.out, captured.err)
    }

    // Every problem is reported with its file, line and column, and errors make the exit code 1.
    func testCheckReportsBrokenLinkAndMissingAnchorWithPositions() throws {
        let result = run(["check"], in: try writeBook())
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.err, """
            Content/demo/01-controls.md:9:18: error: broken link '02-buttons.md': no file '02-buttons.md' in the book
            Content/demo/01-controls.md:9:47: error: broken link '#steppers': no heading with anchor 'steppers' in demo/01-controls
            Content/demo/01-controls.md:13:5: warning: [unresolved-reference] unresolved reference to 'Nowhere': no section or chapter has this title
            Content/demo/01-controls.md:15:1: warning: [duplicate-anchor] duplicate heading anchor 'sliders' (first used at line 5); this heading gets 'sliders-2'
            Content/demo/01-controls.md:17:1: warning: [image-without-size] image 'https://example.com/a.png' has no size; give it as the title: ![](https://example.com/a.png "WIDTHxHEIGHT")
            Content/demo/01-controls.md:13:1: warning: [untranslated] English block has no Chinese translation: See Nowhere.
            Content/demo/01-controls.md:15:1: warning: [untranslated] English block has no Chinese translation: Sliders
            Content/demo/01-controls.md:17:1: warning: [image-without-alt] image 'https://example.com/a.png' has no alt text; describe it (from its caption or the section)

            """)
        XCTAssertTrue(result.out.hasSuffix("2 errors, 6 warnings.\n"), result.out)
    }

    // With --format json the problems are a JSON array of objects for tools.
    func testCheckPrintsJSONForTools() throws {
        let result = run(["check", "--format", "json"], in: try writeBook())
        XCTAssertEqual(result.code, 1)
        let array = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        XCTAssertEqual(array.count, 8)
        XCTAssertEqual(array[1]["file"] as? String, "Content/demo/01-controls.md")
        XCTAssertEqual(array[1]["line"] as? Int, 9)
        XCTAssertEqual(array[1]["column"] as? Int, 47)
        XCTAssertEqual(array[1]["severity"] as? String, "error")
        XCTAssertEqual(array[1]["message"] as? String, "broken link '#steppers': no heading with anchor 'steppers' in demo/01-controls")
    }

    // `folio build` fails on a broken internal link and writes nothing.
    func testBuildFailsOnABrokenLink() throws {
        let folder = try writeBook()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let result = run(["build", "--theme", root.appendingPathComponent("Templates").path], in: folder)
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.err.contains("Content/demo/01-controls.md:9:18: error: broken link '02-buttons.md'"), result.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Site").path))
    }

    // An unknown --format is a usage error.
    func testUnknownFormatIsAUsageError() throws {
        let result = run(["check", "--format", "xml"], in: try writeBook())
        XCTAssertEqual(result.code, 64)
        XCTAssertEqual(result.err, "Error: --format must be text or json\nUsage: folio check [--content <dir>] [--format text|json]\nSee 'folio help check'.\n")
    }
}
