import XCTest
import FolioCore
@testable import FolioImport

final class JSONParserTests: XCTestCase {
    // Objects keep member order, values their lines, strings their escapes decoded.
    func testParsesValuesWithTheirLines() throws {
        let node = try JSONParser.parse("{\n  \"a\": [1, -2.5e1, true, null],\n  \"b\": \"x\\u00e9\\ud83d\\ude00\\n\"\n}")
        guard case .object(let members) = node.value else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["a", "b"])
        XCTAssertEqual(node["a"]?.array?.map(\.value), [.number(1), .number(-25), .bool(true), .null])
        XCTAssertEqual(node["b"]?.string, "xé😀\n")
        XCTAssertEqual(node["b"]?.line, 3)
        XCTAssertEqual(node.line, 1)
        XCTAssertEqual(node.endLine, 4)
    }

    // A missing comma is reported at the character where it was expected, columns in characters.
    func testReportsAMissingCommaWithItsColumn() {
        let text = "{\"标题\": \"中文\"\n \"x\": 1}"
        XCTAssertThrowsError(try JSONParser.parse(text)) { error in
            let error = error as! JSONSyntaxError
            XCTAssertEqual(error.message, "',' or '}' was expected in the object")
            XCTAssertEqual(SourceLocation.of(utf8Offset: error.utf8Offset, in: text, path: "f").description, "f:2:2")
        }
    }

    // An unterminated string, a trailing comma and text after the value are errors.
    func testRejectsMalformedInput() {
        let cases: [(String, String)] = [
            ("[\"abc", "unexpected end of input: the string is not closed"),
            ("[\"abc\n\"]", "the string is not closed before the end of the line"),
            ("[1,]", "unexpected character ']': a value was expected"),
            ("{} x", "unexpected text after the JSON value"),
            ("", "unexpected end of input: a value was expected"),
            ("[01]", "',' or ']' was expected in the array"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try JSONParser.parse(text), text) { error in
                XCTAssertEqual((error as? JSONSyntaxError)?.message, message, text)
            }
        }
    }
}
