import FolioCore

/// A run of sibling blocks after applying the bilingual contract: either a translation pair (English
/// blocks directly followed by the Chinese blocks that translate them) or a single block.
public enum BlockGroup: Sendable, Equatable {
    case pair(en: [MarkdownNode], zh: [MarkdownNode])
    case single(MarkdownNode, language: Language?)
}

/// `BlockGroup` as positions in the sibling blocks, for walking the groups without copying nodes.
public enum BlockRun: Sendable, Equatable {
    case pair(en: Range<Int>, zh: Range<Int>)
    case single(Int, language: Language?)
}

/// The language of blocks, and the grouping of sibling blocks into translation pairs.
public enum TranslationPairing {
    /// The language of a block: by script for text blocks; for containers, the one language all their
    /// text blocks share (nil when they mix languages or have no letters). Images and code have none.
    /// Worked out when the node is made (`MarkdownNode.language`), so asking costs nothing.
    public static func language(of node: MarkdownNode) -> Language? { node.language }

    /// The language and whether there are letters, for a node of kind `kind` with `children` (whose
    /// own languages are already known).
    static func classify(_ kind: MarkdownNode.Kind, children: [MarkdownNode]) -> (language: Language?, hasLetters: Bool) {
        switch kind {
        case .text(let text), .code(let text), .codeBlock(_, let text):
            return (nil, text.unicodeScalars.contains { $0.isHan || $0.isLatinLetter })
        case .htmlBlock, .htmlInline, .thematicBreak:
            return (nil, false)
        default:
            break
        }
        let hasLetters = children.contains(where: \.hasLetters)
        switch kind {
        case .paragraph, .heading, .tableCell:
            if children.allSatisfy(isImageOrSpace) { return (nil, hasLetters) }
            return (hasLetters ? MarkdownNode.dominantLanguage(of: kind, children: children) : nil, hasLetters)
        default:
            var found: Language?
            for child in children where child.isBlock {
                guard let language = child.language else {
                    if child.hasLetters { return (nil, hasLetters) }
                    continue
                }
                if let current = found, current != language { return (nil, hasLetters) }
                found = language
            }
            return (found, hasLetters)
        }
    }

    /// Groups sibling blocks: a maximal run of English blocks directly followed by a run of Chinese
    /// blocks is aligned block by block into pairs (`aligned`); headings pair only with one heading of
    /// the same level. Blocks without a language, and blocks without a partner, stay single.
    public static func group(_ blocks: [MarkdownNode]) -> [BlockGroup] {
        runs(of: blocks).map { run in
            switch run {
            case .pair(let english, let chinese): return .pair(en: Array(blocks[english]), zh: Array(blocks[chinese]))
            case .single(let index, let language): return .single(blocks[index], language: language)
            }
        }
    }

    /// `group(_:)` as positions in `blocks`.
    public static func runs(of blocks: [MarkdownNode]) -> [BlockRun] {
        var runs: [BlockRun] = []
        var index = 0
        while index < blocks.count {
            let language = blocks[index].language
            guard language == .en else {
                runs.append(.single(index, language: language))
                index += 1
                continue
            }
            if let level = blocks[index].headingLevel {
                if index + 1 < blocks.count, blocks[index + 1].headingLevel == level, blocks[index + 1].language == .zh {
                    runs.append(.pair(en: index..<index + 1, zh: index + 1..<index + 2))
                    index += 2
                } else {
                    runs.append(.single(index, language: .en))
                    index += 1
                }
                continue
            }
            var enEnd = index
            while enEnd < blocks.count, blocks[enEnd].language == .en, blocks[enEnd].headingLevel == nil { enEnd += 1 }
            var zhEnd = enEnd
            while zhEnd < blocks.count, blocks[zhEnd].language == .zh, blocks[zhEnd].headingLevel == nil { zhEnd += 1 }
            if zhEnd > enEnd {
                runs += aligned(blocks, english: index..<enEnd, chinese: enEnd..<zhEnd)
                index = zhEnd
            } else {
                for english in index..<enEnd { runs.append(.single(english, language: .en)) }
                index = enEnd
            }
        }
        return runs
    }

