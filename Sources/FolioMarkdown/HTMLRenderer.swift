import FolioCore

/// Renders `MarkdownNode` trees as HTML. Raw HTML from the source is never passed through: it is shown
/// as escaped text. Containers (the document, list items, block quotes) are rendered through
/// `TranslationPairing`, so translation pairs become `<div class="pair">` with `lang` on each side.
public struct HTMLRenderer: Sendable {
    /// Where a link goes: a URL to use as `href`, or nothing (the link's text is kept as plain text).
    public typealias LinkResolver = @Sendable (_ url: String, _ node: MarkdownNode) -> String?

    /// Resolves each link's URL; the default keeps every URL.
    public var resolveLink: LinkResolver
    /// The `id` for a heading node, if any.
    public var headingID: @Sendable (MarkdownNode) -> String?
    /// Heading levels are shifted by this much (a chapter's `##` may become `<h2>` or, in print, `<h3>`).
    public var headingShift: Int
    /// HTML written right after a heading (for example links to the same section elsewhere), if any.
    public var afterHeading: @Sendable (MarkdownNode) -> String?

    public init(resolveLink: @escaping LinkResolver = { url, _ in url },
                headingID: @escaping @Sendable (MarkdownNode) -> String? = { _ in nil },
                headingShift: Int = 0,
                afterHeading: @escaping @Sendable (MarkdownNode) -> String? = { _ in nil }) {
        self.resolveLink = resolveLink
        self.headingID = headingID
        self.headingShift = headingShift
        self.afterHeading = afterHeading
    }

    /// The HTML of `node` and its descendants.
    public func render(_ node: MarkdownNode) -> String {
        var out = ""
        render(node, into: &out)
        return out
    }

    /// The HTML of sibling blocks, grouped into translation pairs.
    public func renderBlocks(_ blocks: [MarkdownNode], into out: inout String) {
        for group in TranslationPairing.group(blocks) {
            switch group {
            case .single(let node, let language):
                if let language, node.isBlock, !isContainer(node) {
                    render(node, into: &out, lang: language)
                } else {
                    render(node, into: &out)
                }
            case .pair(let english, let chinese):
                if english.count == 1, chinese.count == 1, let level = english[0].headingLevel {
                    renderHeadingPair(english[0], chinese[0], level: level, into: &out)
                    continue
                }
                out += "<div class=\"pair\"><div class=\"tr\" lang=\"en\">"
                for node in english { render(node, into: &out) }
                out += "</div><div class=\"tr\" lang=\"zh-Hans\">"
                for node in chinese { render(node, into: &out) }
                out += "</div></div>\n"
            }
        }
    }

    /// One heading element holding both languages; its id comes from the English heading.
    private func renderHeadingPair(_ english: MarkdownNode, _ chinese: MarkdownNode, level: Int, into out: inout String) {
        let tag = "h\(min(6, level + headingShift))"
        let id = (headingID(english) ?? headingID(chinese)).map { " id=\"\($0.htmlEscaped)\"" } ?? ""
        out += "<\(tag)\(id) class=\"bi\"><span class=\"tr\" lang=\"en\">"
        renderInlines(english.children, into: &out)
        out += "</span> <span class=\"tr\" lang=\"zh-Hans\">"
        renderInlines(chinese.children, into: &out)
        out += "</span></\(tag)>\n"
        if let extra = afterHeading(english) ?? afterHeading(chinese) { out += extra }
    }

    private func isContainer(_ node: MarkdownNode) -> Bool {
        switch node.kind {
        case .list, .blockQuote, .table: return true
        default: return false
        }
    }

