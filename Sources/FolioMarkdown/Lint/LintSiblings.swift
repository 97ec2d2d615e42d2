import FolioCore

/// The sibling blocks of one container as the lint rules see them: the blocks, the runs the build
/// groups them into (`TranslationPairing.runs(of:)`), and each block's plain text, trimmed.
struct LintSiblings {
    let blocks: [MarkdownNode]
    let runs: [BlockRun]
    let texts: [String]

    init(_ blocks: [MarkdownNode]) {
        self.blocks = blocks
        runs = TranslationPairing.runs(of: blocks)
        texts = blocks.map { LintText.trimmed($0.plainText) }
    }

    /// True when block `index` is a paragraph (not a heading, list, quote …).
    func isParagraph(_ index: Int) -> Bool { blocks[index].kind == .paragraph }
}
