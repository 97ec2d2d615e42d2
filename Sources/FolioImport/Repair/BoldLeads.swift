import FolioCore

/// Bold paragraphs that stand in for structure.
///
/// A Chinese bold label split from its paragraph (`**Clarity.** Throughout…`, then `**清晰**`, then
/// `在整个系统中…`) is joined back as that paragraph's bold lead, like its English side. Then a short
/// bold-only paragraph with no sentence end, between body text and body text, becomes a heading one
/// level below the heading it follows, where a chapter has at least `minimumPattern` of them: then they
/// act as headings and get anchors and an "on this page" entry. So does an English bold term with its
/// bold Chinese translation before body text (a glossary entry). Other runs of bold paragraphs (table
/// headers) stay as they are.
enum BoldLeads {
    /// The fewest bold heading candidates in a chapter that make a pattern.
    static let minimumPattern = 2

    /// `blocks` with split bold leads joined and heading-like bold paragraphs made headings.
    static func applied(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        headings(joiningSplitLeads(withoutRepeatedHeadings(blocks)))
    }

    /// `blocks` without a bold paragraph that only repeats the heading just above it (a source that put
    /// the English title again where its Chinese title belongs, between a paragraph and its
    /// translation): the words are the heading's, and the paragraph and its translation pair again.
    static func withoutRepeatedHeadings(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        blocks.indices.compactMap { index in
            let block = blocks[index]
            let repeats = block.isBoldOnly
                && blocks[max(0, index - 3)..<index].contains { $0.headingLevel != nil && $0.visible == block.visible }
            return repeats ? nil : block
        }
    }

    static func joiningSplitLeads(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        var out: [MarkdownBlock] = []
        var index = 0
        while index < blocks.count {
            let block = blocks[index]
            if index + 1 < blocks.count, let english = out.last, english.isParagraph, english.language == .en,
               english.markdown.hasPrefix("**"), !english.isBoldOnly,
               block.isBoldOnly, block.language == .zh, isShort(block),
               blocks[index + 1].isParagraph, !blocks[index + 1].isBoldOnly, blocks[index + 1].language == .zh {
                out.append(MarkdownBlock(block.markdown + " " + blocks[index + 1].markdown))
                index += 2
                continue
            }
            out.append(block)
            index += 1
        }
        return out
    }

    static func headings(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        var candidates: [Int] = []
        var occurrences = 0
        for index in blocks.indices where isHeadingLike(blocks[index]) && (index == 0 || !isHeadingLike(blocks[index - 1])) {
            if isBody(blocks, at: index + 1) {
                candidates.append(index)
                occurrences += 1
            } else if index + 2 < blocks.count, isHeadingLike(blocks[index + 1]), blocks[index].language == .en,
                      blocks[index + 1].language == .zh, isBody(blocks, at: index + 2) {
                candidates += [index, index + 1]  // a bold term and its bold translation (`**Home**`, `**家**`)
                occurrences += 1
            }
        }
        guard occurrences >= minimumPattern else { return blocks }
        var out = blocks
        var level = 1
        let chosen = Set(candidates)
        for index in blocks.indices {
            if let heading = blocks[index].headingLevel { level = heading }
            guard chosen.contains(index) else { continue }
            let text = String(blocks[index].markdown.dropFirst(2).dropLast(2)).trimmingWhitespace()
            out[index] = MarkdownBlock(String(repeating: "#", count: min(6, level + 1)) + " " + text)
        }
        return out
    }

    private static func isHeadingLike(_ block: MarkdownBlock) -> Bool {
        block.isBoldOnly && isShort(block) && !block.markdown.contains("](")
            && !GluedTranslation.endsSentence(block.markdown, chinese: true)
            && !GluedTranslation.endsSentence(block.markdown, chinese: false)
            && !block.visible.hasSuffix("：") && !block.visible.hasSuffix(":")
    }

    /// True when body text starts at `index`: a list, a plain paragraph of some length, or a short plain
    /// line (a sub-heading in plain text) with such a paragraph after it.
    private static func isBody(_ blocks: [MarkdownBlock], at index: Int) -> Bool {
        guard index < blocks.count else { return false }
        let block = blocks[index]
        if block.shape == .list || (block.isParagraph && !block.isBoldOnly && block.visible.count >= 8) { return true }
        return block.isParagraph && !block.isBoldOnly && block.visible.count >= 4 && index + 1 < blocks.count
            && blocks[index + 1].isParagraph && !blocks[index + 1].isBoldOnly && blocks[index + 1].visible.count >= 8
    }

    private static func isShort(_ block: MarkdownBlock) -> Bool {
        block.language == .zh ? block.visible.count <= 30 : block.tally.wordCount <= 12 && block.visible.count <= 80
    }
}
