import XCTest
import FolioCLI

/// No script gets into a page, and inputs that used to be taken silently get a message people can
/// act on.
final class SafeOutputTests: XCTestCase {
    // A chapter's `url:` of `javascript:…` (any case, spaces before it) or `data:text/html` reaches
    // neither the page's nor the print page's "Original" link; a warning names it.
    func testScriptURLsAreDropped() throws {
        var files: [String: String] = [:]
        let urls = ["javascript:alert(1)", "  JaVaScRiPt:alert(2)", "data:text/html,<script>alert(3)</script>", "java\tscript:alert(4)", "https://example.com/a"]
        for (index, url) in urls.enumerated() {
            files["ed/0\(index + 1)-c.md"] = "---\ntitle_en: C\(index)\nauthor: A\nurl: \(FolioJSON.quoted(url))\n---\n\nText.\n"
        }
        let book = try ScratchBook(files: files)
        let result = book.run(["build", "--verbose"])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.err, """
            Content/ed/01-c.md:4:6: warning: url 'javascript:alert(1)' dropped: only http(s), mailto and book links are allowed
            Content/ed/02-c.md:4:6: warning: url '  JaVaScRiPt:alert(2)' dropped: only http(s), mailto and book links are allowed
            Content/ed/03-c.md:4:6: warning: url 'data:text/html,<script>alert(3)</script>' dropped: only http(s), mailto and book links are allowed
            Content/ed/04-c.md:4:6: warning: url 'java\tscript:alert(4)' dropped: only http(s), mailto and book links are allowed

            """)
        for path in ["Site/ed/01-c.html", "Site/ed/02-c.html", "Site/ed/03-c.html", "Site/ed/04-c.html", "Site/print.html", "Site/search-index.js"] {
            let text = try XCTUnwrap(book.read(path)).lowercased()
            XCTAssertFalse(text.contains("javascript:") || text.contains("java\tscript:") || text.contains("data:text/html"), path)
        }
        XCTAssertTrue(try XCTUnwrap(book.read("Site/ed/05-c.html")).contains("<a href=\"https://example.com/a\" class=\"ext\""))
        XCTAssertTrue(try XCTUnwrap(book.read("Site/print.html")).contains("<a href=\"https://example.com/a\" class=\"ext\""))
    }

    // Front matter with CRLF line endings and a byte order mark is read like any other.
    func testCRLFAndByteOrderMarkAreAccepted() throws {
        let book = try ScratchBook(files: ["ed/01-one.md": "\u{FEFF}---\r\ntitle_zh: 标题\r\ntitle_en: Title\r\n---\r\n\r\nText.\r\n"])
        XCTAssertEqual(book.run(["build"]).err, "")
        let page = try XCTUnwrap(book.read("Site/ed/01-one.html"))
        XCTAssertFalse(page.contains("title_zh"))
        XCTAssertTrue(page.contains("标题"))
    }

    // A key given twice and an `order` out of range are warnings at their line.
    func testDuplicateKeysAndOrderAreWarnings() throws {
        let book = try ScratchBook(files: [
            "ed/01-one.md": "---\ntitle_en: One\ntitle_en: Uno\norder: 1\n---\n\nText.\n",
            "ed/02-two.md": "---\ntitle_en: Two\norder: 99999999999999999999\n---\n\nText.\n",
            "ed/03-three.md": "---\ntitle_en: Three\norder: -1\n---\n\nText.\n",
        ])
        XCTAssertEqual(book.run(["build", "--verbose"]).err, """
            Content/ed/01-one.md:3:1: warning: front matter key 'title_en' appears twice; this later value replaces the earlier one
            Content/ed/02-two.md:3:8: warning: order '99999999999999999999' is out of range: write a whole number from 0 to 9999 (files are read in file-name order)
            Content/ed/03-three.md:3:8: warning: order '-1' is out of range: write a whole number from 0 to 9999 (files are read in file-name order)

            """)
    }

    // Invalid UTF-8 in a chapter is reported at the bad byte, not at 1:1.
    func testInvalidUTF8IsPositioned() throws {
        let book = try ScratchBook()
        try Data("---\ntitle_en: One\n---\n\nText 中文 ".utf8 + [0xFF] + Array("\n".utf8)).write(to: book.url("Content/ed/01-one.md"))
        XCTAssertEqual(book.run(["build"]).err, """
            Content/ed/01-one.md:5:9: error: invalid UTF-8 (byte 0xff); save the file as UTF-8
            Build failed; Site/ was left as it was.

            """)
    }

    // book.json is read strictly (a trailing comma, a key given twice) and may start with a byte
    // order mark and use CRLF.
    func testStrictBookManifest() throws {
        let book = try ScratchBook()
        try book.write("Content/book.json", "{ \"title\": { \"en\": \"T\" }, \"editions\": [\"ed\"], }\n")
        XCTAssertEqual(book.run(["build"]).err, """
            Content/book.json:1:47: error: invalid book manifest: a string key was expected in the object
            Build failed; Site/ was left as it was.

            """)
        try book.write("Content/book.json", "{ \"title\": { \"en\": \"T\" }, \"title\": { \"en\": \"U\" }, \"editions\": [\"ed\"] }\n")
        XCTAssertEqual(book.run(["build"]).err, """
            Content/book.json:1:36: error: key 'title' appears twice in one object; keep one
            Build failed; Site/ was left as it was.

            """)
        try book.write("Content/book.json", "\u{FEFF}{ \"title\": { \"en\": \"T\" },\r\n  \"editions\": [\"ed\"] }\r\n")
        XCTAssertEqual(book.run(["build"]).code, 0)
    }

    // A template that is not UTF-8 is refused at its bad byte.
    func testInvalidUTF8TemplateIsPositioned() throws {
        let book = try ScratchBook()
        try FileManager.default.copyItem(at: ScratchBook.root.appendingPathComponent("Templates"), to: book.url("Theme"))
        try Data("<p>\n中文 ".utf8 + [0xC3, 0x28]).write(to: book.url("Theme/404.mustache"))
        XCTAssertEqual(book.run(["build", "--theme", "Theme"]).err, """
            \(book.url("Theme/404.mustache").path):2:4: error: cannot read the template as UTF-8 text: save it as UTF-8
            Build failed; Site/ was left as it was.

            """)
    }

    // A template naming a missing partial is a warning at the tag (it would render nothing).
    func testUnknownPartialIsAWarning() throws {
        let book = try ScratchBook()
        try FileManager.default.copyItem(at: ScratchBook.root.appendingPathComponent("Templates"), to: book.url("Theme"))
        try book.write("Theme/404.mustache", "{{<layout}}{{$main}}<p>Lost.</p>{{>partials/missing}}{{/main}}{{/layout}}\n")
        let result = book.run(["build", "--verbose", "--theme", "Theme"])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.err, "\(book.url("Theme/404.mustache").path):1:33: warning: no template named 'partials/missing' (partials/missing.mustache) for this partial: it would show nothing\n")
    }
}

/// JSON string literals for fixtures.
enum FolioJSON {
    static func quoted(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: text, options: [.fragmentsAllowed, .withoutEscapingSlashes]), as: UTF8.self)
    }
}
