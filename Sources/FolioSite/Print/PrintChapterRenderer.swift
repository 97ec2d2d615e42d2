import FolioCore
import FolioMarkdown
import Foundation

/// Renders a chapter's body for the print page from its parsed tree (no second parse), by the site's
/// `ChapterRenderer` in its print mode: ids prefixed per chapter, links rewritten to in-page anchors,
/// headings shifted under the chapter's title, and in a single-language print only that language of
/// each translation pair.
public struct PrintChapterRenderer: Sendable {
    /// The site's chapter renderer (links resolved against the whole book).
    public let renderer: ChapterRenderer
    /// The ids of the print page, for prefixes and link targets.
    public let anchors: PrintAnchors
    /// The printed language, or nil for both.
    public let language: Language?

    /// A renderer printing `language` only (nil: both languages).
    public init(renderer: ChapterRenderer, anchors: PrintAnchors, language: Language?) {
        self.renderer = renderer
        self.anchors = anchors
        self.language = language
    }

    /// The body of `chapter` for the print page, its `##` headings rendered `headingShift` levels
    /// deeper, with `links` (the links of the chapter's own page) when the caller has them.
    /// Diagnostics are dropped: the chapter's own page reports the same ones.
    public func render(_ chapter: Chapter, headingShift: Int, links: ChapterLinks? = nil) -> String {
        String(decoding: renderUTF8(chapter, headingShift: headingShift, links: links), as: UTF8.self)
    }

    /// `render(_:headingShift:links:)` as UTF-8; `memo` holds the alignments of the chapter's page
    /// (used when both languages are printed: the tree is then the page's own).
    public func renderUTF8(_ chapter: Chapter, headingShift: Int, links: ChapterLinks? = nil, memo: PairingMemo? = nil) -> [UInt8] {
        let printed = language.map { chapter.replacingDocument(PrintLanguageFilter.filter(chapter.document, keeping: $0)) } ?? chapter
        let sitePath = chapter.outputPath
        let anchors = self.anchors
        let placement = ChapterRenderer.PrintPlacement(
            idPrefix: PrintAnchors.prefix(ofTop: anchors.topID(ofChapter: chapter.id)), headingShift: headingShift,
            rewriteHref: { anchors.rewrite($0, from: sitePath) })
        return renderer.render(printed, pagePath: sitePath, links: links ?? renderer.links.links(of: chapter, pagePath: sitePath),
                               print: placement, memo: language == nil ? memo : nil).utf8
    }
}
