import FolioCore

/// A numbered section found in a chapter body, for validation against the table of contents.
struct ChineseSectionRecord: Sendable, Equatable {
    /// The heading as parsed.
    var heading: NumberedHeading
    /// Its source line.
    var line: Int
}

/// Writes the Markdown body of one chapter of a Chinese text: PDF line breaks joined, numbered sections
/// (`N.N` → `##`, `N.N.N` → `###`, the number kept in the heading text), unnumbered sub-headings
/// (`ChineseSubheadings`, one level below the section they are in) and their blocks.
enum ChineseChapterWriter {
    /// The chapter body and the sections found. A line `N.N title` is a section when its first number is
    /// the chapter's (any number when the chapter has none); a section whose number does not follow the
    /// previous one is kept and reported.
    static func body(of draft: ChineseChapterDraft, joinLineBreaks: Bool,
                     subheadings: ChineseSubheadingRule = ChineseSubheadingRule(), path: String,
                     diagnostics: inout [Diagnostic]) -> (body: String, sections: [ChineseSectionRecord]) {
        let lines = joinLineBreaks ? PDFLineJoining.join(draft.content, role: role).lines : draft.content
        let promoted = ChineseSubheadings.promoted(in: lines, rule: subheadings)
        var blocks: [String] = []
        var sections: [ChineseSectionRecord] = []
        var pending: [TextLine] = []
        for (index, line) in lines.enumerated() {
            if let title = promoted[index] {
                blocks += ChineseBlocks.render(pending)
                pending = []
                blocks += subheadingLines(title, level: (sections.last?.heading.level ?? 1) + 1)
                continue
            }
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
        var notes: [String] = []
        let repaired = BlockRepair.repaired(blocks, joiningBrokenSentences: joinLineBreaks, notes: &notes).joined(separator: "\n\n")
        diagnostics += notes.map { .warning($0, at: SourceLocation(path: path, line: draft.firstLine)) }
        let (body, punctuation) = ChinesePunctuation.normalize(repaired)
        if !punctuation.isEmpty {
            let marks = punctuation.count == 1 ? "1 half-width punctuation mark" : "\(punctuation.count) half-width punctuation marks"
            diagnostics.append(Diagnostic(.note, "\(marks) in Chinese sentences made full-width in this chapter",
                                          at: SourceLocation(path: path, line: draft.firstLine)))
        }
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

    /// The Markdown heading(s) of an unnumbered sub-heading at `level` (at most 6), split like `headingLines`.
    static func subheadingLines(_ title: String, level: Int) -> [String] {
        let hashes = String(repeating: "#", count: min(level, 6))
        let text = ExtractedTextInline.cleanResidue(title).collapsingWhitespace
        if let (chinese, english) = HeadingGloss.split(text) {
            return ["\(hashes) \(english.markdownEscaped)", "\(hashes) \(chinese.markdownEscaped)"]
        }
        return ["\(hashes) \(text.markdownEscaped)"]
    }

    /// Line beginnings of notes and call-outs, which start a block of their own.
    static let noteOpeners = ["NOTE", "TIP", "注：", "注:", "注意", "提示", "重要", "警告", "建议："]
    /// Words that open a new paragraph after an unfinished line when a reference verb follows them soon
    /// (`相关规范请参阅…`, `详情请参阅…`: references to further reading); `相关附加信息…` continues the line above.
    static let paragraphOpeners = ["开发者", "了解", "更多", "相关", "详情"]
    /// Verbs of a reference to further reading.
    static let referenceVerbs = ["参阅", "参见", "参考", "查阅", "请查看"]
    /// How many characters after the opener the reference verb may start.
    static let referenceVerbReach = 16

    /// True for a line that opens a reference to further reading (`更多指南，请参阅 …`).
    static func opensReference(_ trimmed: String) -> Bool {
        guard paragraphOpeners.contains(where: { trimmed.hasPrefix($0) }) else { return false }
        let head = String(trimmed.prefix(referenceVerbReach))
        return referenceVerbs.contains { head.contains($0) }
    }

    /// How a line takes part in PDF line joining (`PDFLineJoining.Role`).
    static func role(_ text: String) -> PDFLineJoining.Role {
        let trimmed = text.trimmedWhitespace
        if trimmed.contains("\t") || NumberedHeading.parse(trimmed) != nil || ChineseChapterMarker.parse(trimmed) != nil
            || TableOfContents.isSeparator(trimmed) {
            return .standalone
        }
        if ChineseBlocks.listItemContent(trimmed) != nil || ChineseBlocks.leadIn(trimmed) != nil
            || noteOpeners.contains(where: { trimmed.hasPrefix($0) })
            || opensReference(trimmed) {
            return .blockStart
        }
        return .continuable
    }
}
