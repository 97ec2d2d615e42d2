import FolioCore

/// Gives figures their words: an image with no alt text takes the caption beside it (`Figure 6-1 A
/// status bar…`, `图 6-1 …`), or else a short description from its place (the section it is in and its
/// number there); a caption whose image the source lost becomes a visible figure frame
/// (`> [!FIGURE]`) holding the caption and its translation, not a bare paragraph.
enum FigureCaptions {
    /// `blocks` with alt text on every image and lost figures framed.
    static func applied(_ blocks: [MarkdownBlock], chapterTitle: String?) -> [MarkdownBlock] {
        var out: [MarkdownBlock] = []
        var section = chapterTitle ?? ""
        var figureInSection = 0
        var index = 0
        while index < blocks.count {
            let block = blocks[index]
            if block.headingLevel != nil {
                let previous = out.last
                section = previous?.headingLevel == block.headingLevel && previous?.language == .en && block.language == .zh
                    ? "\(previous!.visible) / \(block.visible)" : block.visible
                figureInSection = 0
            }
            if block.shape == .image {
                figureInSection += 1
                let caption = [out.last, index + 1 < blocks.count ? blocks[index + 1] : nil]
                    .compactMap { $0 }.first { isCaption($0) }
                let alt = caption?.visible ?? (section.isEmpty ? "Figure \(figureInSection)" : "\(section), figure \(figureInSection)")
                out.append(MarkdownBlock(withAlt(block.markdown, alt)))
                index += 1
                continue
            }
            if isCaption(block), !isTableCaption(block), !isImage(out.last), !isImage(index + 1 < blocks.count ? blocks[index + 1] : nil) {
                var caption = [block.markdown]
                if index + 1 < blocks.count, blocks[index + 1].isParagraph, blocks[index + 1].language != block.language,
                   isShortLine(blocks[index + 1]) {
                    caption.append(numbered(blocks[index + 1].markdown, like: block.visible))
                    index += 1
                }
                out.append(MarkdownBlock(CalloutLabels.quote(kind: "FIGURE", caption)))
                index += 1
                continue
            }
            if isCaption(block), isTableCaption(block), index + 1 < blocks.count, blocks[index + 1].isParagraph,
               blocks[index + 1].language != block.language, isShortLine(blocks[index + 1]) {
                // a table's caption and its translation stay text; the translation gets the number too
                out += [block, MarkdownBlock(numbered(blocks[index + 1].markdown, like: block.visible))]
                index += 2
                continue
            }
            out.append(block)
            index += 1
        }
        return out
    }

    /// True for a caption paragraph: `Figure 6-1` / `Table 2-3` / `图 6-1` / `表 2-3` and a title that
    /// is not a sentence (`Figure 6-3 shows…` is body text).
    static func isCaption(_ block: MarkdownBlock) -> Bool {
        guard block.isParagraph else { return false }
        let text = block.visible
        var rest = Substring(text)
        var english = false
        for word in ["Figure", "Fig.", "Table", "图", "表"] where rest.hasPrefix(word) {
            rest = rest.dropFirst(word.count)
            english = word.first!.isLatinLetter
            break
        }
        guard rest.count < text.count else { return false }
        rest = rest.drop { $0 == " " }
        let number = rest.prefix { $0.isNumber || "-–.－".contains($0) }
        guard number.contains(where: \.isNumber), number.count >= 3 else { return false }
        let title = rest.dropFirst(number.count).drop { $0 == " " }
        guard let first = title.first, !title.hasSuffix("。") else { return false }
        // a title starts with a capital, or with a name that has one (`iPhone OS displays…`); `shows…` is a sentence
        let firstWord = title.prefix { $0.isLetter }
        if english { return firstWord.contains(where: \.isUppercase) && !title.hasSuffix(".") }
        return first.isHan || first.isUppercase
    }

    /// True for a table's caption (`Table 10-1 …`, `表 2-3 …`): its table is the text after it, not a lost image.
    static func isTableCaption(_ block: MarkdownBlock) -> Bool {
        block.visible.hasPrefix("Table") || block.visible.hasPrefix("表")
    }

    /// The other language's line of a caption with the figure's number in front, when it has none
    /// (`多段后退按钮` → `图 6-6 多段后退按钮`), so a reader of either language can find the figure
    /// the text names.
    static func numbered(_ line: String, like caption: String) -> String {
        let parts = caption.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[1].contains(where: \.isNumber), !line.contains(String(parts[1])) else { return line }
        let isTable = caption.hasPrefix("Table") || caption.hasPrefix("表")
        let word = MarkdownBlock(line).language == .zh ? (isTable ? "表" : "图") : (isTable ? "Table" : "Figure")
        return "\(word) \(parts[1]) \(line)"
    }

    /// A short paragraph: the other language's line of a caption.
    private static func isShortLine(_ block: MarkdownBlock) -> Bool {
        block.visible.count <= 80
    }

    private static func isImage(_ block: MarkdownBlock?) -> Bool { block?.shape == .image }

    /// An image `![…](url …)` with `alt` as its alt text, whatever it had.
    static func replacingAlt(of image: String, with alt: String) -> String {
        guard image.hasPrefix("!["), let close = image.range(of: "](") else { return image }
        return "![" + alt.markdownEscaped + image[close.lowerBound...]
    }

    /// An image block `![](url …)` with `alt` as its alt text (an existing alt text is kept).
    static func withAlt(_ markdown: String, _ alt: String) -> String {
        guard markdown.hasPrefix("![]") else { return markdown }
        return "![" + alt.markdownEscaped + "]" + markdown.dropFirst(3)
    }
}
