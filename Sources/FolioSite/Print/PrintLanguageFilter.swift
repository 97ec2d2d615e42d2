import FolioCore
import FolioMarkdown

/// Keeps one language of a bilingual book for a single-language print: in every container (the
/// document, block quotes, list items) each translation pair keeps only its side in that language,
/// and a bilingual heading keeps only that heading. Blocks that have no translation stay, whatever
/// their language. The tree is filtered, not parsed again; heading lines are kept, so section
/// anchors still find their headings.
public enum PrintLanguageFilter {
    /// `document` with only `language` kept in each translation pair.
    public static func filter(_ document: MarkdownNode, keeping language: Language) -> MarkdownNode {
        var copy = document
        switch document.kind {
        case .document, .blockQuote, .callout, .item:
            copy.children = filterBlocks(document.children, keeping: language)
        case .list:
            copy.children = document.children.map { filter($0, keeping: language) }
        default:
            break
        }
        return copy
    }

    /// Sibling blocks after grouping them into pairs and keeping one side of each pair.
    static func filterBlocks(_ blocks: [MarkdownNode], keeping language: Language) -> [MarkdownNode] {
        var kept: [MarkdownNode] = []
        for group in TranslationPairing.group(blocks) {
            switch group {
            case .single(let node, _):
                kept.append(filter(node, keeping: language))
            case .pair(let english, let chinese):
                kept += (language == .en ? english : chinese).map { filter($0, keeping: language) }
            }
        }
        return kept
    }
}

extension BilingualText {
    /// The text in `language` only (the other language when it has none); both when `language` is nil.
    public func keeping(_ language: Language?) -> BilingualText {
        switch language {
        case .en?: return en != nil ? BilingualText(en: en) : BilingualText(zh: zh)
        case .zh?: return zh != nil ? BilingualText(zh: zh) : BilingualText(en: en)
        case nil: return self
        }
    }
}

extension PrintLanguage {
    /// The one language printed, or nil for both.
    public var language: Language? {
        switch self {
        case .en: return .en
        case .zh: return .zh
        case .both: return nil
        }
    }
}
