import XCTest
import FolioCore
@testable import FolioSite

/// A session rebuilt after each of a series of edits, additions, renames and deletions makes exactly
/// the files a full build of the same book makes, byte for byte, and renders again only what the
/// change reaches.
final class IncrementalBuildTests: XCTestCase {
    private var folder: URL!
    private var content: URL { folder.appendingPathComponent("Content") }
    private var templates: URL { folder.appendingPathComponent("Templates") }

    override func setUpWithError() throws {
        folder = SiteFixtures.temporaryFolder()
        let manager = FileManager.default
        try manager.createDirectory(at: content, withIntermediateDirectories: true)
        // The default book without its raw sources (they are not part of a build).
        let book = SiteFixtures.root.appendingPathComponent("Content")
        for name in try manager.contentsOfDirectory(atPath: book.path) where name != "sources" {
            try manager.copyItem(at: book.appendingPathComponent(name), to: content.appendingPathComponent(name))
        }
        try manager.copyItem(at: SiteFixtures.root.appendingPathComponent("Templates"), to: templates)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var options: SiteOptions {
        SiteOptions(contentDirectory: content, templatesDirectory: templates, outputDirectory: folder.appendingPathComponent("Site"))
    }

    /// Asserts that the session's files equal a full build's, byte for byte.
    private func assertEqualsFullBuild(_ session: SiteSession, _ step: String, line: UInt = #line) {
        let full = SiteBuilder.generate(options)
        XCTAssertTrue(full.loaded, "\(step): \(full.diagnostics)", line: line)
        let expected = Dictionary(uniqueKeysWithValues: (full.files ?? []).map { ($0.path, $0.data) })
        let actual = session.files.mapValues(\.data)
        XCTAssertEqual(Set(actual.keys), Set(expected.keys), step, line: line)
        for (path, data) in expected where actual[path] != data {
            XCTFail("\(step): \(path) differs from a full build's", line: line)
        }
    }

    private func path(_ relative: String) -> String { content.appendingPathComponent(relative).standardizedFileURL.path }

    private func edit(_ relative: String, _ change: (String) -> String) throws -> String {
        let url = content.appendingPathComponent(relative)
        try change(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
        return path(relative)
    }

    func testRebuildsAfterEditsEqualFullBuilds() throws {
        let session = SiteSession(options: options)
        let first = session.rebuild()
        XCTAssertTrue(first.succeeded, "\(first.diagnostics)")
        let pageCount = session.files.keys.filter { $0.hasSuffix(".html") }.count
        XCTAssertEqual(first.pagesRendered, pageCount - 1)  // every page but print.html, which is put together from bodies

        // A paragraph appended to a chapter: its page, the print page and the search index change, nothing else.
        var changed = try edit("ios10/02-interaction-1.md") { $0 + "\n\nA paragraph added while previewing.\n" }
        var outcome = session.rebuild(changed: [changed])
        XCTAssertEqual(outcome.pagesRendered, 1)
        XCTAssertEqual(outcome.changed, ["ios10/02-interaction-1.html", "print.html", "search-index.js"])
        XCTAssertTrue(String(decoding: session.files["ios10/02-interaction-1.html"]!.data, as: UTF8.self).contains("A paragraph added while previewing."))
        assertEqualsFullBuild(session, "append a paragraph")

        // A title change reaches the contents, the neighbours' prev/next links and the print page.
        changed = try edit("ios10/03-interaction-2.md") { $0.replacingOccurrences(of: "title_zh: \"交互（二）\"", with: "title_zh: \"交互之二\"") }
        outcome = session.rebuild(changed: [changed])
        XCTAssertTrue(outcome.changed.isSuperset(of: ["ios10/03-interaction-2.html", "ios10/02-interaction-1.html",
                                                      "ios10/04-features.html", "toc.js", "toc.html", "print.html"]), "\(outcome.changed.sorted())")
        XCTAssertLessThan(outcome.pagesRendered, pageCount / 2)
        assertEqualsFullBuild(session, "retitle a chapter")

        // A new heading (a new section anchor and search entry).
        changed = try edit("ios9/02-chapter-1.md") { $0 + "\n\n## A New Section\n\nIts text.\n" }
        assertOutcome(session.rebuild(changed: [changed]), "add a heading")
        assertEqualsFullBuild(session, "add a heading")

        // A chapter added, one renamed, one deleted.
        let added = content.appendingPathComponent("ios9/99-added.md")
        try "---\ntitle_en: \"Added\"\ntitle_zh: \"新增\"\n---\n\nNew chapter. See [interaction](../ios10/02-interaction-1.md).\n"
            .write(to: added, atomically: true, encoding: .utf8)
        assertOutcome(session.rebuild(changed: [added.standardizedFileURL.path]), "add a chapter")
        assertEqualsFullBuild(session, "add a chapter")
        let renamed = content.appendingPathComponent("ios9/98-renamed.md")
        try FileManager.default.moveItem(at: added, to: renamed)
        outcome = session.rebuild(changed: [added.standardizedFileURL.path, renamed.standardizedFileURL.path])
        assertOutcome(outcome, "rename a chapter")
        XCTAssertTrue(outcome.removed.contains("ios9/99-added.html"))
        assertEqualsFullBuild(session, "rename a chapter")
        try FileManager.default.removeItem(at: renamed)
        assertOutcome(session.rebuild(changed: [renamed.standardizedFileURL.path]), "delete a chapter")
        assertEqualsFullBuild(session, "delete a chapter")

        // A template change re-renders the pages that use it.
        let template = templates.appendingPathComponent("partials/footer.mustache")
        try (try String(contentsOf: template, encoding: .utf8) + "<!-- edited -->\n").write(to: template, atomically: true, encoding: .utf8)
        assertOutcome(session.rebuild(changed: [template.standardizedFileURL.path]), "edit a template")
        assertEqualsFullBuild(session, "edit a template")
    }

    func testAnErrorKeepsTheLastGoodSiteAndFixingItRecovers() throws {
        let session = SiteSession(options: options)
        XCTAssertTrue(session.rebuild().succeeded)
        let before = session.files
        let original = try String(contentsOf: content.appendingPathComponent("ios10/02-interaction-1.md"), encoding: .utf8)
        let broken = try edit("ios10/02-interaction-1.md") { $0 + "\n\nSee [nowhere](missing.md).\n" }
        // A template changed in the same burst: the failed build drops it, the next one builds it.
        let template = templates.appendingPathComponent("partials/footer.mustache")
        try (try String(contentsOf: template, encoding: .utf8) + "<!-- edited -->\n").write(to: template, atomically: true, encoding: .utf8)
        let failed = session.rebuild(changed: [broken, template.standardizedFileURL.path])
        XCTAssertFalse(failed.succeeded)
        let errorLines = failed.diagnostics.filter { $0.severity == .error }.map(\.description)
        XCTAssertEqual(errorLines.count, 1)
        XCTAssertTrue(errorLines[0].hasPrefix("Content/ios10/02-interaction-1.md:"), errorLines[0])
        XCTAssertTrue(errorLines[0].contains("broken link 'missing.md'"), errorLines[0])
        XCTAssertEqual(session.files, before)
        let fixed = try edit("ios10/02-interaction-1.md") { _ in original + "\n\nFixed.\n" }
        XCTAssertTrue(session.rebuild(changed: [fixed]).succeeded)
        XCTAssertTrue(session.files["index.html"]?.text.contains("<!-- edited -->") == true)
        assertEqualsFullBuild(session, "fix the error")
    }

    /// A session that let go of its book (in the background) keeps no files; its next rebuild, even one
    /// told of a single change, builds everything again.
    func testASessionThatReleasedItsBookBuildsEverythingAgain() throws {
        let session = SiteSession(options: options)
        XCTAssertTrue(session.rebuild().succeeded)
        let before = session.files
        session.releaseInBackground()
        XCTAssertTrue(session.files.isEmpty)
        let again = session.rebuild(changed: [path("ios10/02-interaction-1.md")])
        assertOutcome(again, "rebuild after release")
        XCTAssertEqual(session.files, before)
        XCTAssertEqual(again.changed, Set(before.keys))
    }

    private func assertOutcome(_ outcome: SiteSession.Outcome, _ step: String, line: UInt = #line) {
        XCTAssertTrue(outcome.succeeded, "\(step): \(outcome.diagnostics.filter { $0.severity == .error })", line: line)
    }
}
