import Foundation
import FolioCore
import FolioMarkdown

/// Finds a chapter's sections: each top-level heading, or English+Chinese heading pair, starts one.
/// Anchors come from the English title where there is one, else from the section number, else from a
/// fingerprint of the Chinese title, so they are ASCII, stable across re-imports and language-neutral.
public enum SectionIndexer {
    /// The sections of `document`, in order, with unique anchors.
    public static func sections(of document: MarkdownNode) -> [Section] {
        var sections: [Section] = []
        var anchors = UniqueAnchors()
        let blocks = document.children
        var index = 0
        while index < blocks.count {
            guard let level = blocks[index].headingLevel else {
                index += 1
                continue
            }
            var nodes = [blocks[index]]
            if index + 1 < blocks.count, blocks[index + 1].headingLevel == level,
               let first = TranslationPairing.language(of: blocks[index]),
               let second = TranslationPairing.language(of: blocks[index + 1]), first != second {
                nodes.append(blocks[index + 1])
            }
            var title = BilingualText()
            var number: String?
            for node in nodes {
                let (headingNumber, text) = splitNumber(node.plainText)
                number = number ?? headingNumber
                if TranslationPairing.language(of: node) == .en { title.en = text } else { title.zh = text }
            }
            if title.en == nil && title.zh == nil { title.zh = number }
            let anchor = anchors.claim(anchorBase(title: title, number: number))
            sections.append(Section(level: level, title: title, number: number, anchor: anchor,
                                    lines: nodes.map(\.line), blockIndex: index))
            index += nodes.count
        }
        return sections
    }

    /// Splits a leading section number (`2.1`, `1.1.1`, `3.`) from a heading's text.
    public static func splitNumber(_ text: String) -> (number: String?, text: String) {
        HeadingNumber.split(text)
    }

    /// The anchor for a title before de-duplication.
    public static func anchorBase(title: BilingualText, number: String?) -> String {
        if let en = title.en {
            let slug = Slug.make(en)
            if !slug.isEmpty { return slug }
        }
        if let number, !number.isEmpty { return "sec-" + number.replacingOccurrences(of: ".", with: "-") }
        let text = title.zh ?? title.en ?? "section"
        let slug = Slug.make(text)
        if slug.isEmpty { return "h-" + ContentHash.of(text).prefix(8) }
        // A Chinese title with a few Latin words (`AR 徽章`) would otherwise share the slug of every
        // other title with the same Latin words.
        return text.containsHan ? slug + "-" + ContentHash.of(text).prefix(4) : slug
    }
}
