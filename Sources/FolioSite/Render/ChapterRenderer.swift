import Foundation
import FolioCore
import FolioMarkdown

/// Renders a chapter's parsed tree into HTML, resolving links against the whole book: for its own
/// page, or (`render(_:pagePath:links:print:)`) for the print page, by the same renderer.
public struct ChapterRenderer: Sendable {
    public let links: SiteLinks
    /// "Also in" links under headings, on chapter pages (not in print).
    public let alsoIn: AlsoInLinks?
    /// The local copies of remote images (`folio images`).
    public let images: ImageIndex
    /// How images are written on the page at a path: local copies of remote images (`folio images`)
    /// instead of the remote URL on the site, embedded copies or alt text in the EPUB.
    public let imageWriter: @Sendable (_ pagePath: String) -> HTMLRenderer.ImageWriter

    public init(links: SiteLinks, alsoIn: AlsoInLinks? = nil, images: ImageIndex = ImageIndex(),
                imageWriter: (@Sendable (_ pagePath: String) -> HTMLRenderer.ImageWriter)? = nil) {
        self.links = links
        self.alsoIn = alsoIn
        self.images = images
        self.imageWriter = imageWriter ?? { images.writer(forPage: $0) }
    }

    /// Where a body rendered for the print page stands in it.
    public struct PrintPlacement: Sendable {
        /// Prepended to every id of the body (keeps ids unique across the book).
        public var idPrefix: String
        /// Headings move down this many levels (chapters are nested under parts).
        public var headingShift: Int
        /// Rewrites each link's `href` (written for the chapter's own page) into the print page.
        public var rewriteHref: @Sendable (String) -> String

        public init(idPrefix: String, headingShift: Int, rewriteHref: @escaping @Sendable (String) -> String) {
            self.idPrefix = idPrefix
            self.headingShift = headingShift
            self.rewriteHref = rewriteHref
        }
    }

    /// Renders `chapter` for the page at `pagePath` (usually `chapter.outputPath`), with `links` (the
    /// chapter's links resolved for that page) when the caller has them; `rewriteHref` changes each
    /// link's `href` (the EPUB's documents are named differently).
    public func render(_ chapter: Chapter, pagePath: String, links: ChapterLinks? = nil,
                       rewriteHref: (@Sendable (String) -> String)? = nil) -> RenderedChapter {
        render(chapter, pagePath: pagePath, links: links ?? self.links.links(of: chapter, pagePath: pagePath), print: nil,
               rewriteHref: rewriteHref)
    }

    /// Renders `chapter` (written for the page at `pagePath`) for its page, or with `print` for the
    /// print page: ids prefixed, headings shifted, links rewritten, images loaded eagerly with paths
    /// from the site root, short translation pairs marked, no "also in" links.
    /// `memo` keeps the tree's alignments for another rendering of it (the page, then the print body).
    public func render(_ chapter: Chapter, pagePath: String, links chapterLinks: ChapterLinks, print: PrintPlacement?,
                       memo: PairingMemo? = nil) -> RenderedChapter {
        render(chapter, pagePath: pagePath, links: chapterLinks, print: print, rewriteHref: print?.rewriteHref, memo: memo)
    }

    private func render(_ chapter: Chapter, pagePath: String, links chapterLinks: ChapterLinks, print: PrintPlacement?,
                        rewriteHref rewrite: (@Sendable (String) -> String)?, memo: PairingMemo? = nil) -> RenderedChapter {
        var diagnostics = chapterLinks.diagnostics
        let idPrefix = print?.idPrefix ?? ""
        var anchors: [Int: String] = [:]
        for section in chapter.sections {
            for line in section.lines { anchors[line] = idPrefix + section.anchor }
        }
        var extras: [Int: String] = [:]
        if let alsoIn, print == nil {
            for section in chapter.sections {
                let html = alsoIn.html(for: chapter, anchor: section.anchor, pagePath: pagePath)
                if !html.isEmpty { for line in section.lines { extras[line] = html } }
            }
        }
        let resolvedAnchors = anchors
        let resolvedExtras = extras
        var renderer = HTMLRenderer(
            resolveLink: { url, node in
                chapterLinks.href(for: url, at: node).map { rewrite?($0) ?? $0 }
            },
            headingID: { resolvedAnchors[$0.line] },
            headingShift: print?.headingShift ?? 0,
            afterHeading: { resolvedExtras[$0.line] },
            writeImage: print == nil ? imageWriter(pagePath) : images.printWriter(forPage: pagePath))
        if print != nil { renderer.shortPairLimit = Self.shortPairLimit }
        renderer.pairingMemo = memo
        var html: [UInt8] = []
        var pending: [MarkdownNode] = []
        for block in chapter.document.children {
            if block.isCommentThread, case .codeBlock(_, let literal) = block.kind {
                renderer.renderBlocks(pending, into: &html)
                pending = []
                do {
                    html.appendUTF8(Comment.html(try Comment.decodeThread(literal), idPrefix: idPrefix))
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

    /// The most characters of text a translation pair may hold to be kept on one printed page (`.pair.short`).
    public static let shortPairLimit = 800
}
