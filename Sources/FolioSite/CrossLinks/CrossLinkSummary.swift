import FolioCore
import Foundation

/// The figures of the book's cross-links as text lines, for `folio check`.
public enum CrossLinkSummary {
    /// References per edition and kind, shared topics (in all and per pair of editions), glossary terms,
    /// translation coverage per edition and for each chapter that is not fully translated.
    public static func lines(book: Book, crossLinks: CrossLinks, report: ReferenceReport, coverage: [TranslationCoverage]) -> [String] {
        let editions = book.editions.map(\.id)
        var lines = report.summary(editions: editions)
        let shared = crossLinks.topics.sharedTopics
        lines.append("topics: \(shared.count) shared by two or more editions (\(crossLinks.topics.topics.count) in all)")
        var pairs: [String] = []
        for (index, first) in editions.enumerated() {
            for second in editions.dropFirst(index + 1) {
                let count = shared.filter { $0.editions.contains(first) && $0.editions.contains(second) }.count
                pairs.append("\(first)–\(second) \(count)")
            }
        }
        lines.append("topics per edition pair: " + pairs.joined(separator: ", "))
        let glossary = crossLinks.glossary
        lines.append("glossary: \(glossary.entries.count) terms, \(glossary.differentlyRendered.count) rendered differently across editions")
        for edition in editions {
            let chapters = coverage.filter { $0.edition == edition }
            let english = chapters.reduce(0) { $0 + $1.englishBlocks }
            let translated = chapters.reduce(0) { $0 + $1.translatedBlocks }
            guard english > 0 else { continue }
            let percent = String(format: "%.1f", Double(translated) * 100 / Double(english))
            lines.append("coverage \(edition): \(translated) of \(english) English blocks translated (\(percent)%)")
            for chapter in chapters where chapter.englishBlocks > 0 && chapter.translatedBlocks < chapter.englishBlocks {
                let share = String(format: "%.1f", chapter.share * 100)
                lines.append("  \(chapter.chapterID): \(chapter.translatedBlocks) of \(chapter.englishBlocks) (\(share)%)")
            }
        }
        return lines
    }
}