    /// Renders one node; `lang` adds a `lang` attribute to a leaf block.
    public func render(_ node: MarkdownNode, into out: inout String, lang: Language? = nil) {
        let langAttribute = lang.map { " lang=\"\($0.htmlLang)\"" } ?? ""
        switch node.kind {
        case .document:
            renderBlocks(node.children, into: &out)
        case .blockQuote:
            out += "<blockquote>\n"
            renderBlocks(node.children, into: &out)
            out += "</blockquote>\n"
        case .list(let ordered, let start, let tight):
            let tag = ordered ? "ol" : "ul"
            out += ordered && start != 1 ? "<ol start=\"\(start)\">\n" : "<\(tag)>\n"
            for item in node.children {
                out += "<li>"
                if tight {
                    for child in item.children {
                        if child.kind == .paragraph { renderInlines(child.children, into: &out) } else { render(child, into: &out) }
                    }
                } else {
                    out += "\n"
                    renderBlocks(item.children, into: &out)
                }
                out += "</li>\n"
            }
            out += "</\(tag)>\n"
        case .item:
            out += "<li>"
            renderBlocks(node.children, into: &out)
            out += "</li>\n"
        case .codeBlock(let info, let literal):
            let language = info.split(separator: " ").first.map { " class=\"language-\(String($0).htmlEscaped)\"" } ?? ""
            out += "<pre><code\(language)>\(literal.htmlEscaped)</code></pre>\n"
        case .htmlBlock(let html):
            var literal = Substring(html)
            while literal.last?.isNewline == true { literal.removeLast() }
            out += "<p class=\"raw\">\(String(literal).htmlEscaped)</p>\n"
        case .paragraph:
            if node.children.count == 1, case .image = node.children[0].kind {
                out += "<figure\(langAttribute)>"
                renderInlines(node.children, into: &out)
                out += "</figure>\n"
            } else {
                out += "<p\(langAttribute)>"
                renderInlines(node.children, into: &out)
                out += "</p>\n"
            }
        case .heading(let level):
            let tag = "h\(min(6, level + headingShift))"
            let id = headingID(node).map { " id=\"\($0.htmlEscaped)\"" } ?? ""
            out += "<\(tag)\(id)\(langAttribute)>"
            renderInlines(node.children, into: &out)
            out += "</\(tag)>\n"
            if let extra = afterHeading(node) { out += extra }
        case .thematicBreak:
            out += "<hr>\n"
        case .table(let alignments):
            renderTable(node, alignments: alignments, into: &out)
        case .tableRow, .tableCell:
            renderInlines(node.children, into: &out)
        default:
            renderInline(node, into: &out)
        }
    }

    /// Renders inline nodes.
    public func renderInlines(_ nodes: [MarkdownNode], into out: inout String) {
        for node in nodes { renderInline(node, into: &out) }
    }

    private func renderInline(_ node: MarkdownNode, into out: inout String) {
        switch node.kind {
        case .text(let s): out += s.htmlEscaped
        case .softBreak: out += "\n"
        case .lineBreak: out += "<br>\n"
        case .code(let s): out += "<code>\(s.htmlEscaped)</code>"
        case .htmlInline(let s): out += s.htmlEscaped
        case .emphasis: wrap("em", node, &out)
        case .strong: wrap("strong", node, &out)
        case .strikethrough: wrap("del", node, &out)
        case .link(let url, let title):
            guard let href = resolveLink(url, node) else {
                renderInlines(node.children, into: &out)
                return
            }
            let titleAttribute = title.isEmpty ? "" : " title=\"\(title.htmlEscaped)\""
            let external = href.hasPrefix("http://") || href.hasPrefix("https://")
            out += "<a href=\"\(href.htmlEscaped)\"\(titleAttribute)\(external ? " class=\"ext\" rel=\"noopener\"" : "")>"
            renderInlines(node.children, into: &out)
            out += "</a>"
        case .image(let url, let title):
            out += ImageMarkup.html(url: url, title: title, alt: node.plainText)
        default:
            render(node, into: &out)
        }
    }

    private func wrap(_ tag: String, _ node: MarkdownNode, _ out: inout String) {
        out += "<\(tag)>"
        renderInlines(node.children, into: &out)
        out += "</\(tag)>"
    }
}
