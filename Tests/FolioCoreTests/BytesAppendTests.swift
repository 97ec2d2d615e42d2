import XCTest
import FolioCore

/// Building UTF-8 output: text, literals and numbers appended as their bytes.
final class BytesAppendTests: XCTestCase {
    func testAppendsTextLiteralsAndNumbers() {
        var out: [UInt8] = []
        let text = "进度条 Progress"
        out.appendUTF8(text)
        out.append(" · ")
        out.appendUTF8(text.dropFirst(4))
        out.appendDecimal(-42)
        out.appendDecimal(0)
        XCTAssertEqual(String(decoding: out, as: UTF8.self), "进度条 Progress · Progress-420")
    }
}
