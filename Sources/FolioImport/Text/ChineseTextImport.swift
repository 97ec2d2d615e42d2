import FolioCore

/// Imports a Chinese text source: text extracted from a PDF or scraped from a web page, Chinese only
/// (English at most in headings, glosses and link texts). Options: `ChineseTextOptions`.
///
/// Steps: repeated boilerplate lines (and `breakMarkers`) become paragraph breaks; chapter markers
/// (`第一章`, `第三大章`, `八大章`, `第一章、标题`) split the text; the front matter before the first marker
/// gives the preface (`kind: preface`) and its printed table of contents, which is validated against the
/// chapters and sections found and never emitted, like bullet indexes (`文章索引`); notes about the source
/// (original URL, download links) move to the preface; every chapter body is written by
/// `ChineseChapterWriter`. Problems are diagnostics; the function is pure.
enum ChineseTextImport {
    /// The chapters of `input` (a preface first when there is one) and the problems found.
    static func run(_ input: SourceInput) -> ImportResult {
        let options: ChineseTextOptions
        do {
            options = try input.entry.decodeOptions(ChineseTextOptions.self)
        } catch {
            return ImportResult(diagnostics: [.error("invalid options for a Chinese text source: \(error)",
                                                     at: SourceLocation(path: input.path))])
        }
        var diagnostics: [Diagnostic] = []
        let cleaned = clean(TextLines.split(input.text), options: options)
        var lines = cleaned.lines
        let markers = ChineseTextStructure.chapterMarkers(in: lines)
        let frontEnd = markers.first?.index ?? 0

        var tables = TableOfContents.findBulletIndexes(in: lines)
        let searchEnd = markers.isEmpty ? lines.count : frontEnd
        if let printed = TableOfContents.findPrinted(in: Array(lines[..<searchEnd])) { tables.insert(printed, at: 0) }
        var moved: [TextLine] = []
        let movedPrefixes = ChineseTextOptions.defaultMovedLinePrefixes + options.movedLinePrefixes
        for index in lines.indices where !lines[index].isBlank {
            let line = lines[index]
            if tables.contains(where: { $0.lines.contains(line.number) }) {
                lines[index].text = ""
            } else if markers.contains(where: { $0.index == index }) {
                continue
            } else if ChineseTextOptions.line(line.text, startsWithAnyOf: options.droppedLinePrefixes) {
                lines[index].text = ""
            } else if ChineseTextOptions.line(line.text, startsWithAnyOf: movedPrefixes) {
                moved.append(TextLine(number: line.number, text: line.trimmed))
                lines[index].text = ""
            }
        }

        var drafts: [ChineseChapterDraft]
        if markers.isEmpty {
            diagnostics.append(.warning("no chapter markers (第一章, 第二大章, …) found; the whole text is imported as one chapter",
                                        at: SourceLocation(path: input.path, line: 1)))
            drafts = [wholeTextChapter(lines)]
        } else {
            drafts = ChineseTextStructure.chapters(in: lines, markers: markers, path: input.path, diagnostics: &diagnostics)
        }
        ChineseTOCValidation.supplyChapterTitles(&drafts, from: tables, path: input.path, diagnostics: &diagnostics)

        var chapters: [ImportedChapter] = []
        if let preface = ChinesePreface.make(front: Array(lines[..<frontEnd]), moved: moved, options: options, edition: input.entry.edition) {
            chapters.append(preface)
        }
        var sections: [ChineseSectionRecord] = []
        for draft in drafts {
            let written = ChineseChapterWriter.body(of: draft, joinLineBreaks: options.joinLineBreaks,
                                                    subheadings: options.subheadingRule,
                                                    path: input.path, diagnostics: &diagnostics)
            sections += written.sections
            chapters.append(chapter(draft, body: written.body, order: chapters.count + 1, edition: input.entry.edition))
        }
        ChineseTOCValidation.check(sections: sections, against: tables, path: input.path, diagnostics: &diagnostics)
        return ImportResult(chapters: chapters, diagnostics: diagnostics)
    }

    /// The lines with break markers replaced by paragraph breaks and stray glyphs removed.
    static func clean(_ lines: [TextLine], options: ChineseTextOptions) -> (lines: [TextLine], markers: [String]) {
        var markers: [String] = []
        for marker in options.breakMarkers + RepeatedLineMarkers.detect(in: lines, minimumCount: options.markerMinimumCount)
        where !markers.contains(marker) {
            markers.append(marker)
        }
        var result = RepeatedLineMarkers.replaceWithBreaks(lines, markers: markers).lines
        for index in result.indices { result[index].text = removingStrayGlyph(result[index].text) }
        return (result, markers)
    }

    /// `text` without a lone Greek letter after a sentence-ending CJK mark at its end (`…内容。β`), a glyph
    /// left by a PDF's symbol font.
    static func removingStrayGlyph(_ text: String) -> String {
        guard let last = text.last, let scalar = last.unicodeScalars.first, (0x370...0x3FF).contains(scalar.value) else { return text }
        let head = text.dropLast()
        guard let before = head.last, "。！？；”」".contains(before) else { return text }
        return String(head)
    }

    private static func wholeTextChapter(_ lines: [TextLine]) -> ChineseChapterDraft {
        var content = lines
        var titleZh: String?
        var titleEn: String?
        if let first = content.firstIndex(where: { !$0.isBlank }),
           ChineseTextStructure.isTitleLine(content[first].trimmed, maximumLength: 40) {
            (titleZh, titleEn) = ChineseTextStructure.splitTitle(content[first].trimmed)
            content[first].text = ""
        }
        return ChineseChapterDraft(number: nil, titleZh: titleZh, titleEn: titleEn,
                                   firstLine: lines.first?.number ?? 1, lastLine: lines.last?.number ?? 1, content: content)
    }

    private static func chapter(_ draft: ChineseChapterDraft, body: String, order: Int, edition: String) -> ImportedChapter {
        var frontMatter = FrontMatter()
        if let zh = draft.titleZh { frontMatter["title_zh"] = .string(ChinesePunctuation.normalize(zh).text) }
        if let en = draft.titleEn { frontMatter["title_en"] = .string(en) }
        if let number = draft.number { frontMatter["number"] = .string(String(number)) }
        frontMatter["kind"] = .string("chapter")
        frontMatter["source_lines"] = .string("\(draft.firstLine)-\(draft.lastLine)")
        var slug = Slug.make(draft.titleEn ?? "")
        if slug.isEmpty { slug = draft.number.map { "chapter-\($0)" } ?? "chapter" }
        return ImportedChapter(edition: edition, order: order, slug: slug, frontMatter: frontMatter, body: body)
    }
}
