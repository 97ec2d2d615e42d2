import FolioCore
import FolioMarkdown
import Foundation

/// Makes an EPUB 3 of the whole book: the chapters rendered by the site's renderer (translation
/// pairs, cross-references, anchors) and turned into XHTML, one document per colophon, part and
/// chapter, with the local image copies embedded.
public enum EPUBBuilder {
    /// What a run made: the file's bytes (nil on errors), the diagnostics and what it holds.
    public struct Report: Sendable {
        public var bytes: [UInt8]?
        public var diagnostics: [Diagnostic]
        public var documentCount = 0
        public var imageCount = 0
        /// Images shown as their alt text because the book holds no copy.
        public var remoteOnlyCount = 0
    }

    /// The EPUB of the book in `contentDirectory`, in `language` (nil: both).
    public static func build(contentDirectory: URL, language: Language?, displayPrefix: String = "Content") -> Report {
        let (bookOrNil, bookDiagnostics) = BookLoader.load(contentDirectory: contentDirectory, displayPrefix: displayPrefix)
        let (index, imageDiagnostics) = ImageIndex.loadCopies(contentDirectory: contentDirectory)
        var diagnostics = bookDiagnostics + imageDiagnostics
        guard let book = bookOrNil, !diagnostics.containsErrors else { return Report(bytes: nil, diagnostics: diagnostics) }
        let links = SiteLinks(book: book)
        let images = EPUBImages(index: index, contentDirectory: contentDirectory)
        let documents = EPUBDocument.all(in: book)
        var archive = ZipArchive()
        archive.add(path: "mimetype", bytes: Array("application/epub+zip".utf8), compress: false)
        archive.add(path: "META-INF/container.xml", bytes: Array(EPUBPackage.container.utf8))
        let contents = documents.concurrentMap { document in render(document, links: links, images: images, language: language) }
        for (document, (bytes, documentDiagnostics)) in zip(documents, contents) {
            diagnostics += documentDiagnostics
            archive.add(path: "\(EPUBPackage.folder)/\(document.path)", bytes: bytes)
        }
        guard !diagnostics.containsErrors else { return Report(bytes: nil, diagnostics: diagnostics) }
        let used = images.usedEntries
        let editionFiles = images.usedEditionFiles
        let package = EPUBPackage(book: book, documents: documents, images: used,
                                  editionImages: editionFiles.map { ($0.path, $0.type) }, language: language)
        archive.add(path: "\(EPUBPackage.folder)/package.opf", bytes: Array(package.packageDocument.utf8))
        archive.add(path: "\(EPUBPackage.folder)/\(EPUBPackage.navPath)", bytes: package.navigationDocument)
        archive.add(path: "\(EPUBPackage.folder)/\(EPUBPackage.stylesheetPath)", bytes: Array(EPUBPackage.stylesheet.utf8))
        let folder = ImageIndex.folder(in: contentDirectory)
        for entry in used {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(entry.file).path) else {
                diagnostics.append(.error("cannot read the image copy \(entry.file)", at: SourceLocation(path: "\(displayPrefix)/\(ImageIndex.folderName)")))
                return Report(bytes: nil, diagnostics: diagnostics)
            }
            archive.add(path: "\(EPUBPackage.folder)/\(EPUBImages.path(of: entry))", bytes: [UInt8](data), compress: false)
        }
        for file in editionFiles {
            archive.add(path: "\(EPUBPackage.folder)/\(file.path)", bytes: file.data, compress: false)
        }
        let remoteOnly = Set(book.remoteImages.map(\.url)).filter { index.images[$0] == nil }.count
        return Report(bytes: archive.bytes, diagnostics: diagnostics, documentCount: documents.count,
                      imageCount: used.count + editionFiles.count, remoteOnlyCount: remoteOnly)
    }

    /// One content document: its title as a heading, then its body in XHTML.
    private static func render(_ document: EPUBDocument, links: SiteLinks, images: EPUBImages,
                               language: Language?) -> ([UInt8], [Diagnostic]) {
        let chapter = document.chapter
        let shown = language.map { chapter.replacingDocument(PrintLanguageFilter.filter(chapter.document, keeping: $0)) } ?? chapter
        let renderer = ChapterRenderer(links: links, imageWriter: { images.writer(forDocument: EPUBDocument.xhtmlPath($0)) })
        let rendered = renderer.render(shown, pagePath: chapter.outputPath,
                                       links: links.links(of: chapter, pagePath: chapter.outputPath),
                                       rewriteHref: EPUBDocument.rewrite)
        var body = heading(document, language: language)
        body += XHTMLMarkup.xhtml(rendered.utf8)
        let type: String
        switch chapter.kind {
        case .part: type = "part"
        case .colophon: type = "colophon"
        case .preface: type = "preface"
        default: type = "chapter"
        }
        let mainLanguage = language?.htmlLang ?? "zh-Hans"
        return (XHTMLMarkup.document(path: document.path, title: document.title(language), language: mainLanguage,
                                     body: body, type: type), rendered.diagnostics)
    }

    /// `<h1>` with the number and the title, each language in its own `lang` span.
    private static func heading(_ document: EPUBDocument, language: Language?) -> [UInt8] {
        let title = document.chapter.title.keeping(language)
        var out = "<h1>"
        if let number = document.chapter.number { out += "<span class=\"number\">\(XHTMLMarkup.escaped(number))</span> " }
        let spans = [(title.zh, "zh-Hans"), (title.en, "en")].compactMap { text, lang in
            text.map { "<span class=\"tr\"\(XHTMLMarkup.langAttributes(lang))>\(XHTMLMarkup.escaped($0))</span>" }
        }
        out += spans.joined(separator: " ") + "</h1>\n"
        return Array(out.utf8)
    }
}
