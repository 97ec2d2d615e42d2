import FolioCore

/// The EPUB's fixed files and its package document (metadata, manifest, spine) and navigation
/// document, made from the book's manifest, its editions' colophons and the content documents.
struct EPUBPackage {
    let book: Book
    let documents: [EPUBDocument]
    let images: [ImageIndex.Entry]
    /// Image files of the edition folders used by the documents: path and type.
    let editionImages: [(path: String, type: ImageFormat)]
    /// The one language kept, or nil for both.
    let language: Language?

    /// Where the package lives in the zip; every other path is relative to its folder.
    static let folder = "EPUB"
    static let stylesheetPath = "style.css"
    static let navPath = "nav.xhtml"

    static let container = """
    <?xml version="1.0" encoding="UTF-8"?>
    <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
      <rootfiles>
        <rootfile full-path="\(folder)/package.opf" media-type="application/oebps-package+xml"/>
      </rootfiles>
    </container>

    """

    /// The languages of the book, the main one first.
    var languages: [String] {
        switch language {
        case .en?: return ["en"]
        case .zh?: return ["zh-Hans"]
        case nil: return ["zh-Hans", "en"]
        }
    }

    /// A stable identifier made from the book's title and editions (the same book, the same id).
    var identifier: String {
        let hex = Array(SHA256.hex(of: Array((book.manifest.title.combined + "|" + book.manifest.editions.joined(separator: ",")).utf8)))
        let parts = [hex[0..<8], hex[8..<12], ["5"] + hex[13..<16], ["8"] + hex[17..<20], hex[20..<32]].map { String($0) }
        return "urn:uuid:" + parts.joined(separator: "-")
    }

