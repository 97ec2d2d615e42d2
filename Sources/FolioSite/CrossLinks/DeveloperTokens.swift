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
    static func byPlace(in chapter: Chapter) -> [String: Set<String>] {
        let named = chapter.links.compactMap { link in token(of: link.node).map { (link.blockIndex, $0) } }
        guard !named.isEmpty else { return [:] }
        func tokens(_ blocks: Range<Int>) -> Set<String> { Set(named.filter { blocks.contains($0.0) }.map(\.1)) }
        var result: [String: Set<String>] = [:]
        let blockCount = chapter.document.children.count
        let opening = tokens(0..<(chapter.sections.first?.blockIndex ?? blockCount))
        if !opening.isEmpty { result[chapter.outputPath] = opening }
        for (position, section) in chapter.sections.enumerated() {
            let next = chapter.sections[(position + 1)...].first { $0.level <= section.level }
            let end = next?.blockIndex ?? blockCount
            let found = tokens(min(section.blockIndex, end)..<end)
            if !found.isEmpty { result["\(chapter.outputPath)#\(section.anchor)"] = found }
        }
        return result
    }

    /// The API name a link names: its text when that is a single API identifier, folded to lowercase.
    static func token(of link: MarkdownNode) -> String? {
        let text = link.plainText.trimming { $0.isWhitespaceOrNewline || $0.isPunctuation }
        return !text.utf8.contains(UInt8(ascii: " ")) && ReferenceResolver.isDeveloperDocument(text) ? text.lowercased() : nil
    }
}
