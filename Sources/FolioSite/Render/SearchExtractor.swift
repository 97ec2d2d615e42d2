import FolioCore
import FolioMarkdown

/// Cuts a parsed chapter into searchable sections (text per language), from the same tree the page
/// was rendered from: no second parse.
public enum SearchExtractor {
    /// The searchable sections of `chapter`: its opening text (before the first heading) under the
    /// chapter title, then one per heading.
    public static func sections(of chapter: Chapter, editionTitle: String) -> [SearchSection] {
        let blocks = chapter.document.children
        var result: [SearchSection] = []
        let starts = chapter.sections.map(\.blockIndex)
        let chapterTitle = chapter.title.combined
        let opening = text(of: Array(blocks[0..<(starts.first ?? blocks.count)]))
        if !opening.isEmpty || chapter.sections.isEmpty {
            result.append(SearchSection(url: chapter.outputPath, edition: editionTitle, chapter: chapterTitle,
                                        heading: headings(chapter.title), text: opening))
        }
        for (position, section) in chapter.sections.enumerated() {
            let end = position + 1 < starts.count ? starts[position + 1] : blocks.count
            let body = Array(blocks[min(section.blockIndex + section.lines.count, end)..<end])
            result.append(SearchSection(url: "\(chapter.outputPath)#\(section.anchor)", edition: editionTitle,
                                        chapter: chapterTitle, heading: headings(section.title), text: text(of: body)))
        }
        return result
    }

    private static func headings(_ title: BilingualText) -> [Language: String] {
        var result: [Language: String] = [:]
        result[.en] = title.en
        result[.zh] = title.zh
        return result
    }

    /// Plain text per language of a run of blocks (pairs split by side; single blocks by their script).
    static func text(of blocks: [MarkdownNode]) -> [Language: String] {
        var parts: [Language: [String]] = [:]
        for group in TranslationPairing.group(blocks) {
            switch group {
            case .pair(let english, let chinese):
                parts[.en, default: []] += english.map(\.plainText)
                parts[.zh, default: []] += chinese.map(\.plainText)
            case .single(let node, let language):
                if case .codeBlock(let info, _) = node.kind, info == "comments" { continue }
                let text = node.plainText
                guard !text.isEmpty else { continue }
                parts[language ?? text.dominantLanguage ?? .zh, default: []].append(text)
            }
        }
        return parts.mapValues { $0.joined(separator: "\n") }
    }
}
