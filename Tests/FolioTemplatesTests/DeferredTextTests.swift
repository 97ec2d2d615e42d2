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
}
