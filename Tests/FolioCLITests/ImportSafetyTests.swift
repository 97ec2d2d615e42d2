import XCTest
import FolioCLI

/// `folio import` reads only Content/sources/, writes only edition folders, loses nothing and
/// changes every edition or none.
final class ImportSafetyTests: XCTestCase {
    private let manifest = """
        {
          "editions": [
            { "id": "one", "title": { "en": "One" }, "languages": ["en"] },
            { "id": "two", "title": { "en": "Two" }, "languages": ["en"] }
          ],
          "sources": [
            { "file": "a.txt", "format": "text", "edition": "one" },
            { "file": "a.txt", "format": "text", "edition": "two" }
          ]
        }
        """

    private func project(manifest text: String? = nil) throws -> ScratchBook {
        let book = try ScratchBook(editions: ["one", "two"], files: [:])
        try book.write("Content/sources/a.txt", "Chapter One\n\nSome text here.\n")
        try book.write("Content/sources/manifest.json", text ?? manifest)
        return book
    }

    /// The import's error lines (warnings about the plain text left out).
    private func errors(_ result: (code: Int32, out: String, err: String)) -> String {
        result.err.split(separator: "\n").filter { !$0.contains("warning: no chapter markers") }.joined(separator: "\n")
    }

    // Edition "../escaped" and a source file "../…" are refused at their position; nothing is written.
    func testPathsInTheManifestAreRefused() throws {
        let book = try project(manifest: manifest.replacingOccurrences(of: "\"id\": \"two\"", with: "\"id\": \"../escaped\"")
            .replacingOccurrences(of: "{ \"file\": \"a.txt\", \"format\": \"text\", \"edition\": \"one\" }",
                                  with: "{ \"file\": \"../../secret.txt\", \"format\": \"text\", \"edition\": \"../out\" }"))
        let result = book.run(["import"])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(errors(result), """
            Content/sources/manifest.json:4:14: error: edition id '../escaped' is not valid: an id is a folder name made of ASCII letters, digits, '-' and '_' (no '/', '.' or spaces)
            Content/sources/manifest.json:7:16: error: source file '../../secret.txt' is outside Content/sources/: name a file inside that folder
            Content/sources/manifest.json:7:65: error: edition '../out' of source '../../secret.txt' is not valid: an id is a folder name made of ASCII letters, digits, '-' and '_' (no '/', '.' or spaces)
            Import failed; nothing was changed.
            """)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: book.url("Content").path).sorted(), ["book.json", "sources"])
        XCTAssertFalse(book.exists("escaped"))
    }

    // A source that is a symbolic link is not followed.
    func testLinkedSourceIsRefused() throws {
        let book = try project(manifest: manifest.replacingOccurrences(of: "\"file\": \"a.txt\", \"format\": \"text\", \"edition\": \"two\"",
                                                                       with: "\"file\": \"pw.txt\", \"format\": \"text\", \"edition\": \"two\""))
        try FileManager.default.createSymbolicLink(atPath: book.url("Content/sources/pw.txt").path, withDestinationPath: "/etc/passwd")
        let result = book.run(["import"])
        XCTAssertEqual(errors(result), """
            Content/sources/pw.txt:1:1: error: this file is a symbolic link to '/etc/passwd'; folio reads only files inside the book: copy the file in instead
            Import failed; nothing was changed.
            """)
    }

    // A trailing comma, a key given twice and an edition listed twice are errors at their position.
    func testStrictManifest() throws {
        let comma = try project(manifest: manifest.replacingOccurrences(of: "\"edition\": \"two\" }", with: "\"edition\": \"two\" },"))
        XCTAssertEqual(errors(comma.run(["import"])), """
            Content/sources/manifest.json:9:3: error: invalid source manifest: unexpected character ']': a value was expected
            Import failed; nothing was changed.
            """)
        let key = try project(manifest: manifest.replacingOccurrences(of: "\"format\": \"text\", \"edition\": \"two\"", with: "\"format\": \"text\", \"format\": \"zhihu-column\", \"edition\": \"two\""))
        XCTAssertEqual(errors(key.run(["import"])), """
            Content/sources/manifest.json:8:52: error: key 'format' appears twice in one object; keep one
            Import failed; nothing was changed.
            """)
        let twice = try project(manifest: manifest.replacingOccurrences(of: "\"id\": \"two\"", with: "\"id\": \"one\""))
        XCTAssertEqual(errors(twice.run(["import"])), """
            Content/sources/manifest.json:4:14: error: edition 'one' is listed twice; remove one
            Import failed; nothing was changed.
            """)
    }

    // A source of white space only is an error, not an empty untitled chapter.
    func testWhiteSpaceOnlySourceIsRefused() throws {
        let book = try project()
        try book.write("Content/sources/a.txt", " \n\u{3000}\n\t\n")
        XCTAssertEqual(errors(book.run(["import"])), """
            Content/sources/a.txt:1:1: error: the source file holds only white space
            Content/sources/a.txt:1:1: error: the source file holds only white space
            Import failed; nothing was changed.
            """)
    }

    // Re-import keeps hand-written dotfiles and a front matter edited by hand (named in a warning).
    func testDotfilesAndFrontMatterEditsAreKept() throws {
        let book = try project()
        XCTAssertEqual(book.run(["import"]).code, 0)
        try book.write("Content/one/.translator-notes.md", "notes")
        try book.write("Content/one/.gitkeep", "")
        let chapter = try XCTUnwrap(book.read("Content/one/01-chapter-one.md"))
        try book.write("Content/one/01-chapter-one.md", chapter.replacingOccurrences(of: "title_en: \"Chapter One\"", with: "title_en: \"Chapter 1\""))
        let result = book.run(["import"])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(errors(result), "Content/one/01-chapter-one.md:1:1: warning: edited by hand since it was imported; not overwritten (use --force to replace it)")
        XCTAssertEqual(book.read("Content/one/.translator-notes.md"), "notes")
        XCTAssertEqual(book.read("Content/one/.gitkeep"), "")
        XCTAssertTrue(try XCTUnwrap(book.read("Content/one/01-chapter-one.md")).contains("title_en: \"Chapter 1\""))
        XCTAssertEqual(book.hiddenEntries("Content"), [])
        XCTAssertEqual(book.run(["import", "--force"]).code, 0)
        XCTAssertTrue(try XCTUnwrap(book.read("Content/one/01-chapter-one.md")).contains("title_en: \"Chapter One\""))
        XCTAssertEqual(book.read("Content/one/.gitkeep"), "")
    }

    // An import killed after it decided (its journal written, one edition swapped in) is finished
    // by the next run; one killed before is undone: never editions mixed, never leftovers.
    func testKilledImportIsFinishedOrUndone() throws {
        let book = try project()
        XCTAssertEqual(book.run(["import"]).code, 0)
        let dead = "999999999"
        // Decided: `one` swapped in already (its old folder kept), `two` still staged.
        try FileManager.default.moveItem(at: book.url("Content/one"), to: book.url("Content/.one.old-\(dead)"))
        try book.write("Content/one/01-chapter-one.md", "new one")
        try book.write("Content/.two.import-\(dead)/01-chapter-one.md", "new two")
        try book.write("Content/.folio-import-\(dead)", "one\ntwo\n")
        // Undecided: a staged folder without a journal.
        try book.write("Content/.three.import-999999998/x.md", "half")
        XCTAssertEqual(book.run(["check"]).code, 0, "check does not touch Content/")
        try book.write("Content/sources/manifest.json", "{ \"editions\": [], \"sources\": [], }")  // this import fails early
        _ = book.run(["import"])
        XCTAssertEqual(book.read("Content/one/01-chapter-one.md"), "new one")
        XCTAssertEqual(book.read("Content/two/01-chapter-one.md"), "new two")
        XCTAssertEqual(book.hiddenEntries("Content"), [])
    }
}
