import XCTest
@testable import FolioTemplates

/// A deferred value shows as its text, made only when the template gets to it.
final class DeferredTextTests: XCTestCase {
    final class Counter: @unchecked Sendable {
        var calls = 0
    }

    func testDeferredTextIsMadeWhenShownAndOnlyThen() throws {
        let counter = Counter()
        let body = TemplateValue.deferred(DeferredText { counter.calls += 1; return "<p>made</p>" })
        let library = try TemplateLibrary(templates: ["t": "{{#show}}{{{body}}}{{/show}}{{^show}}none{{/show}} {{body}}"])
        XCTAssertEqual(try library.render("t", ["show": false, "body": body]), "none &lt;p&gt;made&lt;/p&gt;")
        XCTAssertEqual(counter.calls, 1)
        XCTAssertEqual(try library.render("t", ["show": true, "body": body]), "<p>made</p> &lt;p&gt;made&lt;/p&gt;")
        XCTAssertEqual(counter.calls, 3)
        XCTAssertTrue(body.isTruthy)
    }

    // Text made as UTF-8 shows the same as text made as a String: raw, escaped, and indented by a
    // standalone partial (where it goes through the layout path instead of being copied straight in).
    func testUTF8TextShowsLikeStringText() throws {
        let made = "<p>中文 & “quotes”</p>\nline two"
        let library = try TemplateLibrary(templates: ["t": "{{{body}}}|{{body}}\n  {{>p}}\n", "p": "{{{body}}}\n"])
        let fromString = try library.render("t", ["body": .deferred(DeferredText { made })])
        let fromUTF8 = try library.render("t", ["body": .deferred(DeferredText(utf8: { Array(made.utf8) }))])
        XCTAssertEqual(fromUTF8, fromString)
        XCTAssertEqual(fromUTF8, "<p>中文 & “quotes”</p>\nline two|&lt;p&gt;中文 &amp; “quotes”&lt;/p&gt;\nline two\n  <p>中文 & “quotes”</p>\nline two\n")
        XCTAssertEqual(try library.renderUTF8("t", ["body": .deferred(DeferredText(utf8: { Array(made.utf8) }))]), Array(fromString.utf8))
    }

    // A page showing more than a part's worth of deferred text comes in parts (so it is never copied
    // into one buffer to grow), which together are exactly the page a String value gives.
    func testLargeDeferredTextIsRenderedInPartsWithTheSameBytes() throws {
        let big = String(repeating: "<p>段落 paragraph</p>", count: TemplateRenderer.partSize / 20 + 7)
        let library = try TemplateLibrary(templates: [
            "plain": "head {{{a}}}{{#items}}[{{{a}}}]{{/items}} tail",
            "layout": "<main>\n  {{$main}}default{{/main}}\n</main>\n",
            "page": "{{<layout}}{{$main}}{{{a}}}{{/main}}{{/layout}}",
            "standalone": "{{<layout}}\n{{$main}}\n{{{a}}}\n{{/main}}\n{{/layout}}\n",
        ])
        for name in ["plain", "page", "standalone"] {
            let asString = try library.render(name, ["a": .string(big), "items": [1, 2]])
            let parts = try library.renderParts(name, ["a": .deferred(DeferredText(utf8: { Array(big.utf8) })), "items": [1, 2]])
            XCTAssertEqual(Array(parts.joined()), Array(asString.utf8), name)
            if name == "plain" { XCTAssertGreaterThan(parts.count, 2) }
            final class Written: @unchecked Sendable { var parts: [[UInt8]] = [] }
            let written = Written()
            try library.render(name, ["a": .deferred(DeferredText(utf8: { Array(big.utf8) })), "items": [1, 2]],
                               streamingTo: { written.parts.append($0) })
            XCTAssertEqual(Array(written.parts.joined()), Array(asString.utf8), name)
            XCTAssertEqual(written.parts.count, parts.count, name)
        }
    }
}
