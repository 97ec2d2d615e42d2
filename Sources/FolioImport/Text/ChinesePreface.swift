import FolioCore

/// The preface of a Chinese text: the source's own 前言 from its front matter, plus the notes about the
/// source moved out of the chapters (original URLs, download links).
enum ChinesePreface {
    /// The preface chapter (`kind: preface`), or nil when there is neither preface text nor a moved note.
    /// `front` holds the lines before the first chapter with the table of contents already blanked. The
    /// preface starts at a line from `options.prefaceHeadings` (its title, with a Latin line after it as the
    /// English title); lines before it (a cover) are dropped. Without such a line, front text with at least
    /// one sentence-long line is the preface body, titled from the options.
    static func make(front: [TextLine], moved: [TextLine], options: ChineseTextOptions, edition: String) -> ImportedChapter? {
        var titleZh: String?
        var titleEn: String?
        var body: [TextLine] = []
        var headingLine: Int?
        let headings = Set(options.prefaceHeadings.map { $0.lowercased() })
        if let start = front.firstIndex(where: { headings.contains($0.trimmed.lowercased()) }) {
            (titleZh, titleEn) = ChineseTextStructure.splitTitle(front[start].trimmed)
            headingLine = front[start].number
            var next = start + 1
            while next < front.count, front[next].isBlank { next += 1 }
            if next < front.count, titleEn == nil, !front[next].trimmed.containsHan,
               ChineseTextStructure.isTitleLine(front[next].trimmed, maximumLength: 40) {
                titleEn = front[next].trimmed
                next += 1
            }
            body = Array(front[min(next, front.count)...])
        } else if front.contains(where: { $0.trimmed.count > 24 }) {
            body = front
        }
        var notes: [TextLine] = []
        var seen = Set<String>()
        for note in moved where seen.insert(String(note.text.filter { $0.isLetter || $0.isNumber })).inserted {
            notes.append(note)
        }
        let bodyLines = body.filter { !$0.isBlank }
        guard !bodyLines.isEmpty || !notes.isEmpty else { return nil }
        if titleZh == nil && titleEn == nil {
            titleZh = options.prefaceTitleZh
            titleEn = options.prefaceTitleEn
        }
        let joined = options.joinLineBreaks ? PDFLineJoining.join(body, role: ChineseChapterWriter.role).lines : body
        let blocks = ChineseBlocks.render(joined) + ChineseBlocks.render(notes.flatMap { [$0, TextLine(number: $0.number, text: "")] })
        var frontMatter = FrontMatter()
        if let titleZh { frontMatter["title_zh"] = .string(titleZh) }
        if let titleEn { frontMatter["title_en"] = .string(titleEn) }
        frontMatter["kind"] = .string("preface")
        let numbers = (bodyLines + notes).map(\.number) + (headingLine.map { [$0] } ?? [])
        frontMatter["source_lines"] = .string("\(numbers.min()!)-\(numbers.max()!)")
        let slug = Slug.make(titleEn ?? "")
        return ImportedChapter(edition: edition, order: 1, slug: slug.isEmpty ? "preface" : slug,
                               frontMatter: frontMatter, body: blocks.joined(separator: "\n\n") + "\n")
    }
}
