import FolioCore

/// Imports a bilingual text source: English paragraphs, each followed by its Chinese translation, with an optional
/// front table of contents, `Part N :` and `CHAPTER N` markers. Produces a preface for the text before the table of
/// contents and for the introduction before the first part, a page per part and a chapter per chapter.
/// Options: `BilingualTextOptions`.
enum BilingualTextImport {
    /// Imports `input`; pure (no file I/O).
    static func run(_ input: SourceInput) -> ImportResult {
        let options: BilingualTextOptions
        do {
            options = try input.entry.decodeOptions(BilingualTextOptions.self)
        } catch {
            return ImportResult(diagnostics: [.error("invalid options for the bilingual text importer: \(error)",
                                                     at: SourceLocation(path: input.path))])
        }
        var diagnostics: [Diagnostic] = []
        let units = BilingualTextImport.units(of: input.text, options: options, path: input.path, diagnostics: &diagnostics)
        guard !units.isEmpty else {
            diagnostics.append(.error("the file holds no text to import", at: SourceLocation(path: input.path)))
            return ImportResult(diagnostics: diagnostics)
        }
        let toc = BilingualTableOfContents.detect(in: BilingualLine.split(input.text))
        var writer = BilingualMarkdownWriter(inline: BilingualInline(references: references(units, toc: toc)),
                                             levels: BilingualHeadingLevels(toc: toc))
        var chapters: [ImportedChapter] = []
        for (position, unit) in units.enumerated() {
            var frontMatter = FrontMatter()
            if let en = unit.title.en { frontMatter["title_en"] = .string(en) }
            if let zh = unit.title.zh { frontMatter["title_zh"] = .string(zh) }
            frontMatter["kind"] = .string(unit.kind.rawValue)
            if let number = unit.number { frontMatter["number"] = .string(number) }
            frontMatter["source_lines"] = .string("\(unit.lines.lowerBound)-\(unit.lines.upperBound)")
            var slug = Slug.make(unit.title.en ?? "")
            if slug.isEmpty { slug = [unit.kind.rawValue, unit.number].compactMap { $0 }.joined(separator: "-") }
            chapters.append(ImportedChapter(edition: input.entry.edition, order: position + 1, slug: slug,
                                            frontMatter: frontMatter, body: writer.body(of: unit)))
            diagnostics += writer.notes.map { .warning($0, at: SourceLocation(path: input.path, line: unit.lines.lowerBound)) }
        }
        for entry in writer.levels.unmatched {
            diagnostics.append(.warning("table of contents entry '\(entry.title.en ?? "")' has no heading in the body",
                                        at: SourceLocation(path: input.path, line: entry.line)))
        }
        return ImportResult(chapters: chapters, diagnostics: diagnostics)
    }

    /// The units (front matter, introduction, parts, chapters) of `text`.
    static func units(of text: String, options: BilingualTextOptions, path: String,
                      diagnostics: inout [Diagnostic]) -> [BilingualUnit] {
        let lines = BilingualLine.split(text)
        let toc = BilingualTableOfContents.detect(in: lines)
        let tocKeys = Set(toc.entries.compactMap { $0.title.en.map(BilingualTextRules.titleKey) })
        let segmenter = BilingualSegmenter(lines: lines, tocKeys: tocKeys)
        var units: [BilingualUnit] = []
        if let tocLines = toc.lineIndices, let front = frontMatter(segmenter.segment(0..<tocLines.lowerBound)) {
            units.append(front)
        }
        let bodyStart = toc.lineIndices.map { $0.upperBound + 1 } ?? 0
        let elements = BilingualParagraphJoiner.joined(segmenter.segment(bodyStart..<lines.count))
        let outline = BilingualOutline(toc: toc, options: options, path: path)
        var body = outline.units(of: elements, diagnostics: &diagnostics)
        if body.count == 1, body[0].kind == .preface, toc.lineIndices == nil {
            body[0].kind = .chapter
            diagnostics.append(.warning("no part or chapter markers found; the whole text becomes one chapter",
                                        at: SourceLocation(path: path)))
        }
        return units + body
    }

    /// The text before the table of contents as a preface: its first line (the document's title, which the
    /// edition's colophon gives) is left out, and a short first paragraph (`版本说明`) becomes its title.
    private static func frontMatter(_ elements: [BilingualElement]) -> BilingualUnit? {
        guard let first = elements.first, let last = elements.last, elements.count > 1 else { return nil }
        var content = Array(elements.dropFirst())
        var title = BilingualTitle()
        if case .paragraph(let text) = content[0].kind, text.count <= 24, !BilingualTextRules.endsSentence(text, chinese: true) {
            if text.dominantLanguage == .zh { title.zh = text } else { title.en = text }
            content.removeFirst()
        }
        return BilingualUnit(kind: .preface, number: nil, title: title, elements: content,
                             lines: first.firstLine...last.lastLine)
    }

    /// Titles that links by title may name: every heading, table-of-contents entry and unit title.
    private static func references(_ units: [BilingualUnit], toc: BilingualTableOfContents) -> [String: String] {
        var references: [String: String] = [:]
        for unit in units {
            if let en = unit.title.en { references[BilingualTextRules.titleKey(en)] = en }
        }
        for entry in toc.entries {
            if let en = entry.title.en, references[BilingualTextRules.titleKey(en)] == nil {
                references[BilingualTextRules.titleKey(en)] = en
            }
        }
        for unit in units {
            for element in unit.elements {
                guard case .heading(let title) = element.kind, let en = title.en else { continue }
                let key = BilingualTextRules.titleKey(en)
                references[key] = en
                // a table-of-contents variant (`Sliders`) points to the heading as written (`Slider`)
                for variant in [key + "s", String(key.dropLast())] where references[variant] != nil {
                    references[variant] = en
                }
            }
        }
        return references
    }
}
