import XCTest
import FolioCore
import FolioSite

final class SearchIndexWriterTests: XCTestCase {
    private let fixture = [
        SearchSection(url: "ios10/08-controls.html#progress-bars", edition: "iOS 10", chapter: "UI 控件 Controls",
                      heading: [.en: "Progress Bars", .zh: "进度条"],
                      text: [.en: "A progress bar\n\n  shows  progress.", .zh: "进度条显示进度。"]),
        SearchSection(kind: .glossary, url: "glossary.html#sliders", edition: "Glossary", chapter: "术语表 Glossary",
                      heading: [.en: "Sliders"], text: [.zh: "滑条 \"iOS 10\""]),
    ]

    // A small book gives exactly this script: tables, collapsed texts, sorted stems with delta-coded postings.
    func testWritesTheExpectedScriptForASmallBook() {
        let expected = """
            window.FOLIO_SEARCH_INDEX = {"version":1,
            "editions":["iOS 10","Glossary"],
            "chapters":["UI 控件 Controls","术语表 Glossary"],
            "sections":[
            [0,0,0,"ios10/08-controls.html#progress-bars","Progress Bars","进度条","A progress bar\\nshows progress.","进度条显示进度。"],
            [1,1,1,"glossary.html#sliders","Sliders","","","滑条 \\"iOS 10\\""]],
            "words":{
            "10":[17],
            "a":[1],
            "bar":[2],
            "ios":[17],
            "progress":[3],
            "show":[1],
            "slider":[17]}};

            """
        XCTAssertEqual(SearchIndexWriter.script(for: fixture), expected)
    }

    // The same sections always give the same bytes (postings come from dictionaries, whose order varies).
    func testOutputIsDeterministic() {
        let sections = (0..<40).map { number in
            SearchSection(url: "c.html#s\(number)", edition: "E\(number % 3)", chapter: "C\(number % 5)",
                          heading: [.en: "Heading \(number)"], text: [.en: "word\(number % 7) shared text", .zh: "共享文本"])
        }
        let first = SearchIndexWriter.script(for: sections)
        for _ in 0..<5 {
            XCTAssertEqual(SearchIndexWriter.script(for: sections), first)
        }
    }

    // The right-hand side is JSON, with line separators and control characters escaped for JavaScript.
    func testIndexIsJSONWithJavaScriptSafeStrings() throws {
        let section = SearchSection(url: "a.html", edition: "E", chapter: "C", heading: [.en: "Tab\there"],
                                    text: [.en: "one\u{2028}two\u{1}three \\ end"])
        let script = SearchIndexWriter.script(for: [section])
        XCTAssertTrue(script.contains(#""Tab here","","one\ntwo\u0001three \\ end","""#), script)
        XCTAssertFalse(script.unicodeScalars.contains("\u{2028}"))
        let prefix = "window.FOLIO_SEARCH_INDEX = "
        XCTAssertTrue(script.hasPrefix(prefix) && script.hasSuffix("};\n"))
        let json = script.dropFirst(prefix.count).dropLast(2)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object.keys.sorted(), ["chapters", "editions", "sections", "version", "words"])
        XCTAssertEqual((object["sections"] as? [[Any]])?.first?.count, 8)
    }
}
