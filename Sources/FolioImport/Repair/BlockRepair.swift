import FolioCore
import Foundation

/// The repairs every importer applies to a chapter's Markdown blocks before writing them, so the book
/// reads right whatever the source, in this order: runs the scrape doubled kept once; glued
/// translations split; sentences broken at old page breaks joined; a list item's stray translation put
/// back in its item; note labels made call-outs; tables left as loose lines rebuilt; bold stand-in
/// headings made headings; figures given words; English and Chinese paragraph runs aligned one to one.
/// Each repair is generic: it looks at the shape and scripts of the blocks, never at a particular source.
public enum BlockRepair {
    /// `blocks` (one Markdown block each) repaired; `chapterTitle` names figures before the first heading.
    /// `joiningBrokenSentences` is for text with page breaks (extracted from PDFs): in HTML, a paragraph
    /// boundary is the author's.
    public static func repaired(_ blocks: [String], chapterTitle: String? = nil, joiningBrokenSentences: Bool = true) -> [String] {
        var notes: [String] = []
        return repaired(blocks, chapterTitle: chapterTitle, joiningBrokenSentences: joiningBrokenSentences, notes: &notes)
    }

    /// `repaired(_:chapterTitle:joiningBrokenSentences:)`, adding to `notes` what a reader of the source
    /// should know was changed (a passage the source repeated, imported once).
    public static func repaired(_ blocks: [String], chapterTitle: String? = nil, joiningBrokenSentences: Bool = true,
                                notes: inout [String]) -> [String] {
        var repaired = blocks.flatMap(separated).map(MarkdownBlock.init)
        repaired = DoubledText.undoubled(repaired, notes: &notes)
        repaired = GluedTranslation.split(repaired)
        if joiningBrokenSentences { repaired = BrokenSentences.joined(repaired) }
        repaired = ListTranslations.attached(repaired)
        repaired = CalloutLabels.applied(repaired)
        repaired = TableRows.applied(repaired)
        repaired = BoldLeads.applied(repaired)
        repaired = FigureCaptions.applied(repaired, chapterTitle: chapterTitle)
        repaired = PairAlignment.aligned(repaired)
        return repaired.map(\.markdown)
    }

    /// A paragraph entry that holds several paragraphs (an importer may write a run of them as one
    /// entry), split into one entry per paragraph; lists, quotes, tables and code stay whole.
    static func separated(_ entry: String) -> [String] {
        guard MarkdownBlock(entry).isParagraph, !entry.hasPrefix("```"), entry.contains("\n\n") else { return [entry] }
        return entry.components(separatedBy: "\n\n").filter { !$0.isBlank }
    }
}
