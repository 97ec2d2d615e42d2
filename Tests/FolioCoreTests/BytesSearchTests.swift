import XCTest
import FolioCore

/// The byte search finds what a naive scan finds, from any start.
final class BytesSearchTests: XCTestCase {
    func testFindsTheFirstOccurrenceFromTheStart() {
        let bytes = Array("<p>a</p><p class=\"x\">b</p></main>".utf8)
        func naive(_ pattern: [UInt8], _ start: Int) -> Int? {
            guard pattern.count <= bytes.count else { return nil }
            return (start..<max(start, bytes.count - pattern.count + 1)).first { Array(bytes[$0..<$0 + pattern.count]) == pattern }
        }
        for pattern in ["</p>", "<p", ">", "</main>", "x", "zz", "</main>!"].map({ Array($0.utf8) }) {
            for start in 0...bytes.count {
                XCTAssertEqual(bytes.firstIndex(of: pattern, from: start), naive(pattern, start), "\(pattern) from \(start)")
            }
        }
        XCTAssertNil(bytes.firstIndex(of: []))
    }
}
