import Foundation
import FolioCore
import FolioMarkdown

/// Renders a chapter's parsed tree into HTML for its page, resolving links against the whole book.
public struct ChapterRenderer: Sendable {
    public let links: SiteLinks
    /// "Also in" links under headings, on chapter pages (not in print).
    public let alsoIn: AlsoInLinks?
    /// How images are written on the page at a path: local copies of remote images (`folio images`)
    /// instead of the remote URL on the site, embedded copies or alt text in the EPUB.
    public let imageWriter: @Sendable (_ pagePath: String) -> HTMLRenderer.ImageWriter

    public init(links: SiteLinks, alsoIn: AlsoInLinks? = nil, images: ImageIndex = ImageIndex(),
                imageWriter: (@Sendable (_ pagePath: String) -> HTMLRenderer.ImageWriter)? = nil) {
        self.links = links
        self.alsoIn = alsoIn
        self.imageWriter = imageWriter ?? { images.writer(forPage: $0) }
    }

    /// Renders `chapter` for the page at `pagePath` (usually `chapter.outputPath`); `anchorPrefix` is
    /// prepended to every heading id (the print page uses it to keep ids unique across chapters), and
    /// `headingShift` moves headings down (print nests chapters under parts).
    /// `resolvedLinks` are the chapter's links when the caller has them (the print page renders a
    /// language-filtered copy of the tree but shares the whole chapter's links).
    public func render(_ chapter: Chapter, pagePath: String, anchorPrefix: String = "", headingShift: Int = 0,
                       resolvedLinks: ChapterLinks? = nil, rewriteHref: (@Sendable (String) -> String)? = nil) -> RenderedChapter {
        let chapterLinks = resolvedLinks ?? links.links(of: chapter, pagePath: pagePath)
        var diagnostics = chapterLinks.diagnostics
        var anchors: [Int: String] = [:]
        for section in chapter.sections {
            for line in section.lines { anchors[line] = anchorPrefix + section.anchor }
        }
        var extras: [Int: String] = [:]
        if let alsoIn, anchorPrefix.isEmpty {
            for section in chapter.sections {
                let html = alsoIn.html(for: chapter, anchor: section.anchor, pagePath: pagePath)
                if !html.isEmpty { for line in section.lines { extras[line] = html } }
            }
        }
        let resolvedAnchors = anchors
        let resolvedExtras = extras
        let renderer = HTMLRenderer(
            resolveLink: { url, node in
                chapterLinks.href(for: url, at: node).map { rewriteHref?($0) ?? $0 }
            },
            headingID: { resolvedAnchors[$0.line] },
            headingShift: headingShift,
            afterHeading: { resolvedExtras[$0.line] },
            writeImage: imageWriter(pagePath))
        var html: [UInt8] = []
        var pending: [MarkdownNode] = []
        for block in chapter.document.children {
            if case .codeBlock(let info, let literal) = block.kind, info.trimmingWhitespace() == "comments" {
                renderer.renderBlocks(pending, into: &html)
                pending = []
                do {
                    html.appendUTF8(Comment.html(try Comment.decodeThread(literal)))
                } catch let error as Comment.TooDeep {
                    diagnostics.append(.error(error.description, at: SourceLocation(path: chapter.sourcePath, line: block.line, column: block.column)))
                } catch {
                    diagnostics.append(.error("comments block is not valid JSON: \(error)",
                                              at: SourceLocation(path: chapter.sourcePath, line: block.line, column: block.column)))
                }
            } else {
                pending.append(block)
            }
        }
        renderer.renderBlocks(pending, into: &html)
        return RenderedChapter(utf8: html, diagnostics: diagnostics)
    }
}
