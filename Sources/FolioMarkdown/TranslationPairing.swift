import FolioCore

/// A run of sibling blocks after applying the bilingual contract: either a translation pair (English
/// blocks directly followed by the Chinese blocks that translate them) or a single block.
public enum BlockGroup: Sendable, Equatable {
    case pair(en: [MarkdownNode], zh: [MarkdownNode])
    case single(MarkdownNode, language: Language?)
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
    /// blocks of the same kinds becomes one pair; headings pair only with one heading of the same level.
    /// Blocks without a language, and runs without a partner, stay single.
    public static func group(_ blocks: [MarkdownNode]) -> [BlockGroup] {
        let languages = blocks.map(language(of:))
        var groups: [BlockGroup] = []
        var index = 0
        while index < blocks.count {
            let block = blocks[index]
            guard languages[index] == .en else {
                groups.append(.single(block, language: languages[index]))
                index += 1
                continue
            }
            if let level = block.headingLevel {
                if index + 1 < blocks.count, blocks[index + 1].headingLevel == level, languages[index + 1] == .zh {
                    groups.append(.pair(en: [block], zh: [blocks[index + 1]]))
                    index += 2
                } else {
                    groups.append(.single(block, language: .en))
                    index += 1
                }
                continue
            }
            var enEnd = index
            while enEnd < blocks.count, languages[enEnd] == .en, blocks[enEnd].headingLevel == nil { enEnd += 1 }
            var zhEnd = enEnd
            while zhEnd < blocks.count, languages[zhEnd] == .zh, blocks[zhEnd].headingLevel == nil { zhEnd += 1 }
            let english = Array(blocks[index..<enEnd])
            let chinese = Array(blocks[enEnd..<zhEnd])
            if !chinese.isEmpty && sameKinds(english, chinese) {
                groups.append(.pair(en: english, zh: chinese))
                index = zhEnd
            } else {
                groups.append(contentsOf: english.map { .single($0, language: .en) })
                index = enEnd
            }
        }
        return groups
    }

    private static func sameKinds(_ english: [MarkdownNode], _ chinese: [MarkdownNode]) -> Bool {
        // The set of families present, as bits: lists, tables, quotes, other text.
        func families(_ nodes: [MarkdownNode]) -> Int {
            nodes.reduce(0) { found, node in
                switch node.kind {
                case .list: return found | 1
                case .table: return found | 2
                case .blockQuote: return found | 4
                default: return found | 8
                }
            }
        }
        return families(english) == families(chinese)
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
