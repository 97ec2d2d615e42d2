import XCTest
import FolioCore
import FolioMarkdown
@testable import FolioSite

/// The search sections are cut from the translation runs of the whole document (the page's own
/// alignment, shared through a `PairingMemo`): they must equal grouping each section's blocks alone.
final class SearchExtractorTests: XCTestCase {
    /// Every chapter of the default book: the text of each section from the document's runs equals
    /// the text from grouping that section's blocks on their own.
    func testSectionsFromTheDocumentRunsEqualSectionsGroupedAlone() throws {
        let (book, _) = BookLoader.load(contentDirectory: SiteFixtures.root.appendingPathComponent("Content"))
        let chapters = try XCTUnwrap(book).editions.flatMap { $0.parts.flatMap(\.pages) }
        XCTAssertGreaterThan(chapters.count, 40)
        var sections = 0
        for chapter in chapters {
            let blocks = chapter.document.children
            let runs = SearchExtractor.documentRuns(blocks, memo: PairingMemo())
            let starts = chapter.sections.map(\.blockIndex)
            var ranges = [0..<(starts.first ?? blocks.count)]
            for (position, section) in chapter.sections.enumerated() {
                let end = position + 1 < starts.count ? starts[position + 1] : blocks.count
                ranges.append(min(section.blockIndex + section.lines.count, end)..<end)
            }
            for range in ranges {
                XCTAssertEqual(SearchExtractor.text(of: blocks, runs: runs, in: range), Self.groupedAlone(Array(blocks[range])),
                               "\(chapter.id) blocks \(range)")
                sections += 1
            }
        }
        XCTAssertGreaterThan(sections, 500)
    }

    /// A comment thread is a run of its own and is not searched; the blocks around it pair as the page pairs them.
    func testACommentThreadSplitsTheRunsAndIsNotSearched() {
        let source = "An English sentence that says something.\n\n一个说了些什么的中文句子。\n\n```comments\n[]\n```\n\nAfter the thread.\n\n线程之后。\n"
        let blocks = MarkdownParser.parse(source).children
        let runs = SearchExtractor.documentRuns(blocks, memo: nil)
        XCTAssertEqual(runs, [.pair(en: 0..<1, zh: 1..<2), .single(2, language: nil), .pair(en: 3..<4, zh: 4..<5)])
        XCTAssertEqual(SearchExtractor.text(of: blocks, runs: runs, in: 0..<blocks.count),
                       [.en: "An English sentence that says something.\nAfter the thread.", .zh: "一个说了些什么的中文句子。\n线程之后。"])
    }

    /// A pair cut by the range counts its blocks inside the range as single blocks.
    func testAPairCutByTheRangeKeepsItsBlocksInside() {
        let source = "An English sentence that says something.\n\n一个说了些什么的中文句子。\n"
        let blocks = MarkdownParser.parse(source).children
        let runs = SearchExtractor.documentRuns(blocks, memo: nil)
        XCTAssertEqual(SearchExtractor.text(of: blocks, runs: runs, in: 1..<2), [.zh: "一个说了些什么的中文句子。"])
    }

    /// The text of blocks grouped on their own (how sections were cut before runs were shared).
    private static func groupedAlone(_ blocks: [MarkdownNode]) -> [Language: String] {
        var parts: [Language: [String]] = [:]
        for group in TranslationPairing.group(blocks) {
            switch group {
            case .pair(let english, let chinese):
                parts[.en, default: []] += english.map(\.plainText)
                parts[.zh, default: []] += chinese.map(\.plainText)
            case .single(let node, let language):
                if node.isCommentThread { continue }
                let text = node.plainText
                guard !text.isEmpty else { continue }
                parts[language ?? text.dominantLanguage ?? .zh, default: []].append(text)
            }
        }
        return parts.mapValues { $0.joined(separator: "\n") }
    }
}
