import FolioCore
import FolioMarkdown
import Foundation

/// The resolved links of one chapter seen from one page: each link's `href` (empty when the link is
/// dropped to plain text) and the problems found. Made once per chapter and page by
/// `SiteLinks.links(of:pagePath:)`, and shared by the chapter's page and the print page.
public struct ChapterLinks: Sendable, Equatable {
    /// A link of the tree, by where it stands and where it points.
    struct Key: Hashable, Sendable {
        var line: Int
        var column: Int
        var url: String
    }

    private var hrefs: [Key: String] = [:]
    /// Unresolved references and broken links, in document order.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Resolves every link of `chapter` for the page at `pagePath`.
    init(chapter: Chapter, pagePath: String, links: SiteLinks) {
        for link in chapter.links {
            let node = link.node
            guard case .link(let url, _) = node.kind else { continue }
            let key = Key(line: node.line, column: node.column, url: url)
            guard hrefs[key] == nil else { continue }
            let (href, problem) = links.resolve(url, in: chapter, pagePath: pagePath, line: node.line, column: node.column)
            if let problem { diagnostics.append(problem) }
            hrefs[key] = href ?? ""
        }
    }

    /// The `href` of the link `node` to `url`: nil when the link is dropped, `url` itself for a link
    /// the chapter does not have.
    public func href(for url: String, at node: MarkdownNode) -> String? {
        let href = hrefs[Key(line: node.line, column: node.column, url: url)] ?? url
        return href.isEmpty ? nil : href
    }
}
