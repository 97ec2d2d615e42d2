import XCTest
import FolioCore
@testable import FolioSite

final class PrintPageTests: XCTestCase {
    /// print.html of the small-book fixture printed in `language`.
    private func printPage(_ language: PrintLanguage = .both) throws -> String {
        var options = SiteFixtures.options(book: "small-book", output: SiteFixtures.temporaryFolder())
        options.printLanguage = language
        let result = SiteBuilder.generate(options)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }, [])
        let file = try XCTUnwrap(result.files?.first { $0.path == "print.html" })
        return String(decoding: file.data, as: UTF8.self)
    }

    /// The print page of the in-memory fixture book, rendered with the default theme.
    private func fixturePage(_ language: PrintLanguage = .both, backMatter: [PrintBackMatter] = []) throws -> String {
        let templates = Theme.load(SiteFixtures.options(book: "small-book", output: SiteFixtures.temporaryFolder())).theme?.templates
        let context = PrintBook(book: try PrintFixture.book(), language: language, backMatter: backMatter).context()
        return try XCTUnwrap(templates).render("print", context)
    }

    // Every in-page link of print.html has a target id, in every fixture and language.
    func testEveryInPageLinkHasATarget() throws {
        let glossary = PrintTestSupport.glossary()
        let pages = [try printPage(), try printPage(.en), try fixturePage(), try fixturePage(.zh, backMatter: [glossary])]
        for html in pages {
            let ids = Set(PrintTestSupport.values(of: "id", in: html))
            let targets = PrintTestSupport.values(of: "href", in: html).filter { $0.hasPrefix("#") }
            XCTAssertFalse(targets.isEmpty)
            for target in targets { XCTAssertTrue(ids.contains(String(target.dropFirst())), "no id for \(target)") }
        }
    }

    // No id occurs twice in print.html.
    func testIdsAreUnique() throws {
        for html in [try printPage(), try fixturePage()] {
            let ids = PrintTestSupport.values(of: "id", in: html)
            XCTAssertEqual(ids.count, Set(ids).count, "duplicates: \(Dictionary(grouping: ids, by: { $0 }).filter { $1.count > 1 }.keys.sorted())")
        }
    }

    // The page is not indexed and holds the book in reading order: cover, contents, editions, part, chapters, colophons.
    func testHoldsTheBookInReadingOrder() throws {
        let html = try fixturePage()
        XCTAssertTrue(html.contains("<meta name=\"robots\" content=\"noindex\">"))
        let order = ["id=\"cover\"", "id=\"contents\"", "id=\"ed-a\"", "id=\"ch-a-01-controls\"", "id=\"ch-a-02-sliders\"",
                     "id=\"ed-b\"", "id=\"ch-b-01-part\"", "id=\"ch-b-02-usage\"", "id=\"colophons\"", "id=\"ch-a-colophon\""]
        let positions = try order.map { try XCTUnwrap(html.range(of: $0), $0).lowerBound }
        XCTAssertEqual(positions, positions.sorted())
    }

    // The printed contents lists editions, parts and numbered chapters, each linking to its section.
    func testContentsEntriesAndChapterNumbers() throws {
        let html = try fixturePage(.en)
        XCTAssertTrue(html.contains("<li class=\"toc-level-1 toc-edition\"><a href=\"#ed-a\"><span class=\"toc-title\"><span lang=\"en\">Edition A</span></span></a></li>"), html)
        XCTAssertTrue(html.contains("<li class=\"toc-level-2 toc-part\"><a href=\"#ch-b-01-part\"><span class=\"toc-number\">1</span> <span class=\"toc-title\"><span lang=\"en\">Planning</span></span></a></li>"), html)
        XCTAssertTrue(html.contains("<li class=\"toc-level-3 toc-chapter\"><a href=\"#ch-b-02-usage\"><span class=\"toc-number\">1</span> <span class=\"toc-title\"><span lang=\"zh-Hans\">用法</span></span></a></li>"), html)
        XCTAssertTrue(html.contains("<p class=\"chapter-label\">Chapter 2</p>\n<h2 class=\"chapter-title\"><span lang=\"en\">Sliders</span></h2>"), html)
        XCTAssertTrue(html.contains("<p class=\"part-label\">Part 1</p>"), html)
        XCTAssertTrue(html.contains("<p class=\"chapter-label\">Chapter 1</p>\n<h3 class=\"chapter-title\">"), html)
    }

    // A single-language print drops the other side of each pair at build time instead of hiding it.
    func testSingleLanguagePrintDropsTheOtherLanguage() throws {
        let english = try printPage(.en)
        XCTAssertFalse(english.contains("class=\"pair"), "pairs left in the English print")
        XCTAssertFalse(english.contains("始终准确报告进度"), "a translated Chinese paragraph was kept")
        XCTAssertTrue(english.contains("Always report progress accurately."))
        XCTAssertTrue(english.contains("<html lang=\"en\">"))
        let chinese = try printPage(.zh)
        XCTAssertFalse(chinese.contains("Always report progress accurately."))
        XCTAssertTrue(chinese.contains("始终准确报告进度"))
        let both = try printPage()
        XCTAssertTrue(both.contains("Always report progress accurately.") && both.contains("始终准确报告进度"))
    }

    // Back matter is printed after the colophons with prefixed ids and in-page links.
    func testBackMatterHook() throws {
        let html = try fixturePage(backMatter: [PrintTestSupport.glossary()])
        XCTAssertTrue(html.contains("<section class=\"back-matter\" id=\"glossary\">\n<h1><span class=\"tr\" lang=\"zh-Hans\">术语表</span> <span class=\"tr\" lang=\"en\">Glossary</span></h1>\n<p class=\"lede\">"), html)
        XCTAssertTrue(html.contains("<dt id=\"glossary--sliders\" lang=\"en\">Sliders</dt>"), html)
        XCTAssertTrue(html.contains("<a href=\"#ch-a-02-sliders--usage\">A · see</a>"), html)
        XCTAssertTrue(html.contains("<a href=\"#glossary\">"))
    }

    // The print page's back matter comes from the glossary's and topics' data through print partials:
    // overriding the site's glossary page does not change print.html.
    func testOverridingTheGlossaryPageLeavesPrintAlone() throws {
        let overrides = SiteFixtures.temporaryFolder()
        try "{{<layout}}{{$main}}<p>A glossary of our own.</p>{{/main}}{{/layout}}\n"
            .write(to: overrides.appendingPathComponent("glossary.mustache"), atomically: true, encoding: .utf8)
        var options = SiteFixtures.options(book: "small-book", output: SiteFixtures.temporaryFolder())
        let plain = SiteBuilder.generate(options)
        options.overrideTemplatesDirectory = overrides
        let overridden = SiteBuilder.generate(options)
        func file(_ path: String, _ result: (loaded: Bool, files: [SiteFile]?, diagnostics: [Diagnostic])) -> String? {
            result.files?.first { $0.path == path }.map(\.text)
        }
        XCTAssertEqual(file("glossary.html", overridden)?.contains("A glossary of our own."), true)
        XCTAssertNotNil(file("print.html", plain))
        XCTAssertEqual(file("print.html", overridden), file("print.html", plain))
        XCTAssertEqual(file("print.html", plain)?.contains("<section class=\"back-matter\" id=\"glossary\">"), true)
    }
}
