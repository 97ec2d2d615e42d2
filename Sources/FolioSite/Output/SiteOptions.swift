import Foundation

/// What `folio build` was asked to do.
public struct SiteOptions: Sendable {
    /// The Content/ folder.
    public var contentDirectory: URL
    /// A theme folder that replaces the built-in theme; nil for the built-in one.
    public var templatesDirectory: URL?
    /// The book's own theme folder, whose templates and assets override the base theme file by file.
    public var overrideTemplatesDirectory: URL?
    /// The output folder (Site/).
    public var outputDirectory: URL
    /// The public URL of the site, for canonical links and sitemap.xml.
    public var baseURL: String?
    /// The language(s) of the print page.
    public var printLanguage: PrintLanguage
    /// The paper size of the print page.
    public var paper: PaperSize

    public init(contentDirectory: URL, templatesDirectory: URL? = nil, overrideTemplatesDirectory: URL? = nil,
                outputDirectory: URL, baseURL: String? = nil, printLanguage: PrintLanguage = .both,
                paper: PaperSize = .a4) {
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        self.overrideTemplatesDirectory = overrideTemplatesDirectory
        self.outputDirectory = outputDirectory
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.printLanguage = printLanguage
        self.paper = paper
    }
}

/// Which languages the print page holds.
public enum PrintLanguage: String, Sendable, CaseIterable {
    case en, zh, both
}

/// The paper size of the print page.
public enum PaperSize: String, Sendable, CaseIterable {
    case a4, letter

    /// The CSS `size` value.
    public var cssSize: String { self == .a4 ? "A4" : "letter" }
}
