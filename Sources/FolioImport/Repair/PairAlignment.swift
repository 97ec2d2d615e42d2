import FolioCore

/// Aligns a run of English paragraphs followed by a run of Chinese paragraphs (2 EN, then 2 ZH)
/// paragraph by paragraph (`TranslationAlignment`, the same alignment the build makes), and writes them
/// interleaved (EN, ZH, EN, ZH), so the Markdown shows each translation right after its English.
enum PairAlignment {
    /// `blocks` with every EN run → ZH run of paragraphs aligned and interleaved.
    static func aligned(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        var out: [MarkdownBlock] = []
        var index = 0
        while index < blocks.count {
            let englishEnd = run(of: .en, in: blocks, from: index)
            let chineseEnd = run(of: .zh, in: blocks, from: englishEnd)
            guard englishEnd - index >= 2, chineseEnd - englishEnd >= 2 else {
                out.append(blocks[index])
                index += 1
                continue
            }
            let english = Array(blocks[index..<englishEnd])
            let chinese = Array(blocks[englishEnd..<chineseEnd])
            let steps = TranslationAlignment.align(words: english.map(\.tally.wordCount), han: chinese.map(\.tally.hanCount),
                                                   labels: english.map(\.visible.isLabelLike), sentences: chinese.map(\.visible.hasSentenceMark))
            for step in steps {
                out += english[step.english] + chinese[step.chinese]
            }
            index = chineseEnd
        }
        return out
    }

    private static func run(of language: Language, in blocks: [MarkdownBlock], from start: Int) -> Int {
        var end = start
        while end < blocks.count, blocks[end].isParagraph, !blocks[end].isBoldOnly, blocks[end].language == language { end += 1 }
        return end
    }
}
