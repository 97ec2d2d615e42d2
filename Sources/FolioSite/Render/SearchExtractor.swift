import FolioCore
import FolioMarkdown

/// Cuts a parsed chapter into searchable sections (text per language), from the same tree the page
/// was rendered from: no second parse.
public enum SearchExtractor {
    /// The searchable sections of `chapter`: its opening text (before the first heading) under the
    /// chapter title, then one per heading. With `memo`, the translation pairs found for the page
    /// are reused (the blocks are grouped as the page groups them).
    public static func sections(of chapter: Chapter, editionTitle: String, memo: PairingMemo? = nil) -> [SearchSection] {
        let blocks = chapter.document.children
        let runs = documentRuns(blocks, memo: memo)
        var result: [SearchSection] = []
        let starts = chapter.sections.map(\.blockIndex)
        let chapterTitle = chapter.title.combined
        let opening = text(of: blocks, runs: runs, in: 0..<(starts.first ?? blocks.count))
        if !opening.isEmpty || chapter.sections.isEmpty {
            result.append(SearchSection(url: chapter.outputPath, edition: editionTitle, chapter: chapterTitle,
                                        heading: headings(chapter.title), text: opening))
        }
        for (position, section) in chapter.sections.enumerated() {
            let end = position + 1 < starts.count ? starts[position + 1] : blocks.count
            let body = min(section.blockIndex + section.lines.count, end)..<end
            result.append(SearchSection(url: "\(chapter.outputPath)#\(section.anchor)", edition: editionTitle,
                                        chapter: chapterTitle, heading: headings(section.title), text: text(of: blocks, runs: runs, in: body)))
        }
        return result
    }

    /// The translation runs of a document's blocks, by position: the blocks between comment threads
    /// grouped as `ChapterRenderer` groups them (a thread is a run of its own).
    static func documentRuns(_ blocks: [MarkdownNode], memo: PairingMemo?) -> [BlockRun] {
        var runs: [BlockRun] = []
        var start = 0
        func group(upTo end: Int) {
            guard start < end else { return }
            let segment = Array(blocks[start..<end])
            for run in memo?.runs(of: segment) ?? TranslationPairing.runs(of: segment) {
                switch run {
                case .pair(let english, let chinese):
                    runs.append(.pair(en: english.lowerBound + start..<english.upperBound + start,
                                      zh: chinese.lowerBound + start..<chinese.upperBound + start))
                case .single(let index, let language):
                    runs.append(.single(index + start, language: language))
                }
            }
        }
        for (index, block) in blocks.enumerated() where block.isCommentThread {
            group(upTo: index)
            runs.append(.single(index, language: nil))
            start = index + 1
        }
        group(upTo: blocks.count)
        return runs
    }

    private static func headings(_ title: BilingualText) -> [Language: String] {
        var result: [Language: String] = [:]
        result[.en] = title.en
        result[.zh] = title.zh
        return result
    }

    /// Plain text per language of the blocks in `range` (pairs split by side; single blocks by their
    /// script; a pair cut by the range as single blocks).
    static func text(of blocks: [MarkdownNode], runs: [BlockRun], in range: Range<Int>) -> [Language: String] {
        var parts: [Language: [String]] = [:]
        func addSingle(_ node: MarkdownNode, language: Language?) {
            if node.isCommentThread { return }
            let text = node.plainText
            guard !text.isEmpty else { return }
            parts[language ?? text.dominantLanguage ?? .zh, default: []].append(text)
        }
        for run in runs {
            switch run {
            case .pair(let english, let chinese) where range.contains(english.lowerBound) && range.contains(chinese.upperBound - 1):
                parts[.en, default: []] += blocks[english].map(\.plainText)
                parts[.zh, default: []] += blocks[chinese].map(\.plainText)
            case .pair(let english, let chinese):
                for index in english where range.contains(index) { addSingle(blocks[index], language: .en) }
                for index in chinese where range.contains(index) { addSingle(blocks[index], language: .zh) }
            case .single(let index, let language):
                if range.contains(index) { addSingle(blocks[index], language: language) }
            }
        }
        return parts.mapValues { $0.joined(separator: "\n") }
    }
}

extension MarkdownNode {
    /// A fenced `comments` block: a comment thread, rendered as a thread and not searched.
    var isCommentThread: Bool {
        if case .codeBlock(let info, _) = kind { return info.trimmingWhitespace() == "comments" }
        return false
    }
}
