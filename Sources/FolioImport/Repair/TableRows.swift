import FolioCore
import Foundation

/// Recovers tables that the source left as loose paragraphs, as GFM tables:
/// - rows under a header of bold cells (`**Button name**`, `**Function**`): each row an optional icon
///   (an image, which takes the row's name as alt text, or a short text such as `Cancel`), a name
///   (`Action动作`, or bold terms in both languages) and the paragraphs that describe it;
/// - lines of two columns split by the only space outside parentheses, in Chinese text, which puts
///   no spaces between words (`分享(Share) 发送到网站或者和他人分享内容`), under a header line of the same
///   shape.
/// A table needs at least `minimumRows` body rows; anything that breaks the shape ends it.
enum TableRows {
    /// The fewest body rows that make a table.
    static let minimumRows = 3

    /// `blocks` with every recovered table written as one GFM table block.
    static func applied(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        var out: [MarkdownBlock] = []
        var index = 0
        while index < blocks.count {
            if let (table, end) = headedRows(blocks, from: index) ?? spacedColumns(blocks, from: index) {
                out.append(MarkdownBlock(table))
                index = end
            } else {
                out.append(blocks[index])
                index += 1
            }
        }
        return out
    }

    // MARK: Rows under a header of bold cells

    private struct Row {
        var icon: String?
        var name: [String] = []
        var description: [String] = []
    }

    private static func headedRows(_ blocks: [MarkdownBlock], from start: Int) -> (String, Int)? {
        var headerEnd = start
        while headerEnd < blocks.count, blocks[headerEnd].isBoldOnly, isName(blocks[headerEnd]),
              headerEnd == start || blocks[headerEnd].language == blocks[start].language { headerEnd += 1 }
        // a bold cell followed by its bold translation is the first row's name, not a header cell
        if headerEnd < blocks.count, blocks[headerEnd].isBoldOnly, headerEnd - start > 2 { headerEnd -= 1 }
        let columns = headerEnd - start
        guard columns == 2 || columns == 3 else { return nil }
        var rows: [Row] = []
        var row = Row()
        var rowStart = headerEnd
        var index = headerEnd
        var broken = false
        /// Ends the current row; a row without a name or a description ends the table before it.
        func close() {
            guard !row.name.isEmpty, !row.description.isEmpty else {
                broken = true
                return
            }
            rows.append(row)
            row = Row()
            rowStart = index
        }
        while index < blocks.count, !broken {
            let block = blocks[index]
            let lastDescription = row.description.last.map(MarkdownBlock.init)
            if block.shape == .image {
                if !row.name.isEmpty || row.icon != nil { close() }
                row.icon = block.markdown
            } else if block.isParagraph, !block.isBoldOnly, lastDescription?.language == .en, block.language == .zh {
                row.description.append(block.markdown)  // the Chinese of the English description, however short
            } else if block.isParagraph, isName(block) {
                if !row.description.isEmpty { close() }
                if let last = row.name.last, row.icon == nil, !block.isBoldOnly,
                   MarkdownBlock(last).language == block.language || block.language == nil {
                    row.icon = last  // a text icon (`Cancel`) before the name (`Cancel取消`)
                    row.name = [block.markdown]
                } else {
                    row.name.append(block.markdown)
                }
            } else if block.isParagraph, !block.isBoldOnly, !block.markdown.hasPrefix("**"), !row.name.isEmpty,
                      !(lastDescription?.language == .zh && block.language == .en) {
                row.description.append(block.markdown)
            } else {
                break
            }
            if !broken { index += 1 }
        }
        if !broken, !row.name.isEmpty, !row.description.isEmpty { rows.append(row) } else { index = rowStart }
        guard rows.count >= minimumRows else { return nil }
        let header = blocks[start..<headerEnd].map { String($0.markdown.dropFirst(2).dropLast(2)) }
        let body = rows.map { row -> [String] in
            // a bold name stood in for the row's first cell; in a table the cell says that by itself
            let name = row.name.map { MarkdownBlock($0).isBoldOnly ? String($0.dropFirst(2).dropLast(2)) : $0 }.joined(separator: " ")
            let description = row.description.dropFirst().reduce(row.description[0]) { text, next in
                text.last?.isHan == true && next.first?.isHan == true ? text + next : text + " " + next
            }
            let icon = row.icon.map { FigureCaptions.replacingAlt(of: $0, with: MarkdownBlock.visibleText(of: name)) }
            if columns == 3 { return [icon ?? "", name, description] }
            return [[icon, name].compactMap { $0 }.joined(separator: " "), description]
        }
        return (table(header: header, rows: body), index)
    }

    /// A name cell: short, no sentence mark anywhere.
    private static func isName(_ block: MarkdownBlock) -> Bool {
        block.visible.count <= 40 && block.tally.wordCount <= 5 && !block.visible.contains { ".!?。！？；;，".contains($0) }
    }

    // MARK: Two columns split by one space in Chinese lines

    private static func spacedColumns(_ blocks: [MarkdownBlock], from start: Int) -> (String, Int)? {
        var rows: [[String]] = []
        var index = start
        while index < blocks.count, blocks[index].isParagraph, let cells = twoCells(blocks[index].markdown) {
            rows.append(cells)
            index += 1
        }
        guard rows.count >= minimumRows + 1 else { return nil }
        return (table(header: rows[0], rows: Array(rows.dropFirst())), index)
    }

    /// The two cells of `line` when it is one line of Chinese with exactly one space outside
    /// parentheses, between a Han character or closing parenthesis and a Han character.
    static func twoCells(_ line: String) -> [String]? {
        guard !line.contains("\n"), line.count <= 80, line.contains(where: \.isHan) else { return nil }
        var depth = 0
        var splits: [String.Index] = []
        for index in line.indices {
            switch line[index] {
            case "(", "（": depth += 1
            case ")", "）": depth -= 1
            case " " where depth == 0: splits.append(index)
            default: break
            }
        }
        guard splits.count == 1, let split = splits.first, split > line.startIndex else { return nil }
        let before = line[line.index(before: split)]
        let after = line.index(after: split) < line.endIndex ? line[line.index(after: split)] : " "
        guard before.isHan || before == ")" || before == "）", after.isHan else { return nil }
        return [String(line[..<split]), String(line[line.index(after: split)...])]
    }

    // MARK: Writing

    private static func table(header: [String], rows: [[String]]) -> String {
        func line(_ cells: [String]) -> String {
            "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ") }
                .joined(separator: " | ") + " |"
        }
        return ([line(header), "|" + String(repeating: " --- |", count: header.count)] + rows.map(line)).joined(separator: "\n")
    }
}
