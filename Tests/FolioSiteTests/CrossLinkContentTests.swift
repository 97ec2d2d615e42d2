import XCTest
import FolioCore
@testable import FolioSite

/// The cross-link figures on the real book in Content/ (skipped until `folio import` has filled it).
final class CrossLinkContentTests: XCTestCase {
    private static let contentDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Content")

    private func loadBook() throws -> Book {
        let editions = ["ios13", "ios10", "ios9", "iphone2010"]
        for edition in editions where !FileManager.default.fileExists(atPath: Self.contentDirectory.appendingPathComponent(edition).path) {
            throw XCTSkip("Content/\(edition) has not been imported yet")
        }
        let (book, diagnostics) = BookLoader.load(contentDirectory: Self.contentDirectory)
        guard let book else { throw XCTSkip("Content/ does not load: \(diagnostics.first?.description ?? "")") }
        return book
    }

    private func dump(_ items: [ReferenceReport.Item]) -> String {
        items.map { "\($0.location): \($0.outcome.rawValue): \($0.reference) → \($0.target ?? "-")" }.joined(separator: "\n")
    }

    // The reference targets of the issue: ≥78 of the 88 guidelines URLs of the iOS 10 column articles,
    // ≥100 of the iOS 13 placeholders, ≥100 of the iPhone 2010 quoted titles lead to a section.
    func testReferenceCountsReachTheTargets() throws {
        let book = try loadBook()
        let report = ReferenceReport(book: book, resolver: CrossLinks(book: book).references)
        XCTAssertEqual(report.items.filter { $0.kind == .guidelineURL && $0.edition == "ios10" }.count, 88)
        XCTAssertGreaterThanOrEqual(report.count(.guidelineURL, edition: "ios10"), 78, dump(report.items.filter { !$0.isResolved && $0.kind == .guidelineURL }))
        XCTAssertGreaterThanOrEqual(report.count(.byTitle, edition: "ios13"), 100)
        XCTAssertGreaterThanOrEqual(report.count(.byTitle, edition: "iphone2010"), 100)
    }

    // At least 40 topics are shared by editions; fact 43's renderings are all listed; the topics of
    // fact 44 link iOS 10, iOS 9 and iPhone 2010 (iOS 13 has them only as unnumbered subheadings).
    func testTopicsAndGlossaryHoldTheSeedFacts() throws {
        let book = try loadBook()
        let links = CrossLinks(book: book)
        XCTAssertGreaterThanOrEqual(links.topics.sharedTopics.count, 40)
        let expected = [("Segmented Controls", ["分区控件", "分段控件", "分栏控件"]), ("Sliders", ["滑条", "滑块"]),
                        ("Text Fields", ["文本域", "文本输入框", "文本框"])]
        for (term, renderings) in expected {
            let entry = try XCTUnwrap(links.glossary.entry(forEnglish: term), term)
            XCTAssertEqual(Set(entry.renderings.map(\.chinese)), Set(renderings), term)
            XCTAssertTrue(entry.isRenderedDifferently, term)
        }
        for term in ["Direct Manipulation", "Feedback", "Metaphors", "User Control", "Multitasking"] {
            let topic = try XCTUnwrap(links.topics.topic(forKey: TopicKey.english(term)!), term)
            XCTAssertTrue(Set(["ios10", "ios9", "iphone2010"]).isSubset(of: topic.editions), "\(term): \(topic.editions)")
        }
        XCTAssertEqual(links.topics.topic(forKey: "multitask")?.editions, ["ios13", "ios10", "ios9", "iphone2010"])
        XCTAssertEqual(links.topics.topic(forKey: "segment control")?.editions, ["ios13", "ios10", "iphone2010"])
    }

    // A section is not put under a topic only because it cites the same APIs: its Chinese title must
    // share a character with the topic's (iOS 13's 了解更多 is not 提供优秀体验, Provide a Great Experience).
    func testAPIAlignmentNeedsACommonCharacter() throws {
        let links = CrossLinks(book: try loadBook())
        let topic = try XCTUnwrap(links.topics.topic(forKey: TopicKey.english("Provide a Great Experience")!))
        XCTAssertFalse(topic.places.contains { $0.title.zh == "了解更多" }, "\(topic.places.map(\.title))")
    }

    // API names alone do not make a topic: the titles must share a term (a two-character word, or a
    // character for titles of three), and a section whose best topic its edition already treats (its
    // parent) joins no other one.
    func testAPIAlignmentNeedsRealTermOverlap() throws {
        let links = CrossLinks(book: try loadBook())
        let topic = { (title: String) in links.topics.topics.first { $0.places.contains { $0.title.zh == title } }?.english }
        XCTAssertNotEqual(topic("用户可选的 App 图标"), "Activity Indicators")
        XCTAssertNotEqual(topic("导航栏控件"), "Navigation Bar and Toolbar Icons")
        XCTAssertEqual(topic("表行"), "Table Rows")
        XCTAssertEqual(topic("分档器"), "Steppers")
        XCTAssertEqual(topic("警告框"), "Alerts")
    }
}