    /// `dcterms:modified`: January 1st of the latest year the colophons' dates name, so the same
    /// content gives the same bytes.
    var modified: String {
        let years = book.editions.compactMap { $0.colophon?.frontMatter.string("date") }.flatMap { date in
            date.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }.filter { (1900...2999).contains($0) }
        }
        return "\(years.max() ?? 2000)-01-01T00:00:00Z"
    }

    /// `package.opf`.
    var packageDocument: String {
        let title = book.manifest.title
        let main = languages[0] == "en" ? (title.en ?? title.zh ?? "") : (title.zh ?? title.en ?? "")
        var metadata = ["<dc:identifier id=\"book-id\">\(identifier)</dc:identifier>",
                        "<dc:title id=\"title\">\(XHTMLMarkup.escaped(main))</dc:title>"]
        if language == nil, let en = title.en, let zh = title.zh, en != zh {
            let (other, otherLang) = main == zh ? (en, "en") : (zh, "zh-Hans")
            metadata.append("<meta refines=\"#title\" property=\"alternate-script\" xml:lang=\"\(otherLang)\">\(XHTMLMarkup.escaped(other))</meta>")
        }
        metadata += languages.map { "<dc:language>\($0)</dc:language>" }
        var translators: [String] = []
        var sources: [String] = []
        for colophon in book.editions.compactMap(\.colophon) {
            for name in colophon.frontMatter.list("translators") where !translators.contains(name) { translators.append(name) }
            if let url = colophon.frontMatter.string("url"), !sources.contains(url) { sources.append(url) }
        }
        for (index, name) in translators.enumerated() {
            metadata.append("<dc:contributor id=\"trl\(index + 1)\">\(XHTMLMarkup.escaped(name))</dc:contributor>")
            metadata.append("<meta refines=\"#trl\(index + 1)\" property=\"role\" scheme=\"marc:relators\">trl</meta>")
        }
        metadata += sources.map { "<dc:source>\(XHTMLMarkup.escaped($0))</dc:source>" }
        metadata.append("<meta property=\"dcterms:modified\">\(modified)</meta>")
        var manifest = ["<item id=\"nav\" href=\"\(Self.navPath)\" media-type=\"application/xhtml+xml\" properties=\"nav\"/>",
                        "<item id=\"css\" href=\"\(Self.stylesheetPath)\" media-type=\"text/css\"/>"]
        manifest += documents.map { "<item id=\"\($0.id)\" href=\"\(XHTMLMarkup.escaped($0.path))\" media-type=\"application/xhtml+xml\"/>" }
        manifest += images.enumerated().map { index, entry in
            "<item id=\"img\(index + 1)\" href=\"\(EPUBImages.path(of: entry))\" media-type=\"\(entry.type.mediaType)\"/>"
        }
        manifest += editionImages.enumerated().map { index, image in
            "<item id=\"eimg\(index + 1)\" href=\"\(XHTMLMarkup.escaped(image.path))\" media-type=\"\(image.type.mediaType)\"/>"
        }
        let spine = documents.map { "<itemref idref=\"\($0.id)\"/>" }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="\(languages[0])">
        <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
        \(metadata.joined(separator: "\n"))
        </metadata>
        <manifest>
        \(manifest.joined(separator: "\n"))
        </manifest>
        <spine>
        \(spine.joined(separator: "\n"))
        </spine>
        </package>

        """
    }

    /// `nav.xhtml`: the table of contents, each edition with its parts and chapters.
    var navigationDocument: [UInt8] {
        var body = "<nav epub:type=\"toc\" id=\"toc\">\n<h1>\(language == .en ? "Contents" : language == .zh ? "目录" : "目录 Contents")</h1>\n<ol>\n"
        let byID = Dictionary(documents.map { ($0.chapter.id, $0) }, uniquingKeysWith: { first, _ in first })
        func item(_ chapter: Chapter, label: String? = nil, children: String = "") -> String {
            guard let document = byID[chapter.id] else { return "" }
            let text = XHTMLMarkup.escaped(label ?? document.title(language))
            return "<li><a href=\"\(XHTMLMarkup.escaped(document.path))\">\(text)</a>\(children.isEmpty ? "" : "\n<ol>\n\(children)</ol>\n")</li>\n"
        }
        for edition in book.editions {
            var children = ""
            for part in edition.parts {
                let chapters = part.chapters.map { item($0) }.joined()
                if let page = part.page { children += item(page, children: chapters) } else { children += chapters }
            }
            let label = edition.title.keeping(language).combined
            if let colophon = edition.colophon {
                body += item(colophon, label: label, children: children)
            } else if let first = edition.parts.first?.pages.first {
                body += item(first, label: label, children: children)
            }
        }
        body += "</ol>\n</nav>\n"
        return XHTMLMarkup.document(path: Self.navPath, title: book.manifest.title.keeping(language).combined,
                                    language: languages[0], body: Array(body.utf8))
    }

    /// The stylesheet: the site theme's typography, for reading systems that honour it.
    static let stylesheet = """
    body { font-family: "Noto Serif CJK SC", "Source Han Serif SC", "Songti SC", serif; line-height: 1.75; }
    :lang(zh-Hans) { line-height: 1.85; }
    [lang="en"] { font-family: "Iowan Old Style", Charter, Georgia, "Noto Serif", serif; }
    h1, h2, h3, h4 { font-family: "Noto Sans CJK SC", "Source Han Sans SC", "PingFang SC", sans-serif; line-height: 1.3; }
    h1 .tr[lang="en"] { display: block; font-size: 0.6em; margin-top: 0.3em; }
    code, pre { font-family: ui-monospace, "Noto Sans Mono CJK SC", monospace; font-size: 0.88em; }
    pre { white-space: pre-wrap; }
    .pair { margin: 0 0 1em; }
    .pair > .tr[lang="zh-Hans"] { color: #333; }
    figure { margin: 1em 0; text-align: center; }
    img { max-width: 100%; height: auto; }
    .image-offline { display: inline-block; border: 1px dashed #999; padding: 0.5em 1em; color: #555; }
    aside.callout, figure.missing-figure { border-left: 3px solid #999; padding-left: 1em; margin: 1em 0; }
    table { border-collapse: collapse; }
    th, td { border: 1px solid #ccc; padding: 0.2em 0.5em; }
    nav ol { list-style: none; padding-left: 1em; }

    """
}
