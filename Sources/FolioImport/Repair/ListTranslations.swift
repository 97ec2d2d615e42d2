import FolioCore

/// A Chinese paragraph right after a list whose last item is English only, and which can translate that
/// item, becomes the item's second paragraph: a bilingual item, like its siblings, instead of a
/// Chinese paragraph loose after the list (it happens where the item was broken at a page break).
enum ListTranslations {
    /// `blocks` with each such translation moved into its item.
    static func attached(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        var out: [MarkdownBlock] = []
        for block in blocks {
            if let list = out.last, list.shape == .list, block.isParagraph, block.language == .zh,
               let item = lastItem(list.markdown), !item.contains("\n\n"), item.dominantLanguage == .en,
               canTranslate(item, block) {
                let indent = String(repeating: " ", count: itemMarkerWidth(item))
                out[out.count - 1] = MarkdownBlock(list.markdown + "\n\n" + indent + block.markdown)
            } else {
                out.append(block)
            }
        }
        return out
    }

    /// The text of the last item of `list`, from its marker on.
    private static func lastItem(_ list: String) -> String? {
        let lines = list.components(separatedBy: "\n")
        guard let start = lines.lastIndex(where: { itemMarkerWidth($0) > 0 }) else { return nil }
        return lines[start...].joined(separator: "\n")
    }

    /// The width of the list marker that opens `line` (`- `, `12. `), or 0.
    private static func itemMarkerWidth(_ line: String) -> Int {
        if line.hasPrefix("- ") || line.hasPrefix("* ") || line.hasPrefix("+ ") { return 2 }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 9 else { return 0 }
        let rest = line.dropFirst(digits.count)
        return rest.hasPrefix(". ") || rest.hasPrefix(") ") ? digits.count + 2 : 0
    }

    private static func canTranslate(_ item: String, _ block: MarkdownBlock) -> Bool {
        let words = MarkdownBlock(item).tally.wordCount
        let han = block.tally.hanCount
        return TranslationAlignment.isPlausible(words: words, han: han)
    }
}
