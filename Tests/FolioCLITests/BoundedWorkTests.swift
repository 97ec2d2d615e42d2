import XCTest
import FolioCLI

/// No input makes a build or a check crash or run for minutes: nesting has limits with positioned
/// errors, and no pass over a chapter is quadratic.
final class BoundedWorkTests: XCTestCase {
    private let limitError = "error: Markdown nested more than 48 levels deep (block quotes, lists or emphasis inside one another); flatten this part of the chapter"

    /// Builds and checks a chapter with `body`; returns the first line of each command's errors.
    private func firstErrors(body: String) throws -> (build: String, check: String) {
        let book = try ScratchBook(files: ["ed/01-deep.md": "---\ntitle_en: Deep\n---\n\n" + body])
        let build = book.run(["build"])
        let check = book.run(["check"])
        XCTAssertEqual(build.code, 1)
        XCTAssertEqual(check.code, 1)
        XCTAssertFalse(book.exists("Site"))
        XCTAssertEqual(book.hiddenEntries(), [], "no staging folder is left behind")
        return (String(build.err.prefix { $0 != "\n" }), String(check.err.prefix { $0 != "\n" }))
    }

    // A 100,000-level block quote (it crashed with SIGSEGV) is refused at the first level too deep.
    func testDeepBlockQuoteIsRefused() throws {
        let errors = try firstErrors(body: String(repeating: ">", count: 100_000) + " x\n")
        XCTAssertEqual(errors.build, "Content/ed/01-deep.md:5:48: " + limitError)
        XCTAssertEqual(errors.check, "Content/ed/01-deep.md:5:48: " + limitError)
    }

    // 7,031 levels crashed as well.
    func testBlockQuoteOf7031LevelsIsRefused() throws {
        XCTAssertEqual(try firstErrors(body: String(repeating: ">", count: 7_031) + " x\n").build, "Content/ed/01-deep.md:5:48: " + limitError)
    }

    // A 20,000-item list on one line (`- - - …`) and a 100,000-item ordered one (`1. 1. …`).
    func testDeepListsAreRefused() throws {
        XCTAssertEqual(try firstErrors(body: String(repeating: "- ", count: 20_000) + "x\n").build, "Content/ed/01-deep.md:5:47: " + limitError)
        XCTAssertEqual(try firstErrors(body: String(repeating: "1. ", count: 100_000) + "x\n").build, "Content/ed/01-deep.md:5:70: " + limitError)
    }

    // 10,000 quoted lists (`> - > - …`) and emphasis 100,000 deep.
    func testQuotedListsAndDeepEmphasisAreRefused() throws {
        XCTAssertEqual(try firstErrors(body: String(repeating: "> - ", count: 10_000) + "x\n").build, "Content/ed/01-deep.md:5:63: " + limitError)
        let stars = String(repeating: "*", count: 100_000)
        XCTAssertEqual(try firstErrors(body: stars + "x" + stars + "\n").build, "Content/ed/01-deep.md:5:1: " + limitError)
    }

    // Nesting up to the limit builds.
    func testNestingAtTheLimitBuilds() throws {
        let body = String(repeating: ">", count: 45) + " a\n\n" + String(repeating: "- ", count: 22) + "x\n\n" + String(repeating: "1. ", count: 22) + "*x*\n"
        let book = try ScratchBook(files: ["ed/01-deep.md": "---\ntitle_en: Deep\n---\n\n" + body])
        XCTAssertEqual(book.run(["build"]).err, "")
        XCTAssertEqual(book.read("Site/ed/01-deep.html")?.components(separatedBy: "<blockquote>").count, 46)
    }

