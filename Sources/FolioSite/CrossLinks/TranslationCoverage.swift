import FolioCore
import FolioMarkdown

/// How much of a chapter's English has a Chinese translation beside it (the bilingual contract,
/// applied in every container with `TranslationPairing.group`).
public struct TranslationCoverage: Sendable, Equatable {
    /// An English block without a Chinese partner.
    public struct Untranslated: Sendable, Equatable {
        public var location: SourceLocation
        /// The block's first words.
        public var excerpt: String
    }

    /// The chapter measured.
    public var chapterID: String
    /// The chapter's edition.
    public var edition: String
    /// English blocks (paragraphs, headings, paragraphs of list items …).
    public var englishBlocks: Int
    /// English blocks that have a Chinese partner.
    public var translatedBlocks: Int
    /// English blocks without a partner, in document order.
    public var untranslated: [Untranslated]

    /// Translated share, 0…1 (1 for a chapter without English).
    public var share: Double { englishBlocks == 0 ? 1 : Double(translatedBlocks) / Double(englishBlocks) }

    /// Measures `chapter`.
    public init(chapter: Chapter) {
        chapterID = chapter.id
        edition = chapter.edition
        englishBlocks = 0
        translatedBlocks = 0
        untranslated = []
        measure(chapter.document.children, path: chapter.sourcePath)
    }

    private mutating func measure(_ blocks: [MarkdownNode], path: String) {
        for group in TranslationPairing.group(blocks) {
            switch group {
            case .pair(let english, _):
                englishBlocks += english.count
                translatedBlocks += english.count
            case .single(let node, let language):
                switch node.kind {
                case .list, .item, .blockQuote, .callout:
                    if language == nil || node.kind == .item {
                        measure(node.children, path: path)
                        continue
                    }
                default: break
                }
                guard language == .en else { continue }
                englishBlocks += 1
                let text = node.plainText.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
                untranslated.append(Untranslated(location: SourceLocation(path: path, line: node.line, column: node.column),
                                                 excerpt: text.count > 60 ? String(text.prefix(60)) + "…" : text))
            }
        }
    }
}

extension Book {
    /// Translation coverage of every chapter, in reading order.
    public var translationCoverage: [TranslationCoverage] { chapters.map(TranslationCoverage.init(chapter:)) }
}
