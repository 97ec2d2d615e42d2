import XCTest
import FolioTemplates

/// Malformed templates: every error as `path:line:col: error: message`, columns in characters.
final class TemplateErrorTests: XCTestCase {
    /// The description of the errors thrown when parsing `templates`, or nil when they parse.
    private func errors(_ templates: [String: String], paths: [String: String] = [:]) -> String? {
        do {
            _ = try TemplateLibrary(templates: templates, paths: paths)
            return nil
        } catch {
            return (error as? TemplateErrors)?.description ?? "unexpected error type: \(error)"
        }
    }

    // Checks that a section without its closing tag is reported at the opening tag.
    func testUnclosedSectionIsReportedAtItsOpeningTag() {
        XCTAssertEqual(errors(["page": "<ul>\n  {{#items}}<li>{{.}}</li>\n</ul>"]),
                       "page:2:3: error: unclosed section '{{#items}}': add its closing tag '{{/items}}'")
    }

    // Checks that a closing tag naming another section is reported at the closing tag, citing the opening one.
    func testMismatchedClosingTagIsReportedWhereItIs() {
        XCTAssertEqual(errors(["page": "x\n  {{^a}}{{/b}}"]),
                       "page:2:9: error: '{{/b}}' does not match '{{^a}}' opened at 2:3; expected '{{/a}}'")
    }

    // Checks that a tag without its closing delimiter is reported, with the column counted in characters.
    func testUnclosedTagIsReportedWithCharacterColumn() {
        XCTAssertEqual(errors(["page": "第一章 {{title"], paths: ["page": "Templates/page.mustache"]),
                       "Templates/page.mustache:1:5: error: unclosed tag '{{title': expected '}}'")
    }

    // Checks that malformed set-delimiter tags are reported.
    func testInvalidDelimitersAreReported() {
        XCTAssertEqual(errors(["a": "{{=<% %>}}", "b": "ok\n{{=<%=}}"]), """
            a:1:1: error: invalid set-delimiter tag '{{=<% %>}}': it must end with '=' before the closing delimiter
            b:2:1: error: invalid set-delimiter tag '{{=<%=}}': expected two delimiters without '=' separated by a space, as in '{{=<% %>=}}'
            """)
    }

    // Checks that a closing tag with nothing open and an empty tag are reported, all errors sorted by place.
    func testStrayClosingTagAndEmptyTagAreReportedInOrder() {
        XCTAssertEqual(errors(["page": "{{ }} and {{/done}}\n{{#unclosed}}", "other": "{{<layout}}{{$a}}{{/layout}}"]), """
            other:1:1: error: unclosed parent '{{<layout}}': add its closing tag '{{/layout}}'
            other:1:18: error: '{{/layout}}' does not match '{{$a}}' opened at 1:12; expected '{{/a}}'
            page:1:1: error: empty tag '{{ }}': write a name between the delimiters
            page:1:11: error: '{{/done}}' closes no open section
            page:2:1: error: unclosed section '{{#unclosed}}': add its closing tag '{{/unclosed}}'
            """)
    }

    // Checks the error's fields, not only its description.
    func testErrorCarriesPathLineAndColumn() {
        do {
            _ = try TemplateLibrary(templates: ["t": "\n\n   {{#x}}"], paths: ["t": "theme/t.mustache"])
            XCTFail("expected an error")
        } catch let failure as TemplateErrors {
            XCTAssertEqual(failure.errors, [TemplateError(path: "theme/t.mustache", line: 3, column: 4,
                                                          message: "unclosed section '{{#x}}': add its closing tag '{{/x}}'")])
        } catch {
            XCTFail("unexpected error \(error)")
        }
    }
}
