import FolioCore
import FolioMarkdown

/// The content lint (`ContentLint`) of a book's chapters as `folio check` reports it: one warning per
/// finding, with its kind, and a count per kind.
public struct ContentLintReport: Sendable {
    /// The findings as warnings at `file:line:col`, chapter by chapter in document order.
    public let diagnostics: [Diagnostic]
    /// The number of findings of each kind, every kind present (0 when none).
    public let counts: [ContentFaultKind: Int]

    /// Lints `chapters`.
    public init(chapters: [Chapter]) {
        var diagnostics: [Diagnostic] = []
        var counts = Dictionary(uniqueKeysWithValues: ContentFaultKind.allCases.map { ($0, 0) })
        for chapter in chapters {
            for finding in ContentLint.findings(in: chapter.document) {
                counts[finding.kind, default: 0] += 1
                diagnostics.append(Diagnostic(.warning, finding.message,
                                              at: SourceLocation(path: chapter.sourcePath, line: finding.line, column: finding.column),
                                              kind: finding.kind.rawValue))
            }
        }
        self.diagnostics = diagnostics
        self.counts = counts
    }

    /// `content lint: N findings`, then one line per kind in `ContentFaultKind` order.
    public var summary: [String] {
        let total = counts.values.reduce(0, +)
        return ["content lint: \(total) finding\(total == 1 ? "" : "s")"]
            + ContentFaultKind.allCases.map { "  \($0.rawValue): \(counts[$0] ?? 0)" }
    }
}