    // 100,000 nested Mustache sections in a theme template are refused at the 33rd.
    func testDeepMustacheSectionsAreRefused() throws {
        let book = try ScratchBook()
        try FileManager.default.copyItem(at: ScratchBook.root.appendingPathComponent("Templates"), to: book.url("Theme"))
        try book.write("Theme/partials/deep.mustache", String(repeating: "{{#a}}", count: 100_000) + String(repeating: "{{/a}}", count: 100_000))
        let result = book.run(["build", "--theme", "Theme"])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.err, """
            \(book.url("Theme/partials/deep.mustache").path):1:193: error: '{{#a}}' nests sections more than 32 levels deep; flatten the template
            Build failed; Site/ was left as it was.

            """)
    }

    // 100,000 `<ref:…>` links in one paragraph (no answer in 60 s before) and 20,000 identical
    // headings (28.5 s) build: anchors are numbered from a counter, columns found without rescans.
    func testManyLinksAndEqualHeadingsBuild() throws {
        let links = Array(repeating: "<ref:One>", count: 100_000).joined(separator: " ") + "\n"
        let headings = String(repeating: "## Same heading\n\n", count: 20_000)
        let book = try ScratchBook(files: ["ed/01-one.md": "---\ntitle_en: One\n---\n\n" + links,
                                           "ed/02-two.md": "---\ntitle_en: Two\n---\n\n" + headings])
        XCTAssertEqual(book.run(["build"]).code, 0)
        let page = try XCTUnwrap(book.read("Site/ed/02-two.html"))
        XCTAssertTrue(page.contains("id=\"same-heading-20000\""))
        XCTAssertFalse(page.contains("id=\"same-heading-20001\""))
        XCTAssertEqual(book.read("Site/ed/01-one.html")?.components(separatedBy: "href=\"01-one.html\"").count, 100_001)
    }

    // A table of 5,000 columns (quadratic inside cmark-gfm's table extension) is refused before
    // cmark sees it; 128 cells build.
    func testTableOfThousandsOfColumnsIsRefused() throws {
        let wide = "|" + String(repeating: "a|", count: 5_000) + "\n|" + String(repeating: "-|", count: 5_000) + "\n"
        let book = try ScratchBook(files: ["ed/01-one.md": "---\ntitle_en: One\n---\n\n" + wide])
        XCTAssertEqual(book.run(["build"]).err, """
            Content/ed/01-one.md:5:257: error: a line with more than 128 '|' (table cells); split the table
            Build failed; Site/ was left as it was.

            """)
        try book.write("Content/ed/01-one.md", "---\ntitle_en: One\n---\n\n|" + String(repeating: "a|", count: 127) + "\n|" + String(repeating: "-|", count: 127) + "\n")
        XCTAssertEqual(book.run(["build"]).err, "")
    }

    // A front matter of 20,000 keys (one given twice) is read in linear time (it took 43 s).
    func testFrontMatterOfManyKeysBuilds() throws {
        let keys = (0..<20_000).map { "k\($0): v\n" }.joined()
        let book = try ScratchBook(files: ["ed/01-one.md": "---\ntitle_en: One\n" + keys + "k7: w\n---\n\nText.\n"])
        XCTAssertEqual(book.run(["build", "--verbose"]).err, "Content/ed/01-one.md:20003:1: warning: front matter key 'k7' appears twice; this later value replaces the earlier one\n")
    }

    // A comments block nested 5,000 deep is named as too deep, not "not valid JSON".
    func testDeepCommentsAreRefusedByName() throws {
        let reply = #"{"author":"a","text":"t","replies":["#
        let json = "[" + String(repeating: reply, count: 5_000) + #"{"author":"a","text":"t"}"# + String(repeating: "]}", count: 5_000) + "]"
        let book = try ScratchBook(files: ["ed/01-one.md": "---\ntitle_en: One\n---\n\n```comments\n\(json)\n```\n"])
        XCTAssertEqual(book.run(["build"]).err, """
            Content/ed/01-one.md:5:1: error: comments are nested more than 42 levels deep (replies of replies); flatten them
            Build failed; Site/ was left as it was.

            """)
    }
}
