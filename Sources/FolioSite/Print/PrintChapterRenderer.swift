import FolioCore
import FolioMarkdown
import Foundation

/// Renders a chapter's body for the print page from its parsed tree (no second parse): ids prefixed
/// per chapter, links rewritten to in-page anchors, headings shifted under the chapter's title, and
/// in a single-language print only that language of each translation pair.
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
    /// deeper. Diagnostics are dropped: the chapter's own page reports the same ones.
    public func render(_ chapter: Chapter, headingShift: Int) -> String {
        let printed = language.map { chapter.replacingDocument(PrintLanguageFilter.filter(chapter.document, keeping: $0)) } ?? chapter
        let prefix = PrintAnchors.prefix(ofTop: anchors.topID(ofChapter: chapter.id))
        let sitePath = chapter.outputPath
        let anchors = self.anchors
        let body = renderer.render(printed, pagePath: sitePath, anchorPrefix: prefix, headingShift: headingShift,
                                   resolvedLinks: renderer.links.links(of: chapter, pagePath: sitePath),
                                   rewriteHref: { anchors.rewrite($0, from: sitePath) })
        return PrintMarkup.finish(body.html, prefix: prefix, sitePath: sitePath)
    }

    /// The print body of `chapter` made from the body of its own page (`pageHTML`, rendered by the
    /// site's `ChapterRenderer` for `chapter.outputPath`): what `render` gives for a print of both
    /// languages, without rendering the tree a second time.
    public static func body(fromPage pageHTML: String, of chapter: Chapter, headingShift: Int, anchors: PrintAnchors) -> String {
        String(decoding: bodyUTF8(fromPage: Array(pageHTML.utf8), of: chapter, headingShift: headingShift, anchors: anchors),
               as: UTF8.self)
    }

    /// `body(fromPage:of:headingShift:anchors:)` as UTF-8 bytes, the form the print page takes it in.
    public static func bodyUTF8(fromPage pageHTML: [UInt8], of chapter: Chapter, headingShift: Int, anchors: PrintAnchors) -> [UInt8] {
        let sitePath = chapter.outputPath
        return PrintMarkup.finishUTF8(pageHTML, prefix: PrintAnchors.prefix(ofTop: anchors.topID(ofChapter: chapter.id)),
                                      sitePath: sitePath, rewriteLink: { anchors.rewrite($0, from: sitePath) },
                                      page: PrintMarkup.PageEdits(headingShift: headingShift))
    }
}

/// Print bodies (UTF-8) made as the chapter pages are rendered, by chapter id: filled from any thread
/// and read by the print page as it is rendered, which waits for a body not made yet.
///
/// The print page reads the bodies in the order the pages are made, and usually faster: a reader
/// waiting for a body is woken once that body and the next few in `order` are there (or the pages
/// are done), not once per body, so the threads switch once per batch of chapters. A body is kept
/// only until it is read (the print page holds no second copy of the book); one read again (a theme
/// showing it twice) is made again by `remake`.
final class PrintBodies: @unchecked Sendable {
    private var bodies: [String: [UInt8]] = [:]
    /// Chapters whose body was read (and dropped).
    private var taken = Set<String>()
    private let remake: (@Sendable (String) -> [UInt8])?
    private var closed = false
    /// How many readers wait for each chapter.
    private var awaited: [String: Int] = [:]
    /// The chapters in the order their bodies are made, and each one's position in it.
    private let order: [String]
    private let position: [String: Int]
    private let condition = NSCondition()
    /// How many bodies a waiting reader is woken for at once.
    static let batch = 16

    /// Bodies expected in `order` (chapter ids); any other order works too, with more wake-ups.
    init(order: [String] = [], remake: (@Sendable (_ chapterID: String) -> [UInt8])? = nil) {
        self.order = order
        self.remake = remake
        position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Adds the print body of chapter `chapterID` and wakes whoever waits for a batch it completes.
    func add(_ body: [UInt8], chapterID: String) {
        condition.lock()
        bodies[chapterID] = body
        if awaited.keys.contains(where: batchIsReady) { condition.broadcast() }
        condition.unlock()
    }

    /// Whether the body of `chapterID` and the next ones after it in `order` (up to `batch`) are there.
    private func batchIsReady(_ chapterID: String) -> Bool {
        guard bodies[chapterID] != nil else { return false }
        guard let start = position[chapterID] else { return true }
        return order[start..<min(start + Self.batch, order.count)].allSatisfy { bodies[$0] != nil || taken.contains($0) }
    }

    /// No more bodies will come (the pages are done, or failed): readers stop waiting.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// The body of `chapterID`, once made; empty when the pages ended without it.
    func body(of chapterID: String) -> [UInt8] {
        condition.lock()
        if bodies[chapterID] == nil && !taken.contains(chapterID) && !closed {
            awaited[chapterID, default: 0] += 1
            while !batchIsReady(chapterID) && !closed { condition.wait() }
            awaited[chapterID]! -= 1
            if awaited[chapterID] == 0 { awaited[chapterID] = nil }
        }
        if let body = bodies.removeValue(forKey: chapterID) {
            taken.insert(chapterID)
            condition.unlock()
            return body
        }
        let readBefore = taken.contains(chapterID)
        condition.unlock()
        return readBefore ? remake?(chapterID) ?? [] : []
    }
}
