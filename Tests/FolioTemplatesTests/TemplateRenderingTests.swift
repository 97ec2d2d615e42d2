import XCTest
import FolioTemplates

/// Exact outputs of interpolation, escaping, sections and partials.
final class TemplateRenderingTests: XCTestCase {
    /// Renders `template` (named "page") with `context` and optional other templates.
    private func render(_ template: String, _ context: TemplateValue, with others: [String: String] = [:]) throws -> String {
        var templates = others
        templates["page"] = template
        return try TemplateLibrary(templates: templates).render("page", context)
    }

    // Checks that {{x}} escapes & < > " ' while {{{x}}} and {{&x}} insert the text as is.
    func testDoubleMustacheEscapesHTMLAndTripleAndAmpersandDoNot() throws {
        let context: TemplateValue = ["x": "<a href=\"u\">Tom & Jerry's</a>"]
        XCTAssertEqual(try render("{{x}}", context), "&lt;a href=&quot;u&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        XCTAssertEqual(try render("{{{x}}}|{{& x }}", context), "<a href=\"u\">Tom & Jerry's</a>|<a href=\"u\">Tom & Jerry's</a>")
    }

    // Checks that Chinese text and text without special characters pass through escaping unchanged.
    func testEscapingLeavesChineseTextUnchanged() throws {
        XCTAssertEqual(try render("<p>{{zh}}</p>", ["zh": "使用标准控件。"]), "<p>使用标准控件。</p>")
    }

    // Checks how numbers, booleans, null and missing names are shown.
    func testScalarsRenderAsDecimalTextAndMissingValuesAsNothing() throws {
        let context: TemplateValue = ["i": 42, "d": 1.5, "whole": 3.0, "yes": true, "none": .null]
        XCTAssertEqual(try render("{{i}} {{d}} {{whole}} {{yes}} [{{none}}] [{{missing}}]", context), "42 1.5 3 true [] []")
    }

    // Checks that a section repeats its content for each item of a list, with each item on top of the stack.
    func testSectionRepeatsForEachArrayItem() throws {
        let context: TemplateValue = ["chapters": [["title": "One", "n": 1], ["title": "Two", "n": 2]]]
        let template = "<ol>\n{{#chapters}}\n  <li>{{n}}. {{title}}</li>\n{{/chapters}}\n</ol>\n"
        XCTAssertEqual(try render(template, context), "<ol>\n  <li>1. One</li>\n  <li>2. Two</li>\n</ol>\n")
    }

    // Checks that a section over an object pushes it, and that outer names stay visible inside.
    func testSectionOverObjectPushesItAndKeepsOuterNamesVisible() throws {
        let context: TemplateValue = ["book": "Folio", "edition": ["title": "iOS 13"]]
        XCTAssertEqual(try render("{{#edition}}{{title}} of {{book}}{{/edition}}", context), "iOS 13 of Folio")
    }

    // Checks dotted names and the implicit iterator over a list of strings.
    func testDottedNamesAndImplicitIterator() throws {
        let context: TemplateValue = ["page": ["meta": ["lang": "zh"]], "tags": ["a", "b<"]]
        XCTAssertEqual(try render("{{page.meta.lang}}:{{#tags}}[{{.}}]{{/tags}}", context), "zh:[a][b&lt;]")
    }

    // Checks that inverted sections show for false, null, missing names and empty lists, and not for values.
    func testInvertedSectionShowsOnlyForFalsyValues() throws {
        let context: TemplateValue = ["no": false, "nothing": .null, "empty": [], "text": "", "zero": 0]
        let template = "{{^no}}a{{/no}}{{^nothing}}b{{/nothing}}{{^missing}}c{{/missing}}{{^empty}}d{{/empty}}"
            + "{{^text}}e{{/text}}{{^zero}}f{{/zero}}"
        XCTAssertEqual(try render(template, context), "abcd")
    }

    // Checks that partials are found by path-like names and see the current context.
    func testPartialsAreLookedUpByPathLikeNames() throws {
        let others = ["partials/nav": "<nav>{{title}}</nav>"]
        XCTAssertEqual(try render("{{#book}}{{> partials/nav}}{{/book}}", ["book": ["title": "Folio"]], with: others),
                       "<nav>Folio</nav>")
    }

    // Checks that a standalone partial is indented line by line and that a missing partial shows nothing.
    func testStandalonePartialIsIndentedAndMissingPartialIsEmpty() throws {
        let others = ["item": "<li>{{.}}</li>\n"]
        let template = "<ul>\n  {{#items}}\n  {{>item}}\n  {{/items}}\n</ul>\n{{>nowhere}}"
        XCTAssertEqual(try render(template, ["items": ["a", "b"]], with: others), "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n")
    }

    // Checks that set-delimiter tags change the tag syntax for the rest of the template only.
    func testSetDelimiterChangesTagSyntax() throws {
        let others = ["inner": "{{x}}"]
        XCTAssertEqual(try render("{{=<% %>=}}<% x %>{{x}}<%> inner%>", ["x": "1"], with: others), "1{{x}}1")
    }

    // Checks that a dynamic partial name is read from the context.
    func testDynamicPartialNameComesFromTheContext() throws {
        let others = ["cards/essay": "essay: {{title}}"]
        XCTAssertEqual(try render("{{>*card}}", ["card": "cards/essay", "title": "On Design"], with: others),
                       "essay: On Design")
    }
}
