import FolioCore

/// Checks the chapters and sections found in a Chinese text against its printed table of contents and
/// bullet indexes, and takes missing chapter titles from them.
enum ChineseTOCValidation {
    /// Gives a chapter without a Chinese title the unnumbered TOC entry printed just before its first
    /// section's entry (`规范预览\t1` before `1.1 原则\t1`); a chapter left without any title is reported.
    static func supplyChapterTitles(_ drafts: inout [ChineseChapterDraft], from tables: [TableOfContents],
                                    path: String, diagnostics: inout [Diagnostic]) {
        for index in drafts.indices where drafts[index].titleZh == nil {
            guard let number = drafts[index].number else { continue }
            for table in tables {
                guard let first = table.entries.firstIndex(where: { $0.numbers?.first == number }), first > 0,
                      table.entries[first - 1].numbers == nil else { continue }
                let (zh, en) = ChineseTextStructure.splitTitle(table.entries[first - 1].title)
                drafts[index].titleZh = zh
                if drafts[index].titleEn == nil { drafts[index].titleEn = en }
                break
            }
            if drafts[index].titleZh == nil && drafts[index].titleEn == nil {
                diagnostics.append(.warning("chapter \(number) has no title line and the table of contents gives none",
                                            at: SourceLocation(path: path, line: drafts[index].firstLine)))
            }
        }
    }

    /// Reports TOC entries with no section of that number in the body (warning), entries whose title differs
    /// from the body's (note), and body sections of a chapter the TOC covers that it does not list (note).
    static func check(sections: [ChineseSectionRecord], against tables: [TableOfContents],
                      path: String, diagnostics: inout [Diagnostic]) {
        for table in tables {
            let numbered = table.entries.filter { $0.numbers != nil }
            for entry in numbered {
                guard let numbers = entry.numbers else { continue }
                let location = SourceLocation(path: path, line: entry.line)
                guard let section = sections.first(where: { $0.heading.numbers == numbers }) else {
                    diagnostics.append(.warning("the table of contents lists \(numbers.map(String.init).joined(separator: ".")) \(entry.title), but the text has no such section",
                                                at: location))
                    continue
                }
                if squeezed(section.heading.title) != squeezed(entry.title) {
                    diagnostics.append(Diagnostic(.note, "the table of contents calls section \(section.heading.numberText) '\(entry.title)'; the heading at line \(section.line) says '\(section.heading.title)'",
                                             at: location))
                }
            }
            let chapters = Set(numbered.compactMap { $0.numbers?.first })
            let listed = Set(numbered.compactMap(\.numbers))
            for section in sections where chapters.contains(section.heading.numbers[0]) && !listed.contains(section.heading.numbers) {
                diagnostics.append(Diagnostic(.note, "section \(section.heading.numberText) is missing from the table of contents at line \(table.lines.lowerBound)",
                                         at: SourceLocation(path: path, line: section.line)))
            }
        }
    }

    private static func squeezed(_ text: String) -> String { String(text.filter { !$0.isWhitespace }) }
}
