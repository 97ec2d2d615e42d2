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
    /// Writes an image from its URL, title and alt text; the default is `ImageMarkup.append`.
    public typealias ImageWriter = @Sendable (_ url: String, _ title: String, _ alt: String, _ out: inout [UInt8]) -> Void
    /// How images are written (the build points them at local copies, the EPUB at its own files).
    public var writeImage: ImageWriter
    /// When set (print), a translation pair of at most this many characters of text is marked
    /// `pair short`, so that print keeps it on one page.
    public var shortPairLimit: Int?
    /// Alignments kept for a second rendering of the same tree, if any.
    public var pairingMemo: PairingMemo?

    public init(resolveLink: @escaping LinkResolver = { url, _ in url },
                headingID: @escaping @Sendable (MarkdownNode) -> String? = { _ in nil },
                headingShift: Int = 0,
                afterHeading: @escaping @Sendable (MarkdownNode) -> String? = { _ in nil },
                writeImage: @escaping ImageWriter = { ImageMarkup.append(url: $0, title: $1, alt: $2, to: &$3) }) {
        self.resolveLink = resolveLink
        self.headingID = headingID
        self.headingShift = headingShift
        self.afterHeading = afterHeading
        self.writeImage = writeImage
    }

    /// The HTML of `node` and its descendants.
    public func render(_ node: MarkdownNode) -> String {
        var out: [UInt8] = []
        render(node, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The HTML of sibling blocks, grouped into translation pairs, appended as UTF-8.
    public func renderBlocks(_ blocks: [MarkdownNode], into out: inout [UInt8]) {
        // Nodes are passed by position (borrowed), not copied into groups: a copy costs reference counting.
        for run in pairingMemo?.runs(of: blocks) ?? TranslationPairing.runs(of: blocks) {
            switch run {
            case .single(let index, let language):
                if let language, blocks[index].isBlock, !isContainer(blocks[index]) {
                    render(blocks[index], into: &out, lang: language)
                } else {
                    render(blocks[index], into: &out)
                }
            case .pair(let english, let chinese):
                if english.count == 1, chinese.count == 1, let level = blocks[english.lowerBound].headingLevel {
                    renderHeadingPair(blocks[english.lowerBound], blocks[chinese.lowerBound], level: level, into: &out)
                    continue
                }
                let short = shortPairLimit.map { Self.textLength(of: blocks[english], blocks[chinese], limit: $0) <= $0 } ?? false
                out.append(short ? "<div class=\"pair short\"><div class=\"tr\" lang=\"en\">" : "<div class=\"pair\"><div class=\"tr\" lang=\"en\">")
                for index in english { render(blocks[index], into: &out) }
                out.append("</div><div class=\"tr\" lang=\"zh-Hans\">")
                for index in chinese { render(blocks[index], into: &out) }
                out.append("</div></div>\n")
            }
        }
    }

    /// The characters of text (white space aside) of the blocks of a pair, or some number above
    /// `limit` once they have more.
    static func textLength(of english: ArraySlice<MarkdownNode>, _ chinese: ArraySlice<MarkdownNode>, limit: Int) -> Int {
        var count = 0
        for block in english + chinese {
            // Characters counted by their first byte; spaces, tabs and line breaks not counted.
            for byte in block.plainText.utf8 where byte & 0xC0 != 0x80 && byte != 0x20 && byte != 0x0A && byte != 0x09 && byte != 0x0D {
                count += 1
            }
            if count > limit { return count }
        }
        return count
    }

    /// One heading element holding both languages, Chinese (the book's primary language) first and the
    /// English as a subordinate line; a section number opening either text is shown once, before both.
    /// Its id comes from the English heading.
    private func renderHeadingPair(_ english: MarkdownNode, _ chinese: MarkdownNode, level: Int, into out: inout [UInt8]) {
        let level = min(6, level + headingShift)
        openHeading(level, id: headingID(english) ?? headingID(chinese), into: &out)
        out.append(" class=\"bi\">")
        var chineseInlines = chinese.children
        var englishInlines = english.children
        let chineseNumber = HeadingNumber.split(inlines: chineseInlines)
        let englishNumber = HeadingNumber.split(inlines: englishInlines)
        if let number = chineseNumber?.number ?? englishNumber?.number {
            out.append("<span class=\"section-number\">")
            out.appendHTMLEscaped(number)
            out.append("</span> ")
            if let chineseNumber, chineseNumber.number == number { chineseInlines = chineseNumber.rest }
            if let englishNumber, englishNumber.number == number { englishInlines = englishNumber.rest }
        }
        out.append("<span class=\"tr\" lang=\"zh-Hans\">")
        renderInlines(chineseInlines, into: &out)
        out.append("</span> <span class=\"tr\" lang=\"en\">")
        renderInlines(englishInlines, into: &out)
        out.append("</span>")
        closeHeading(level, into: &out)
        if let extra = afterHeading(english) ?? afterHeading(chinese) { out.appendUTF8(extra) }
    }

    /// `<hN` and the id attribute, if any (the tag is left open for more attributes).
    private func openHeading(_ level: Int, id: String?, into out: inout [UInt8]) {
        out.append("<h")
        out.appendDecimal(level)
        if let id {
            out.append(" id=\"")
            out.appendHTMLEscaped(id)
            out.append("\"")
        }
    }

    private func closeHeading(_ level: Int, into out: inout [UInt8]) {
        out.append("</h")
        out.appendDecimal(level)
        out.append(">\n")
    }

    /// ` lang="…"` for `lang`, if any.
    private func appendLang(_ lang: Language?, into out: inout [UInt8]) {
        guard let lang else { return }
        out.append(" lang=\"")
        out.appendUTF8(lang.htmlLang)
        out.append("\"")
    }

    private func isContainer(_ node: MarkdownNode) -> Bool {
        switch node.kind {
        case .list, .blockQuote, .callout, .table: return true
        default: return false
        }
    }

    /// Renders one node; `lang` adds a `lang` attribute to a leaf block.
    public func render(_ node: MarkdownNode, into out: inout [UInt8], lang: Language? = nil) {
        switch node.kind {
        case .document:
            renderBlocks(node.children, into: &out)
        case .blockQuote:
            out.append("<blockquote>\n")
            renderBlocks(node.children, into: &out)
            out.append("</blockquote>\n")
        case .callout(let callout):
            renderCallout(callout, node.children, into: &out)
        case .list(let ordered, let start, let tight):
            if ordered && start != 1 {
                out.append("<ol start=\"")
                out.appendDecimal(start)
                out.append("\">\n")
            } else {
                out.append(ordered ? "<ol>\n" : "<ul>\n")
            }
            let items = node.children
            for index in items.indices {
                out.append("<li>")
                if tight {
                    let blocks = items[index].children
                    for child in blocks.indices {
                        if blocks[child].kind == .paragraph {
                            renderInlines(blocks[child].children, into: &out)
                        } else {
                            render(blocks[child], into: &out)
                        }
                    }
                } else {
                    out.append("\n")
                    renderBlocks(items[index].children, into: &out)
                }
                out.append("</li>\n")
            }
            out.append(ordered ? "</ol>\n" : "</ul>\n")
        case .item:
            out.append("<li>")
            renderBlocks(node.children, into: &out)
            out.append("</li>\n")
        case .codeBlock(let info, let literal):
            out.append("<pre><code")
            if let language = info.split(separator: " ").first {
                out.append(" class=\"language-")
                out.appendHTMLEscaped(String(language))
                out.append("\"")
            }
            out.append(">")
            out.appendHTMLEscaped(literal)
            out.append("</code></pre>\n")
        case .htmlBlock(let html):
            var literal = Substring(html)
            while literal.last?.isNewline == true { literal.removeLast() }
            out.append("<p class=\"raw\">")
            out.appendHTMLEscaped(String(literal))
            out.append("</p>\n")
        case .paragraph:
            let isFigure = node.children.count == 1 && { if case .image = node.children[0].kind { return true } else { return false } }()
            out.append(isFigure ? "<figure" : "<p")
            appendLang(lang, into: &out)
            out.append(">")
            if (lang ?? node.language) == .zh {
                renderChineseInlines(node.children, into: &out)
            } else {
                renderInlines(node.children, into: &out)
            }
            out.append(isFigure ? "</figure>\n" : "</p>\n")
        case .heading(let level):
            let level = min(6, level + headingShift)
            openHeading(level, id: headingID(node), into: &out)
            appendLang(lang, into: &out)
            out.append(">")
            renderInlines(node.children, into: &out)
            closeHeading(level, into: &out)
            if let extra = afterHeading(node) { out.appendUTF8(extra) }
        case .thematicBreak:
            out.append("<hr>\n")
        case .table(let alignments):
            renderTable(node, alignments: alignments, into: &out)
        case .tableRow, .tableCell:
            renderInlines(node.children, into: &out)
        default:
            renderInline(node, into: &out)
        }
    }

    /// Renders inline nodes.
    public func renderInlines(_ nodes: [MarkdownNode], into out: inout [UInt8]) {
        for index in nodes.indices { renderInline(nodes[index], into: &out) }
    }

    /// Inline nodes of a Chinese paragraph: an emphasis holding only Latin text (a book title) is marked
    /// English, so that it is set in a Latin italic rather than given Chinese emphasis dots.
    private func renderChineseInlines(_ nodes: [MarkdownNode], into out: inout [UInt8]) {
        for node in nodes {
            guard case .emphasis = node.kind else { renderInline(node, into: &out); continue }
            let text = node.plainText
            guard text.contains(where: \.isLatinLetter), !text.contains(where: \.isHan) else { renderInline(node, into: &out); continue }
            out.append("<em lang=\"en\">")
            renderInlines(node.children, into: &out)
            out.append("</em>")
        }
    }

    private func renderInline(_ node: MarkdownNode, into out: inout [UInt8]) {
        switch node.kind {
        case .text(let s): out.appendHTMLEscaped(s)
        case .softBreak: out.append("\n")
        case .lineBreak: out.append("<br>\n")
        case .code(let s):
            out.append("<code>")
            out.appendHTMLEscaped(s)
            out.append("</code>")
        case .htmlInline(let s): out.appendHTMLEscaped(s)
        case .emphasis: wrap("em", node, &out)
        case .strong: wrap("strong", node, &out)
        case .strikethrough: wrap("del", node, &out)
        case .link(let url, let title):
            guard let href = resolveLink(url, node) else {
                renderInlines(node.children, into: &out)
                return
            }
            out.append("<a href=\"")
            out.appendHTMLEscaped(href)
            out.append("\"")
            if !title.isEmpty {
                out.append(" title=\"")
                out.appendHTMLEscaped(title)
                out.append("\"")
            }
            if href.hasPrefix("http://") || href.hasPrefix("https://") {
                // A link whose text is its address is marked `url`: print shows the address once.
                out.append(Self.isAddressText(node.plainText, of: href) ? " class=\"ext url\" rel=\"noopener\"" : " class=\"ext\" rel=\"noopener\"")
            }
            out.append(">")
            renderInlines(node.children, into: &out)
            out.append("</a>")
        case .image(let url, let title):
            writeImage(url, title, node.plainText, &out)
        default:
            render(node, into: &out)
        }
    }

    private func wrap(_ tag: StaticString, _ node: MarkdownNode, _ out: inout [UInt8]) {
        out.append("<")
        out.append(tag)
        out.append(">")
        renderInlines(node.children, into: &out)
        out.append("</")
        out.append(tag)
        out.append(">")
    }
}
