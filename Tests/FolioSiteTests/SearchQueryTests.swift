import XCTest
import FolioCore
import FolioSite

/// Runs `Templates/assets/search.js` under node against an index written by `SearchIndexWriter`.
final class SearchQueryTests: XCTestCase {
    // Each reader query finds its section first, ahead of decoys that mention the words more often.
    func testQueriesReturnTheExpectedSectionFirst() throws {
        let expectations: [(query: String, url: String)] = [
            ("进度条", "ios10/controls.html#progress-bars"),
            ("进度", "ios10/controls.html#progress-bars"),
            ("Progress Bars", "ios10/controls.html#progress-bars"),
            ("progressing bar", "ios10/controls.html#progress-bars"),
            ("modal", "ios10/interaction.html#modality"),
            ("模态", "ios10/interaction.html#modality"),
            ("设计跟随内容", "ios9/ui.html#defer-to-content"),
            ("Action Sheet 动作菜单", "ios10/views.html#action-sheets"),
            ("action sheets", "ios10/views.html#action-sheets"),
            ("分段控件", "glossary.html#segmented-controls"),
            ("进度条控件", "ios10/controls.html#progress-bars"),
        ]
        let output = try SearchNode.run(index: SearchQueryFixture.script, code: """
            const queries = \(SearchNode.jsonArray(expectations.map(\.query)));
            console.log(JSON.stringify(queries.map(q => (FolioSearch.query(index, q)[0] || {}).url || null)));
            """)
        let firsts = try JSONDecoder().decode([String?].self, from: Data(output.utf8))
        for (expectation, first) in zip(expectations, firsts) {
            XCTAssertEqual(first, expectation.url, "query \(expectation.query)")
        }
    }

    // A result carries its edition, chapter and snippet, with the matches marked and the text escaped.
    func testResultsCarryEditionChapterAndMarkedSnippet() throws {
        let output = try SearchNode.run(index: SearchQueryFixture.script, code: """
            const r = FolioSearch.query(index, "进度条")[0];
            console.log(JSON.stringify([r.edition, r.chapter, r.kind, r.headingsHTML[1], r.snippetHTML]));
            const p = FolioSearch.query(index, "popover")[0];
            console.log(JSON.stringify([p.headingsHTML[0], p.snippetHTML]));
            """)
        XCTAssertEqual(output, """
            ["iOS 10","UI 控件 Controls","section","<mark>进度条</mark>","<mark>进度条</mark>的轨道包括已填充和未填充部分。"]
            ["<mark>Popovers</mark>","A <mark>popover</mark> is a transient view. A <mark>popover</mark> is modal &lt;b&gt;in compact&lt;/b&gt; environments; a modal view requires an explicit action to dismiss. Avoid modal <mark>popovers</mark> unless necessary."]

            """)
    }

    // A long text is cut around its first match, on word boundaries in English, with ellipses where cut.
    func testLongTextsAreCutAroundTheFirstMatch() throws {
        let filler = Array(repeating: "Lorem ipsum dolor sit amet.", count: 8).joined(separator: " ")
        let zhFiller = String(repeating: "这是一段很长的中文说明文字。", count: 8)
        let section = SearchSection(url: "long.html", edition: "E", chapter: "C", heading: [.en: "Long"],
                                    text: [.en: filler + " A progress bar appears. " + filler, .zh: zhFiller + "进度条出现。" + zhFiller])
        let output = try SearchNode.run(index: SearchIndexWriter.script(for: [section]), code: """
            console.log(FolioSearch.query(index, "progress")[0].snippetHTML);
            console.log(FolioSearch.query(index, "进度条")[0].snippetHTML);
            """)
        XCTAssertEqual(output, """
            …amet. Lorem ipsum dolor sit amet. A <mark>progress</mark> bar appears. Lorem ipsum dolor sit amet. \
            Lorem ipsum dolor sit amet. Lorem ipsum dolor sit amet. Lorem ipsum dolor sit amet. Lorem…
            …一段很长的中文说明文字。<mark>进度条</mark>出现。这是一段很长的中文说明文字。这是一段很长的中文说明文字。\
            这是一段很长的中文说明文字。这是一段很长的中文说明文字。这是一段很长…

            """)
    }

    // Queries with nothing searchable, or with words found nowhere, return no results.
    func testQueriesWithoutMatchesReturnNothing() throws {
        let output = try SearchNode.run(index: SearchQueryFixture.script, code: """
            console.log(JSON.stringify(["", "  ，。 ", "zebra", "斑马"].map(q => FolioSearch.query(index, q).length)));
            """)
        XCTAssertEqual(output, "[0,0,0,0]\n")
    }

    // search.js cuts text into exactly the tokens SearchTokenizer gives, so queries meet the index.
    func testJavaScriptTokensMatchSwiftTokens() throws {
        let samples = [
            "进度条的轨道", "用 iOS 的", "Progress Bars show progressing views.", "Don't use the app’s entries; it applied.",
            "App可以与Siri整合", "“进度条”（Progress—Bars）、2.1节: iOS 13.1…", "ＰＲＯＧＲＥＳＳ　ＢＡＲＳ，１２３",
            "Café RÉSUMÉS naïve Ünïcödé", "full-screen, e.g. 3D Touch", "stopped running needed tried ties agreed",
            "𠀀𠀁 astral Han", "users’ 'quoted' rock'n'roll 1.2.3. v2.0",
        ]
        let output = try SearchNode.run(index: SearchQueryFixture.script, code: """
            const samples = \(SearchNode.jsonArray(samples));
            for (const s of samples) console.log(FolioSearch.tokens(s).map(t => t.kind + ":" + t.term).join(" "));
            """)
        let expected = samples.map { SearchTokenizer.tokens(in: $0).map(\.description).joined(separator: " ") }
        XCTAssertEqual(output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init), expected)
    }
}
