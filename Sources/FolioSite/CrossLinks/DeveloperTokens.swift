import FolioCore
import FolioMarkdown

/// The API names each section links to (`UISegmentedControl`, `UIProgressView`): editions translate
/// titles differently but cite the same APIs, so shared API names align a Chinese-only section with
/// the English-titled sections of other editions.
public enum DeveloperTokens {
    /// API names linked from each section's blocks (with its subsections'), folded to lowercase,
    /// keyed by `SectionPlace.path`. Chapter titles get the chapter's opening blocks.
    public static func byPlace(in book: Book) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for found in book.chapters.filter({ $0.kind != .essay }).concurrentMap(byPlace(in:)) {
            result.merge(found) { first, _ in first }
        }
        return result
    }

    /// The API names of one chapter's opening and sections.
    private static func byPlace(in chapter: Chapter) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        let blocks = chapter.document.children
        let starts = chapter.sections.map(\.blockIndex)
        let opening = tokens(in: Array(blocks[0..<(starts.first ?? blocks.count)]))
        if !opening.isEmpty { result[chapter.outputPath] = opening }
        for (position, section) in chapter.sections.enumerated() {
            let next = chapter.sections[(position + 1)...].first { $0.level <= section.level }
            let end = next?.blockIndex ?? blocks.count
            let found = tokens(in: Array(blocks[min(section.blockIndex, end)..<end]))
            if !found.isEmpty { result["\(chapter.outputPath)#\(section.anchor)"] = found }
        }
        return result
    }

    /// The API names of the links in `blocks`: link texts that are a single API identifier.
    static func tokens(in blocks: [MarkdownNode]) -> Set<String> {
        var found = Set<String>()
        for block in blocks {
            block.forEach { node in
                guard case .link = node.kind else { return }
                let text = node.plainText.trimming { $0.isWhitespaceOrNewline || $0.isPunctuation }
                if !text.contains(" "), ReferenceResolver.isDeveloperDocument(text) { found.insert(text.lowercased()) }
            }
        }
        return found
    }
}
