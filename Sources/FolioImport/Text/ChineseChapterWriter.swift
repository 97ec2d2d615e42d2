import FolioCore

/// A numbered section found in a chapter body, for validation against the table of contents.
struct ChineseSectionRecord: Sendable, Equatable {
    /// The heading as parsed.
    var heading: NumberedHeading
    /// Its source line.
    var line: Int
}

/// Writes the Markdown body of one chapter of a Chinese text: PDF line breaks joined, numbered sections
/// (`N.N` → `##`, `N.N.N` → `###`, the number kept in the heading text) and their blocks.
enum ChineseChapterWriter {
    /// The chapter body and the sections found. A line `N.N title` is a section when its first number is
    /// the chapter's (any number when the chapter has none); a section whose number does not follow the
    /// previous one is kept and reported.
    static func body(of draft: ChineseChapterDraft, joinLineBreaks: Bool, path: String,
                     diagnostics: inout [Diagnostic]) -> (body: String, sections: [ChineseSectionRecord]) {
        let lines = joinLineBreaks ? PDFLineJoining.join(draft.content, role: role).lines : draft.content
        var blocks: [String] = []
        var sections: [ChineseSectionRecord] = []
        var pending: [TextLine] = []
        for line in lines {
            guard let heading = NumberedHeading.parse(line.text),
                  draft.number == nil || heading.numbers.first == draft.number else {
                pending.append(line)
                continue
            }
            blocks += ChineseBlocks.render(pending)
            pending = []
            let expected = sections.last.map { $0.heading.isFollowed(by: heading.numbers) }
                ?? (draft.number == nil || heading.numbers == [draft.number!, 1])
            if !expected {
                let after = sections.last.map { "follows \($0.heading.numberText)" } ?? "opens chapter \(draft.number ?? 0)"
                diagnostics.append(.warning("section \(heading.numberText) is out of sequence (it \(after))",
                                            at: SourceLocation(path: path, line: line.number)))
            }
            sections.append(ChineseSectionRecord(heading: heading, line: line.number))
            blocks += headingLines(heading)
        }
        blocks += ChineseBlocks.render(pending)
        let body = blocks.joined(separator: "\n\n")
        return (body.isEmpty ? "" : body + "\n", sections)
    }

    /// The Markdown heading(s) of a section: one heading, or for a title `中文(English)` an English heading
    /// followed by the Chinese one at the same level (the number on the Chinese heading only).
    static func headingLines(_ heading: NumberedHeading) -> [String] {
        let hashes = String(repeating: "#", count: min(heading.level, 6))
        let title = ExtractedTextInline.cleanResidue(heading.title).collapsingWhitespace
        if let (chinese, english) = HeadingGloss.split(title) {
            return ["\(hashes) \(english.markdownEscaped)", "\(hashes) \(heading.numberText) \(chinese.markdownEscaped)"]
        }
        return ["\(hashes) \(heading.numberText) \(title.markdownEscaped)"]
    }

    /// Line beginnings of notes and call-outs, which start a block of their own.
    static let noteOpeners = ["NOTE", "TIP", "注：", "注:", "注意", "提示", "重要", "警告", "建议："]
    /// Words that open a new paragraph after an unfinished line (references to further reading).
    static let paragraphOpeners = ["开发者", "了解", "更多", "相关", "详情"]

    /// How a line takes part in PDF line joining (`PDFLineJoining.Role`).
    static func role(_ text: String) -> PDFLineJoining.Role {
        let trimmed = text.trimmedWhitespace
        if trimmed.contains("\t") || NumberedHeading.parse(trimmed) != nil || ChineseChapterMarker.parse(trimmed) != nil
            || TableOfContents.isSeparator(trimmed) {
            return .standalone
        }
        if ChineseBlocks.listItemContent(trimmed) != nil || ChineseBlocks.leadIn(trimmed) != nil
            || noteOpeners.contains(where: { trimmed.hasPrefix($0) })
            || paragraphOpeners.contains(where: { trimmed.hasPrefix($0) }) {
            return .blockStart
        }
        return .continuable
    }
}
