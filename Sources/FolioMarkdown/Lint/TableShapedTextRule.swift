import FolioCore

/// `table-shaped-text`: the rows of a table left as loose paragraphs or lines. Two shapes are judged:
/// at least `minimumRows` consecutive short lines (lines of one paragraph, or one-line paragraphs)
/// that each split into the same number of cells at a column gap (a tab, two or more spaces, or a
/// closing bracket that ends a name before the next cell: `分享(Share) 发送到…`, not `(1) Open …`; a
/// double space after a full stop is no gap); and a cycle of blocks repeated at least
/// `minimumRows` times that holds a short name without sentence punctuation and something else
/// (an icon, a description): name/description rows with or without an icon image.
enum TableShapedTextRule {
    static let minimumRows = 3
    /// A row line or a name is at most this many characters.
    static let maximumRowLength = 80

    static func findings(in siblings: LintSiblings) -> [ContentFinding] {
        columnRows(siblings) + repeatedCycles(siblings)
    }

    // MARK: Lines with column gaps

    private static func columnRows(_ siblings: LintSiblings) -> [ContentFinding] {
        var found: [ContentFinding] = []
        var run: [(node: MarkdownNode, cells: Int)] = []
        func close() {
            var start = 0
            while start < run.count {
                var end = start + 1
                while end < run.count, run[end].cells == run[start].cells { end += 1 }
                if end - start >= minimumRows {
                    found.append(ContentFinding(.tableShapedText, "\(end - start) lines with \(run[start].cells) columns each are left as text; make them a table", at: run[start].node))
                }
                start = end
            }
            run = []
        }
        for block in siblings.blocks {
            guard block.kind == .paragraph else { close(); continue }
            let lines = LintText.lines(of: block)
            if lines.count > 1 { close() }
            for line in lines {
                guard line.count <= maximumRowLength, let cells = cellCount(line) else { close(); continue }
                run.append((block, cells))
            }
            if lines.count > 1 { close() }
        }
        close()
        return found
    }

    /// The number of cells of a row line, or nil when the line has no column gap.
    static func cellCount(_ line: String) -> Int? {
        let characters = Array(LintText.trimmed(line))
        var gaps = 0
        var index = 1
        while index < characters.count - 1 {
            let character = characters[index]
            let afterSentence = ".!?。！？".contains(characters[index - 1])
            if !afterSentence, character == "\t" || (character == " " && characters[index + 1] == " ") {
                var end = index
                while end < characters.count, characters[end] == " " || characters[end] == "\t" { end += 1 }
                gaps += 1
                index = end
                continue
            }
            if character == " ", ")）".contains(characters[index - 1]), !characters[index + 1].isPunctuation,
               let open = characters[..<index].lastIndex(where: { "(（".contains($0) }), open > 0 {
                gaps += 1
            }
            index += 1
        }
        return gaps > 0 ? gaps + 1 : nil
    }

    // MARK: Repeated name/description cycles

    /// The shape of a block in a row cycle.
    private enum Shape: Equatable {
        case image, name, text, other
    }

    private static func shape(_ block: MarkdownNode, text: String) -> Shape {
        guard block.kind == .paragraph else { return .other }
        if block.language == nil { return LintText.containsImage(block) ? .image : .other }
        let hasSentenceEnd = LintText.endsSentence(text) || text.contains { ".!?。！？".contains($0) }
        if text.count <= 30, !hasSentenceEnd, text.latinWordCount <= 4, LintText.hanCount(text) <= 12,
           !LintText.isBoldOnly(block), LintText.label(text) == nil {
            return .name
        }
        return hasSentenceEnd || text.count > 30 ? .text : .other
    }

    /// Cycles of blocks repeated at least `minimumRows` times; cycles of one table that irregular
    /// rows interrupt (at most `maximumInterruption` paragraphs, no heading) are reported once, at the first.
    private static func repeatedCycles(_ siblings: LintSiblings) -> [ContentFinding] {
        let shapes = siblings.blocks.indices.map { shape(siblings.blocks[$0], text: siblings.texts[$0]) }
        var tables: [(start: Int, end: Int, rows: Int, unit: [Shape])] = []
        var start = 0
        while start < shapes.count {
            guard let (end, unit) = cycle(in: shapes, from: start) else {
                start += 1
                continue
            }
            let rows = (end - start) / unit.count
            if let last = tables.last, start - last.end <= maximumInterruption,
               !siblings.blocks[last.end..<start].contains(where: { $0.kind != .paragraph }) {
                tables[tables.count - 1].end = end
                tables[tables.count - 1].rows += rows
            } else {
                tables.append((start, end, rows, unit))
            }
            start = end
        }
        return tables.map { table in
            ContentFinding(.tableShapedText, "\(table.rows) rows of \(table.unit.map(name).joined(separator: ", ")) are left as paragraphs; make them a table", at: siblings.blocks[table.start])
        }
    }

    static let maximumInterruption = 12

    /// The end of the longest run from `start` that repeats a unit of 2 or 3 shapes holding a name
    /// and a description at least `minimumRows` times, and the unit; nil when there is none.
    private static func cycle(in shapes: [Shape], from start: Int) -> (end: Int, unit: [Shape])? {
        for period in 2...3 where start + period <= shapes.count {
            let unit = Array(shapes[start..<start + period])
            guard unit.contains(.name), unit.contains(.text), !unit.contains(.other) else { continue }
            var end = start + period
            while end < shapes.count, shapes[end] == unit[(end - start) % period] { end += 1 }
            let rows = (end - start) / period
            if rows >= minimumRows { return (start + rows * period, unit) }
        }
        return nil
    }

    private static func name(_ shape: Shape) -> String {
        switch shape {
        case .image: return "image"
        case .name: return "name"
        case .text: return "text"
        case .other: return "block"
        }
    }
}