    /// A run of English blocks and the run of Chinese blocks after it, aligned block by block
    /// (`TranslationAlignment`): each step with both sides of the same families is a pair; a block
    /// without a partner (a label, a name, an untranslated sentence) stays single, so a label never
    /// takes a Chinese sentence as its "translation" and hides it in English mode.
    static func aligned(_ blocks: [MarkdownNode], english: Range<Int>, chinese: Range<Int>) -> [BlockRun] {
        let labels = english.map { blocks[$0].kind == .paragraph && blocks[$0].plainText.isLabelLike }
        let sentences = chinese.map { blocks[$0].plainText.hasSentenceMark }
        if english.count == 1, chinese.count == 1, !isPlausible(blocks, english, chinese) || (labels[0] && sentences[0]) {
            return [.single(english.lowerBound, language: .en), .single(chinese.lowerBound, language: .zh)]
        }
        let steps = english.count == 1 && chinese.count == 1
            ? [TranslationAlignment.Step(english: 0..<1, chinese: 0..<1)]
            : TranslationAlignment.align(words: english.map { MarkdownNode.tally(of: blocks[$0...$0]).wordCount },
                                         han: chinese.map { MarkdownNode.tally(of: blocks[$0...$0]).hanCount },
                                         labels: labels, sentences: sentences)
        var runs: [BlockRun] = []
        var singles: [Int] = []  // blocks without a partner, kept in the order of the text
        func flushSingles() {
            runs += singles.sorted().map { .single($0, language: $0 < english.upperBound ? .en : .zh) }
            singles = []
        }
        for step in steps {
            let en = english.lowerBound + step.english.lowerBound..<english.lowerBound + step.english.upperBound
            let zh = chinese.lowerBound + step.chinese.lowerBound..<chinese.lowerBound + step.chinese.upperBound
            if !en.isEmpty, !zh.isEmpty, families(blocks, en) == families(blocks, zh) {
                flushSingles()
                runs.append(.pair(en: en, zh: zh))
            } else {
                singles += Array(en) + Array(zh)
            }
        }
        flushSingles()
        return runs
    }

    /// For one block each side: whether the Chinese is of a length that can translate the English
    /// (a label or a name does not pair with a long paragraph). The bounds are generous.
    private static func isPlausible(_ blocks: [MarkdownNode], _ english: Range<Int>, _ chinese: Range<Int>) -> Bool {
        let words = MarkdownNode.tally(of: blocks[english]).wordCount
        let han = MarkdownNode.tally(of: blocks[chinese]).hanCount
        return TranslationAlignment.isPlausible(words: words, han: han)
    }

    /// The families of blocks present in `range`, as bits (lists, tables, quotes, other text): a pair's
    /// two sides must hold the same ones.
    private static func families(_ blocks: [MarkdownNode], _ range: Range<Int>) -> Int {
        var found = 0
        for index in range {
            switch blocks[index].kind {
            case .list: found |= 1
            case .table: found |= 2
            case .blockQuote, .callout: found |= 4
            default: found |= 8
            }
        }
        return found
    }

    private static func isImageOrSpace(_ node: MarkdownNode) -> Bool {
        switch node.kind {
        case .image, .softBreak, .lineBreak: return true
        case .text(let s): return s.allSatisfy(\.isWhitespace)
        case .link: return node.children.allSatisfy(isImageOrSpace)
        default: return false
        }
    }

}

/// The translation runs of containers already aligned, by where their blocks stand in the file: a
/// chapter rendered twice from the same tree (its page and its print body) is aligned once. Use it
/// for one tree, from one thread at a time.
public final class PairingMemo: @unchecked Sendable {
    private struct Key: Hashable {
        var firstLine, firstColumn, lastLine, lastColumn, count: Int
    }

    private var known: [Key: [BlockRun]] = [:]

    public init() {}

    /// `TranslationPairing.runs(of: blocks)`, made once per run of blocks.
    public func runs(of blocks: [MarkdownNode]) -> [BlockRun] {
        guard let first = blocks.first, let last = blocks.last else { return [] }
        let key = Key(firstLine: first.line, firstColumn: first.column, lastLine: last.line, lastColumn: last.column, count: blocks.count)
        if let runs = known[key] { return runs }
        let runs = TranslationPairing.runs(of: blocks)
        known[key] = runs
        return runs
    }
}
