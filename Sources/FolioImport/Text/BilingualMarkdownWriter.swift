import FolioCore

/// Writes a unit's elements as Markdown following the bilingual contract: English block then Chinese block,
/// bilingual headings as two headings of the same level, bilingual list items with two paragraphs, GFM tables.
struct BilingualMarkdownWriter {
    /// Inline conversion (links by title, escaping).
    var inline: BilingualInline
    /// Heading levels from the table of contents.
    var levels: BilingualHeadingLevels
    /// What the repairs changed that a reader should know, for the unit last written.
    private(set) var notes: [String] = []

    /// Lines a list or table may skip (blank lines, image placeholders) and still go on.
    static let maximumGap = 4

    /// The Markdown body of `unit` (ends with a newline; empty when the unit has no content).
    mutating func body(of unit: BilingualUnit) -> String {
        var blocks: [String] = []
        let elements = unit.elements
        var index = 0
        while index < elements.count {
            let element = elements[index]
            switch element.kind {
            case .marker:
                break
            case .heading(let title):
                let resolved = levels.resolve(title, chapter: unit.kind == .chapter ? unit.number : nil)
                let hashes = String(repeating: "#", count: resolved.level)
                if let en = title.en { blocks.append(hashes + " " + en.markdownEscaped) }
                if let zh = title.zh ?? resolved.tocZH { blocks.append(hashes + " " + zh.markdownEscaped) }
            case .paragraph(let text):
                blocks.append(inline.markdown(text))
            case .caption(let label, let en, let zh):
                blocks.append(inline.markdown(en.map { label + " " + $0 } ?? label))
                if let zh { blocks.append(inline.markdown(zh)) }
            case .listItem:
                let end = run(from: index, in: elements) { if case .listItem = $0 { return true } else { return false } }
                blocks.append(list(elements[index..<end]))
                index = end
                continue
            case .tableRow:
                let end = run(from: index, in: elements) { if case .tableRow = $0 { return true } else { return false } }
                blocks.append(table(elements[index..<end]))
                index = end
                continue
            }
            index += 1
        }
        notes = []
        return blocks.isEmpty ? "" : BlockRepair.repaired(blocks, notes: &notes).joined(separator: "\n\n") + "\n"
    }

    private func run(from start: Int, in elements: [BilingualElement], _ matches: (BilingualElement.Kind) -> Bool) -> Int {
        var end = start + 1
        while end < elements.count, matches(elements[end].kind),
              elements[end].firstLine - elements[end - 1].lastLine - 1 <= Self.maximumGap {
            end += 1
        }
        return end
    }

    private func list(_ elements: ArraySlice<BilingualElement>) -> String {
        var items: [[String]] = []
        for element in elements {
            guard case .listItem(let paragraphs) = element.kind else { continue }
            // an English-only item followed by a Chinese-only item is one bilingual item
            if paragraphs.count == 1, paragraphs[0].dominantLanguage == .zh, let last = items.last,
               last.count == 1, last[0].dominantLanguage == .en {
                items[items.count - 1].append(paragraphs[0])
            } else {
                items.append(paragraphs)
            }
        }
        return items.map { paragraphs in
            "- " + paragraphs.map { inline.markdown($0) }.joined(separator: "\n\n  ")
        }.joined(separator: "\n\n")
    }

    private func table(_ elements: ArraySlice<BilingualElement>) -> String {
        let rows: [[String]] = elements.compactMap { element in
            if case .tableRow(let cells) = element.kind { return cells }
            return nil
        }
        let columns = rows.map(\.count).max() ?? 1
        func line(_ cells: [String]) -> String {
            let padded = cells + Array(repeating: "", count: columns - cells.count)
            let rendered = padded.map { inline.markdown($0, blockStart: false).replacingOccurrences(of: "|", with: "\\|") }
            return "| " + rendered.joined(separator: " | ") + " |"
        }
        var out = [line(rows[0]), "|" + Array(repeating: " --- |", count: columns).joined()]
        out += rows.dropFirst().map(line)
        return out.joined(separator: "\n")
    }
}

/// Decides heading levels: a heading the table of contents lists (preferably under the same chapter) takes the
/// entry's level (2, or 3 when indented); any other detected heading is level 4.
struct BilingualHeadingLevels {
    /// The table of contents.
    var toc: BilingualTableOfContents
    /// Lines of the entries already matched to a heading.
    private(set) var used: Set<Int> = []

    init(toc: BilingualTableOfContents) {
        self.toc = toc
    }

    /// The level of `title` in `chapter`, and the table of contents' Chinese title when the body has none.
    mutating func resolve(_ title: BilingualTitle, chapter: String?) -> (level: Int, tocZH: String?) {
        guard let en = title.en else { return (4, nil) }
        let key = BilingualTextRules.titleKey(en)
        let matching = toc.entries.filter { entry in
            guard entry.kind == .section, let listed = entry.title.en else { return false }
            return BilingualTextRules.sameTitleKey(BilingualTextRules.titleKey(listed), key)
        }
        let entry = matching.first { $0.chapter == chapter && !used.contains($0.line) }
            ?? matching.first { !used.contains($0.line) } ?? matching.first
        guard let entry else { return (4, nil) }
        used.insert(entry.line)
        return (entry.level, entry.title.zh)
    }

    /// The section entries that no heading matched.
    var unmatched: [BilingualTableOfContents.Entry] {
        toc.entries.filter { $0.kind == .section && !used.contains($0.line) }
    }
}
