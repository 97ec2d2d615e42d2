import XCTest
import FolioCore
import FolioMarkdown
import FolioSite

/// The content lint of the committed default book (Content/), as `folio check` reports it.
final class DefaultBookLintTests: XCTestCase {
    /// The findings per kind on the default book. When an importer fix or a lint change moves a count,
    /// update it here (the failure message prints the actual counts in this form).
    static let recordedCounts: [String: Int] = [
        "suspicious-pair": 0,
        "mixed-language": 0,
        "unequal-pair": 0,
        "split-sentence": 0,
        "bare-label": 0,
        "glued-label": 0,
        "table-shaped-text": 1,
        "image-without-alt": 0,
        "figure-caption-without-figure": 1,
        "heading-like-bold": 0,
        "literal-markdown": 0,
        "doubled-text": 0,
    ]

    // Each kind's count on the default book stays at its recorded value, and every kind is recorded.
    func testLintCountsOfTheDefaultBookStayAtTheirRecordedValues() {
        let result = BookCheck.run(contentDirectory: SiteFixtures.root.appendingPathComponent("Content"))
        var counts = Dictionary(uniqueKeysWithValues: ContentFaultKind.allCases.map { ($0.rawValue, 0) })
        for diagnostic in result.diagnostics {
            if let kind = diagnostic.kind, ContentFaultKind(rawValue: kind) != nil { counts[kind, default: 0] += 1 }
        }
        let actual = ContentFaultKind.allCases.map { "        \"\($0.rawValue)\": \(counts[$0.rawValue] ?? 0)," }
        XCTAssertEqual(counts, Self.recordedCounts, "actual counts:\n" + actual.joined(separator: "\n"))
    }
}
