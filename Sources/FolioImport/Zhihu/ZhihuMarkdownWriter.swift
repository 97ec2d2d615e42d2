import FolioCore

/// Writes article blocks as a Markdown body following the content format (README.md).
///
/// Headings become `##`… lines, English first, then Chinese; images their own
/// `![](url "WxH")` paragraph; paragraphs starting with a bullet (`·`, `•`) list items; an English
/// list item directly followed by a Chinese one becomes one bilingual item with two paragraphs. A run
/// of at least `minimumRepeatedRun` blocks repeated verbatim right after itself is written once.
public struct ZhihuMarkdownWriter: Sendable {
    /// The shortest repeated run of blocks that is dropped.
    public var minimumRepeatedRun: Int

    /// Creates a writer.
    public init(minimumRepeatedRun: Int = 3) {
        self.minimumRepeatedRun = max(1, minimumRepeatedRun)
    }

    /// The Markdown body of `blocks` (no trailing newline; empty for no blocks); `chapterTitle` describes
    /// the figures before the first heading.
    public func write(_ blocks: [ArticleBlock], chapterTitle: String? = nil) -> String {
        var notes: [String] = []
        return write(blocks, chapterTitle: chapterTitle, notes: &notes)
    }

    /// `write(_:chapterTitle:)`, adding to `notes` what the repairs changed that a reader should know.
    public func write(_ blocks: [ArticleBlock], chapterTitle: String? = nil, notes: inout [String]) -> String {
        let rendered = Self.removingRepeatedRuns(renderBlocks(blocks), minimumRun: minimumRepeatedRun)
        return BlockRepair.repaired(rendered, chapterTitle: chapterTitle, joiningBrokenSentences: false, notes: &notes).joined(separator: "\n\n")
    }

    private enum Item {
        case block(String)
        case listItem(InlineText, marker: String)
    }

    private func renderBlocks(_ blocks: [ArticleBlock]) -> [String] {
        var items: [Item] = []
        for block in blocks {
            switch block {
            case .heading(let level, let heading):
                let hashes = String(repeating: "#", count: level)
                if let en = heading.en { items.append(.block("\(hashes) \(Self.headingEscaped(en))")) }
                if let zh = heading.zh { items.append(.block("\(hashes) \(Self.headingEscaped(zh))")) }
            case .image(let url, let width, let height):
                let size = (width != nil && height != nil) ? " \"\(width!)x\(height!)\"" : ""
                items.append(.block("![](\(ZhihuLinks.markdownDestination(url))\(size))"))
            case .listItem(let text, let ordered):
                items.append(.listItem(text, marker: ordered ? "1." : "-"))
            case .paragraph(let text):
                if let bullet = Self.bulletLength(text.plain) {
                    let rest = text.droppingFirst(bullet)
                    if !rest.isBlank { items.append(.listItem(rest, marker: "-")) }
                } else {
                    items.append(.block(text.markdown))
                }
            }
        }
        return mergingBilingualListItems(items)
    }

    /// Pairs an English list item with the Chinese item after it; renders every item.
    private func mergingBilingualListItems(_ items: [Item]) -> [String] {
        var out: [String] = []
        var index = 0
        while index < items.count {
            defer { index += 1 }
            switch items[index] {
            case .block(let text):
                out.append(text)
            case .listItem(let text, let marker):
                let indent = String(repeating: " ", count: marker.count + 1)
                var item = "\(marker) \(text.markdown)"
                if index + 1 < items.count, case .listItem(let next, let nextMarker) = items[index + 1], nextMarker == marker,
                   text.plain.dominantLanguage == .en, next.plain.dominantLanguage == .zh {
                    item += "\n\n\(indent)\(next.markdown)"
                    index += 1
                }
                out.append(item)
            }
        }
        return out
    }

    /// `text` escaped for a heading line: inline markup only (a heading's text cannot start a list,
    /// so `2. Determine Eligibility` keeps its number as written).
    static func headingEscaped(_ text: String) -> String {
        String(("x" + text).markdownEscaped.dropFirst())
    }

    /// The length of a leading bullet (`·`, `•`, `●`) and the white space after it.
    static func bulletLength(_ text: String) -> Int? {
        guard let first = text.first, "·•●".contains(first) else { return nil }
        return 1 + text.dropFirst().prefix { $0.isWhitespace }.count
    }

    /// `blocks` with every run of at least `minimumRun` blocks that is repeated right after itself kept once.
    public static func removingRepeatedRuns(_ blocks: [String], minimumRun: Int) -> [String] {
        var out: [String] = []
        var index = 0
        while index < blocks.count {
            var found = 0
            var length = (blocks.count - index) / 2
            while length >= minimumRun {
                if blocks[index] == blocks[index + length],
                   blocks[index..<(index + length)].elementsEqual(blocks[(index + length)..<(index + 2 * length)]) {
                    found = length
                    break
                }
                length -= 1
            }
            if found > 0 {
                out.append(contentsOf: blocks[index..<(index + found)])
                index += 2 * found
            } else {
                out.append(blocks[index])
                index += 1
            }
        }
        return out
    }
}
