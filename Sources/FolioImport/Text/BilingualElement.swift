import FolioCore

/// One structural piece of a bilingual text, recognised from one or a few source lines.
struct BilingualElement: Sendable, Equatable {
    /// What the lines hold.
    enum Kind: Sendable, Equatable {
        /// A part or chapter marker with the title lines that follow it.
        case marker(BilingualMarker, BilingualTitle)
        /// A section heading (English and/or Chinese); its level is decided later from the table of contents.
        case heading(BilingualTitle)
        /// A paragraph of raw source text (lines already joined).
        case paragraph(String)
        /// A list item: its paragraphs (English, then Chinese when the translation follows it).
        case listItem([String])
        /// A table row: raw cell texts.
        case tableRow([String])
        /// A figure or table caption: label (`Figure 1-1`), English caption, Chinese caption.
        case caption(label: String, en: String?, zh: String?)
    }

    /// What the element is.
    var kind: Kind
    /// 1-based first source line.
    var firstLine: Int
    /// 1-based last source line.
    var lastLine: Int

    /// The paragraph text, when the element is a paragraph.
    var paragraphText: String? {
        if case .paragraph(let text) = kind { return text }
        return nil
    }

    /// True for markers and headings (the elements that give the text its structure).
    var isStructural: Bool {
        switch kind {
        case .marker, .heading: return true
        default: return false
        }
    }
}
