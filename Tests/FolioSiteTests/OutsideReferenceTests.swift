import FolioCore
import FolioSite
import Foundation
import XCTest

/// An edition whose colophon says `references_outside: true` shows its unmatched by-title references as
/// plain titles without a warning (a note in `folio check`); another edition still warns.
final class OutsideReferenceTests: XCTestCase {
    private static let files: [String: String] = [
        "book.json": #"{"title": {"en": "Guides"}, "editions": ["cited", "plain"]}"#,
        "cited/colophon.md": "---\ntitle_en: \"Cited\"\nkind: \"colophon\"\nreferences_outside: true\n---\nCited.\n",
        "cited/01-a.md": "---\ntitle_en: \"A\"\n---\n## Sliders\n\nSee [CloudKit Quick Start](<ref:CloudKit Quick Start>) and [Sliders](<ref:Sliders>).\n",
        "plain/colophon.md": "---\ntitle_en: \"Plain\"\nkind: \"colophon\"\n---\nPlain.\n",
        "plain/01-b.md": "---\ntitle_en: \"B\"\n---\nSee [CloudKit Quick Start](<ref:CloudKit Quick Start>).\n",
    ]

    private func load() throws -> Book {
        let content = SiteFixtures.temporaryFolder().appendingPathComponent("Content")
        for (path, text) in Self.files {
            let url = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try XCTUnwrap(BookLoader.load(contentDirectory: content).0)
    }

    func testOutsideReferencesArePlainTitlesOnlyWhereTheEditionSaysSo() throws {
        let book = try load()
        XCTAssertEqual(book.editions.map(\.referencesOutside), [true, false])
        let check = BookCheck.check(book)
        XCTAssertEqual(check.diagnostics.map(\.description), [
            "Content/cited/01-a.md:6:5: note: reference to 'CloudKit Quick Start', outside the book, stays plain text",
            "Content/plain/01-b.md:4:5: warning: [unresolved-reference] unresolved reference to 'CloudKit Quick Start': no section or chapter has this title",
        ])
        let report = ReferenceReport(book: book, resolver: SiteLinks(book: book).crossLinks.references)
        XCTAssertEqual(report.items.map(\.outcome.rawValue), ["outside the book", "same edition", "unresolved"])
    }
}
