import XCTest
@testable import FolioMarkdown

/// `LineTable` resumes counting from its last answer; every answer must still be the character
/// count of the line's bytes before the column, whatever the order of the questions.
final class LineTableTests: XCTestCase {
    private let text = """
        中文**粗体**和[链接](a.html)，然后 `code` 与 English 混排。
        e\u{301}tude **café** 👩‍👩‍👧 family 🇨🇳🇫🇷 flags
        plain ascii line with *emphasis* and more
        ＡＢＣ，全角标点《书名》と かな\u{3099} 结尾\r
        \u{0600}1 prepend 中文
        """

    /// The lines' bytes (split at LF only, as cmark counts lines; a CR stays at its line's end).
    private var lines: [[UInt8]] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
    }

    private func reference(line: Int, byteColumn: Int) -> Int {
        let bytes = lines[line - 1]
        return String(decoding: bytes.prefix(max(byteColumn - 1, 0)), as: UTF8.self).count + 1
    }

    /// The byte columns where a scalar starts on `line`.
    private func scalarStarts(line: Int) -> [Int] {
        var columns: [Int] = []
        var column = 1
        for scalar in String(decoding: lines[line - 1], as: UTF8.self).unicodeScalars {
            columns.append(column)
            column += String(scalar).utf8.count
        }
        return columns + [column]
    }

    func testLeftToRightQuestionsMatchAFullCount() {
        let table = LineTable(text)
        for line in 1...5 {
            for column in scalarStarts(line: line) {
                XCTAssertEqual(table.characterColumn(line: line, byteColumn: column), reference(line: line, byteColumn: column),
                               "line \(line), byte column \(column)")
            }
        }
    }

    func testQuestionsInAnyOrderMatchAFullCount() {
        let table = LineTable(text)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let line = Int.random(in: 1...5, using: &generator)
            let column = scalarStarts(line: line).randomElement(using: &generator)!
            XCTAssertEqual(table.characterColumn(line: line, byteColumn: column), reference(line: line, byteColumn: column),
                           "line \(line), byte column \(column)")
        }
    }
}
