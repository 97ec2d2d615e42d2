import XCTest
@testable import FolioSite

/// The packed stem table gives the postings a plain dictionary gives, for short and long stems,
/// given as bytes or as Strings, past its first growth.
final class StemPostingsTests: XCTestCase {
    func testPostingsMatchADictionary() {
        var generator = SystemRandomNumberGenerator()
        let letters = Array("abcdefghij'.0123".utf8)
        let stems = (0..<2000).map { _ in
            String(decoding: (0..<Int.random(in: 1...12, using: &generator)).map { _ in letters.randomElement(using: &generator)! },
                   as: UTF8.self)
        }
        var table = StemPostings()
        var reference: [String: [UInt32]] = [:]
        for section in UInt32(0)..<300 {
            for _ in 0..<40 {
                let stem = stems.randomElement(using: &generator)!
                if Bool.random(using: &generator) {
                    Array(stem.utf8).withUnsafeBufferPointer { table.count($0, section: section) }
                } else {
                    table.count(stem, section: section)
                }
                reference[stem, default: []].count(section: section)
            }
        }
        let entries = Dictionary(uniqueKeysWithValues: table.entries.map { ($0, $1) })
        XCTAssertEqual(entries, reference)
        XCTAssertGreaterThan(entries.count, 1000)  // the table grew past its first size
    }

    // Tables of consecutive sections appended one after the other give the table of all of them.
    func testAppendedTablesMatchOneTable() {
        var generator = SystemRandomNumberGenerator()
        let stems = (0..<1500).map { index in index % 3 == 0 ? "long-stem-\(index)" : "s\(index)" }
        var whole = StemPostings()
        var joined = StemPostings()
        var piece = StemPostings()
        for section in UInt32(0)..<200 {
            for _ in 0..<30 {
                let stem = stems.randomElement(using: &generator)!
                whole.count(stem, section: section)
                piece.count(stem, section: section)
            }
            if section % 16 == 15 {
                joined.append(piece)
                piece = StemPostings()
            }
        }
        joined.append(piece)
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: joined.entries.map { ($0, $1) }),
                       Dictionary(uniqueKeysWithValues: whole.entries.map { ($0, $1) }))
        XCTAssertGreaterThan(joined.stems.count, 1000)
    }
}
