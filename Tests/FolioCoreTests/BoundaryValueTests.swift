import XCTest
import Foundation
@testable import FolioCore

final class BoundaryValueTests: XCTestCase {
    // Ids are slugs: never a path, a dot name or empty.
    func testSlugs() {
        for id in ["ios13", "iphone2010", "column", "a_b-c", "A1"] { XCTAssertTrue(BookBoundary.isSlug(id), id) }
        for id in ["", "../victim", "../Templates", "a/b", ".", "..", ".hidden", "-x", "a b", "a.b", "中文", String(repeating: "a", count: 65)] {
            XCTAssertFalse(BookBoundary.isSlug(id), id)
        }
    }

    // Relative paths stay inside their folder.
    func testContainedPaths() {
        XCTAssertTrue(BookBoundary.isContained(relativePath: "a.txt"))
        XCTAssertTrue(BookBoundary.isContained(relativePath: "sub/a..b.txt"))
        for path in ["", "/etc/passwd", "../a.txt", "sub/../../a.txt", "a\nb"] { XCTAssertFalse(BookBoundary.isContained(relativePath: path), path) }
    }

    // Only http, https, mailto and scheme-less addresses may reach an href.
    func testSafeURLs() {
        for url in ["https://a.b/c", "HTTP://a", "mailto:x@y", "07-x.html#a", "../ios10/x.html", "#top", "?q=1", "a:b/../c".replacingOccurrences(of: "a:b", with: "x/a:b")] {
            XCTAssertTrue(SafeURL.isAllowed(url), url)
        }
        for url in ["javascript:alert(1)", "  JaVaScRiPt:alert(1)", "java\tscript:x", "java\nscript:x", "data:text/html,x", "vbscript:x", "\u{1}javascript:x", "file:///etc/passwd", "", "   "] {
            XCTAssertFalse(SafeURL.isAllowed(url), url)
        }
    }

    // Write failures are one sentence naming the path, not Foundation's error text.
    func testFileProblemsNameThePath() {
        XCTAssertEqual(FileProblem.describe(CocoaError(.fileWriteOutOfSpace, userInfo: [NSFilePathErrorKey: "/b/Site/a.html"]), writing: "/b/Site"),
                       "cannot write '/b/Site/a.html': the disk is full; free some space and run again")
        XCTAssertEqual(FileProblem.describe(FileProblem(path: "/b/Site/a.html", code: ENOSPC), writing: "/b/Site"),
                       "cannot write '/b/Site/a.html': the disk is full; free some space and run again")
        XCTAssertEqual(FileProblem.describe(CocoaError(.fileWriteNoPermission), writing: "/b/Site"),
                       "cannot write '/b/Site': permission denied")
    }

    // Invalid UTF-8 is reported at the bad byte's line and character column.
    func testInvalidUTF8Position() {
        let (text, problem) = UTF8Text.decode(Data("a\n中b".utf8 + [0xC3, 0x28]), path: "x.md")
        XCTAssertNil(text)
        XCTAssertEqual(problem?.description, "x.md:2:3: error: invalid UTF-8 (byte 0xc3); save the file as UTF-8")
        XCTAssertEqual(UTF8Text.decode(Data("\u{FEFF}abc".utf8), path: "x.md").text, "abc")
    }

    // The nesting of JSON is measured without parsing, ignoring brackets in strings.
    func testJSONNestingDepth() {
        XCTAssertEqual(JSONText.nestingDepth(#"[{"a": "[[[", "b": [1, {"c": "\"]"}]}]"#), 4)
        XCTAssertEqual(JSONText.nestingDepth(String(repeating: "[", count: 5000)), 5000)
    }
}
