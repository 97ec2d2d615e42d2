import XCTest
@testable import FolioImport

final class HTMLEntitiesTests: XCTestCase {
    // Named, decimal and hexadecimal references are decoded once (`&amp;lt;` is `&lt;`, not `<`).
    func testDecodesEachReferenceOnce() {
        XCTAssertEqual(HTMLEntities.decode("Baddeley&amp;Hitch &#34;q&#34; &#X41; &amp;lt;"), "Baddeley&Hitch \"q\" A &lt;")
    }

    // Invalid code points and a lone ampersand are left as written.
    func testLeavesInvalidReferencesAlone() {
        XCTAssertEqual(HTMLEntities.decode("&#0; &#xD800; AT&T &;"), "&#0; &#xD800; AT&T &;")
    }
}
