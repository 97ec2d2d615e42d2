/// Turns the HTML of a Zhihu article into a flat list of blocks, tolerating whatever nesting it meets.
///
/// `p`, `h1`–`h6`, `li`, `div`, `blockquote`, table cells and `<br>` end a block; `<figure>` is a
/// boundary even inside a paragraph or heading (the text after it continues a block of the same kind)
/// and yields exactly one image: the first real URL among `noscript > img[src]`, `data-actualsrc`,
/// `data-original` and `src`, never a `data:` placeholder. Text outside any element is a paragraph;
/// a link card (`<a data-draft-node="block">`) is a paragraph of its own.
/// Scripts, styles and other invisible elements are skipped; attributes other than link targets and
/// image data are dropped. Inside `<code>` (and `kbd`, `samp`, `tt`) tags are text: HTML written
/// unescaped in a code sample is kept as the code it shows.
public struct ZhihuBlockReader {
    static let blockElements: Set<String> = [
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "div", "blockquote", "section", "article",
        "td", "th", "tr", "table", "pre", "dd", "dt", "header", "footer", "figcaption", "ul", "ol",
    ]
    static let skippedElements: Set<String> = ["script", "style", "template", "head", "title", "iframe", "object", "svg", "textarea", "button", "select"]

    private var blocks: [ZhihuBlock] = []
    private var openBlocks: [String] = []
    private var listOrdered: [Bool] = []
    private var text = InlineText()
    private var bold = 0
    private var italic = 0
    private var links: [(target: String?, isCard: Bool)] = []
    private var skipping: [String] = []
    private var code = 0
    private var inFigure = false
    private var figureImage: (url: String, width: Int?, height: Int?)?
    private var lastImageURL: String?

    /// The blocks of `html`.
    public static func read(_ html: String) -> [ZhihuBlock] {
        var reader = ZhihuBlockReader()
        for token in HTMLTokenizer.tokenize(html) { reader.consume(token) }
        reader.flush()
        return reader.blocks
    }

    private var currentKind: ZhihuBlock.Kind {
        for name in openBlocks.reversed() {
            if name.count == 2, name.first == "h", let level = Int(String(name.last!)) { return .heading(level) }
            if name == "li" { return .listItem(ordered: listOrdered.last ?? false) }
        }
        return .paragraph
    }

    private var style: InlineStyle {
        var style = InlineStyle(bold: bold > 0, italic: italic > 0, link: links.last { $0.target != nil }?.target)
        style.code = code > 0
        return style
    }

    static let codeElements: Set<String> = ["code", "kbd", "samp", "tt"]

    private mutating func flush() {
        let normalized = text.normalizingWhitespace()
        if !normalized.isBlank {
            blocks.append(.text(currentKind, normalized))
            lastImageURL = nil
        }
        text = InlineText()
    }

    private mutating func consume(_ token: HTMLToken) {
        if let skipped = skipping.last {
            if case .endTag(let name) = token, name == skipped { skipping.removeLast() }
            if case .startTag(let name, _, let selfClosing) = token, name == skipped, !selfClosing { skipping.append(name) }
            return
        }
        if code > 0, let literal = Self.literal(token) {
            text.append(literal, style: style)  // a tag inside code is part of the code
            return
        }
        switch token {
        case .text(let string):
            text.append(string, style: style)
        case .comment:
            break
        case .startTag(let name, _, let selfClosing):
            startTag(name, token, selfClosing: selfClosing)
        case .endTag(let name):
            endTag(name)
        }
    }

    private mutating func startTag(_ name: String, _ token: HTMLToken, selfClosing: Bool) {
        if Self.skippedElements.contains(name) {
            if !selfClosing { skipping.append(name) }
            return
        }
        switch name {
        case _ where Self.codeElements.contains(name): if !selfClosing { code += 1 }
        case "b", "strong": if !selfClosing { bold += 1 }
        case "i", "em": if !selfClosing { italic += 1 }
        case "a":
            guard !selfClosing else { return }
            let isCard = token.attribute("data-draft-node") == "block"
            if isCard { flush() }
            links.append((token.attribute("href").flatMap(ZhihuLinks.safeTarget), isCard))
        case "br":
            if case .heading = currentKind { text.append(" ", style: style) } else { flush() }
        case "figure":
            flush()
            inFigure = true
            figureImage = nil
        case "img":
            image(token)
        case "ul", "ol":
            flush()
            listOrdered.append(name == "ol")
        default:
            if Self.blockElements.contains(name) {
                flush()
                if !selfClosing { openBlocks.append(name) }
            }
        }
    }

    private mutating func endTag(_ name: String) {
        switch name {
        case _ where Self.codeElements.contains(name): code = max(0, code - 1)
        case "b", "strong": bold = max(0, bold - 1)
        case "i", "em": italic = max(0, italic - 1)
        case "a":
            if let link = links.popLast(), link.isCard { flush() }
        case "figure":
            if inFigure, let found = figureImage { appendImage(found.url, found.width, found.height) }
            inFigure = false
            figureImage = nil
        case "ul", "ol":
            flush()
            if !listOrdered.isEmpty { listOrdered.removeLast() }
        default:
            guard Self.blockElements.contains(name) else { return }
            flush()
            if let index = openBlocks.lastIndex(of: name) {
                openBlocks.removeSubrange(index...)
                bold = 0
                italic = 0
                links.removeAll()
            }
        }
    }

    private mutating func image(_ token: HTMLToken) {
        let candidates = [token.attribute("src"), token.attribute("data-actualsrc"), token.attribute("data-original")]
        guard var url = candidates.compactMap({ $0 }).map(ZhihuLinks.unwrap).first(where: Self.isRealImageURL) else { return }
        if url.hasPrefix("//") { url = "https:" + url }
        let width = (token.attribute("data-rawwidth") ?? token.attribute("width")).flatMap { Int($0) }
        let height = (token.attribute("data-rawheight") ?? token.attribute("height")).flatMap { Int($0) }
        if inFigure {
            if figureImage == nil { figureImage = (url, width, height) }
        } else if url != lastImageURL {
            flush()
            appendImage(url, width, height)
        }
    }

    private mutating func appendImage(_ url: String, _ width: Int?, _ height: Int?) {
        flush()
        blocks.append(.image(url: url, width: width, height: height))
        lastImageURL = url
    }

    /// A tag met inside code, written back as the text it was (nil for the code element's own tags,
    /// `<br>` and text).
    static func literal(_ token: HTMLToken) -> String? {
        switch token {
        case .startTag(let name, let attributes, let selfClosing) where !codeElements.contains(name) && name != "br":
            let written = attributes.map { $0.value.isEmpty ? " \($0.name)" : " \($0.name)=\"\($0.value)\"" }.joined()
            return "<\(name)\(written)\(selfClosing ? " /" : "")>"
        case .endTag(let name) where !codeElements.contains(name) && !blockElements.contains(name):
            return "</\(name)>"
        default:
            return nil
        }
    }

    static func isRealImageURL(_ url: String) -> Bool {
        let lowered = url.lowercased()
        return lowered.hasPrefix("https://") || lowered.hasPrefix("http://") || lowered.hasPrefix("//")
    }
}
