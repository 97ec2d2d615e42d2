import FolioCore

/// Splits the glued rows of a bilingual glossary or table (`**Boarding pass交通凭证**`,
/// `**Home家**`) into an English paragraph and a Chinese paragraph (`**Boarding pass**`, then
/// `**交通凭证**`), which the bilingual contract reads as a translation pair of terms.
///
/// A row is a wholly bold paragraph without a link that is an English term (at most six words, no
/// sentence punctuation, starting with a capital letter or a digit) glued to a short Chinese term.
/// Only runs of at least `minimumRun` rows, each at most `maximumGap` text blocks (and no heading)
/// after the one before, are split: a lone bold line is more likely a Chinese sentence that starts
/// with an English word (`App可以…`). A row whose English term is the bold lead of the English
/// paragraph just before it (`**Bars.** Tell people…`, then `**Bars（栏）**`) is the Chinese side of
/// that paragraph and stays whole.
public struct ZhihuTermRows: Sendable {
    /// The fewest rows that make a glossary.
    public var minimumRun: Int
    /// The most text blocks between two rows of one glossary (their definitions).
    public var maximumGap: Int
    /// The longest Chinese term, in characters.
    public var chineseTermMaxLength: Int

    /// Creates the rule.
    public init(minimumRun: Int = 3, maximumGap: Int = 4, chineseTermMaxLength: Int = 24) {
        self.minimumRun = max(1, minimumRun)
        self.maximumGap = max(0, maximumGap)
        self.chineseTermMaxLength = max(1, chineseTermMaxLength)
    }

    /// `blocks` with the rows of every glossary run split in two.
    public func split(_ blocks: [ArticleBlock]) -> [ArticleBlock] {
        var terms: [Int: (en: String, zh: String)] = [:]
        var run: [(index: Int, en: String, zh: String)] = []
        func closeRun() {
            if run.count >= minimumRun { for row in run { terms[row.index] = (row.en, row.zh) } }
            run = []
        }
        for index in blocks.indices {
            guard let (en, zh) = row(at: index, in: blocks) else { continue }
            if let last = run.last, !isWithinGap(from: last.index, to: index, in: blocks) { closeRun() }
            run.append((index, en, zh))
        }
        closeRun()
        guard !terms.isEmpty else { return blocks }
        var out: [ArticleBlock] = []
        for (index, block) in blocks.enumerated() {
            guard let term = terms[index] else { out.append(block); continue }
            out.append(.paragraph(InlineText(term.en, style: InlineStyle(bold: true))))
            out.append(.paragraph(InlineText(term.zh, style: InlineStyle(bold: true))))
        }
        return out
    }

    /// The English and Chinese terms of the glued row at `index`.
    private func row(at index: Int, in blocks: [ArticleBlock]) -> (String, String)? {
        guard case .paragraph(let text) = blocks[index], text.isAllBold, !text.hasLink, text.plain.count <= 80,
              ZhihuMarkdownWriter.bulletLength(text.plain) == nil else { return nil }
        let term = BilingualHeading.split(text.plain)
        guard let en = term.en, let zh = term.zh, en.split(separator: " ").count <= 6,
              !en.contains(where: { ".:;!?".contains($0) }), zh.count <= chineseTermMaxLength,
              !zh.contains(where: { "。，、；：:！？!?;,".contains($0) }) else { return nil }
        if let previous = previousText(before: index, in: blocks), previous.startsWithBoldLead,
           previous.boldLead?.lowercased() == en.lowercased() {
            return nil
        }
        return (en, zh)
    }

    private func isWithinGap(from start: Int, to end: Int, in blocks: [ArticleBlock]) -> Bool {
        var textBlocks = 0
        for block in blocks[(start + 1)..<end] {
            switch block {
            case .heading: return false
            case .image: continue
            case .paragraph, .listItem: textBlocks += 1
            }
        }
        return textBlocks <= maximumGap
    }

    private func previousText(before index: Int, in blocks: [ArticleBlock]) -> InlineText? {
        for block in blocks[..<index].reversed() {
            if case .image = block { continue }
            return block.inlineText
        }
        return nil
    }
}
