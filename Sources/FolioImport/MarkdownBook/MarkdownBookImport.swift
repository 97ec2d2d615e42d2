import FolioCore
import Foundation

/// Imports an mdBook or GitBook book folder (`folio import DIR --format markdown-book`) as one
/// edition: chapters in SUMMARY order (see `BookPlan`), titles from the summary (or the file's first
/// heading), provenance, repaired Markdown (`MarkdownRepairs`), links between chapter files turned into
/// references the build resolves, and the book's local images copied beside the chapters.
/// Detection is by structure only: `book.toml` (mdBook), `book.json` (GitBook), `SUMMARY.md`.
struct MarkdownBookImport {
    /// The edition folder name.
    var edition = ""
    /// The book's title.
    var title = ""
    /// The part pages and chapters, in reading order.
    var chapters: [ImportedChapter] = []
    /// The edition's colophon (`colophon.md`): title, authors, description.
    var colophon: ImportedChapter?
    /// The source path (relative to the book's folder) of each chapter file, for provenance.
    var sources: [String: String] = [:]
    /// Images to copy: the file, and its path inside the edition folder.
    var images: [(source: URL, path: String)] = []
    var diagnostics: [Diagnostic] = []

    /// Reads the book in `folder`; `displayPath` is how the folder appears in messages.
    init(folder: URL, displayPath: String) {
        let files = BookFiles(folder: folder, displayPath: displayPath)
        guard let (config, summaryPath) = files.locateSummary(&diagnostics),
              let summaryText = files.text(summaryPath, &diagnostics, required: true) else { return }
        let root = BookPaths.folder(of: summaryPath)
        var plan = BookPlan(BookSummary(parsing: summaryText))
        let readme = config.readme.flatMap { BookPaths.resolve($0, from: root, root: root) }.flatMap { files.isFile($0) ? $0 : nil }
        if let readme, !plan.pages.contains(where: { $0.path.flatMap { BookPaths.resolve($0, from: root, root: root) } == readme }) {
            // GitBook shows its introduction first even when the summary leaves it out.
            plan.pages.insert(BookPlan.Page(kind: .chapter, title: "", path: BookPaths.relative(readme, to: root), line: 1), at: 0)
        }
        let summaryDisplay = files.display(summaryPath)
        diagnostics += plan.notes.map { Diagnostic(.note, $0.message, at: SourceLocation(path: summaryDisplay, line: $0.line, column: 1)) }
        // Read every page first: links between them need all their headings.
        var pages: [(page: BookPlan.Page, path: String?, text: BookChapterText?)] = []
        for page in plan.pages {
            let resolved = page.path.flatMap { BookPaths.resolve($0, from: root, root: root) }.flatMap { files.isFile($0) ? $0 : nil }
            var text: BookChapterText?
            if let path = page.path {
                if let resolved {
                    text = files.text(resolved, &diagnostics, required: false).map { source in
                        let expanded = MdBookIncludes.expand(source, in: resolved, files: files, diagnostics: &diagnostics)
                        return BookChapterText(source: expanded, original: source, title: page.title)
                    }
                } else {
                    diagnostics.append(.warning("'\(page.title)' names \(path), which does not exist; skipped",
                                                at: SourceLocation(path: summaryDisplay, line: page.line, column: 1)))
                }
                if text == nil && page.kind == .chapter { continue }
            }
            pages.append((page, text == nil ? nil : resolved, text))
        }
        title = config.title?.nonEmptyTrimmed ?? folder.standardizedFileURL.lastPathComponent
        edition = Slug.make(title).nonEmpty ?? Slug.make(folder.standardizedFileURL.lastPathComponent).nonEmpty ?? "book"
        var fileNames: [String: String] = [:]
        var texts: [String: BookChapterText] = [:]
        var chapterSlots: [(page: BookPlan.Page, path: String?, text: BookChapterText?, order: Int, slug: String)] = []
        var usedSlugs = Set<String>()
        for (offset, entry) in pages.enumerated() {
            var slug = Slug.make(entry.path.map { BookPaths.relative($0, to: root).replacingOccurrences(of: ".md", with: "") } ?? entry.page.title).nonEmpty
                ?? Slug.make(entry.page.title).nonEmpty ?? entry.page.kind.rawValue
            if usedSlugs.contains(slug) { slug = slug.isEmpty ? "" : "\(slug)-\(offset + 1)" }
            usedSlugs.insert(slug)
            var chapter = ImportedChapter(edition: edition, order: offset + 1, slug: slug, frontMatter: FrontMatter(), body: "")
            chapter.numberWidth = max(2, String(pages.count).count)
            if let path = entry.path, let text = entry.text, fileNames[path] == nil {
                fileNames[path] = chapter.fileName
                texts[path] = text
            }
            chapterSlots.append((entry.page, entry.path, entry.text, offset + 1, slug))
        }
        let links = BookLinkRewriter(root: root, fileNames: fileNames, texts: texts, files: files)
        var tally = ScriptTally()
        for slot in chapterSlots {
            let pageTitle = slot.page.title.nonEmptyTrimmed ?? slot.text?.leadingTitle
                ?? (slot.path == readme ? "Introduction" : slot.path.map { ($0 as NSString).lastPathComponent } ?? "Untitled")
            var frontMatter = FrontMatter()
            frontMatter[pageTitle.containsHan ? "title_zh" : "title_en"] = .string(pageTitle)
            frontMatter["kind"] = .string(slot.page.kind.rawValue)
            var body = ""
            if let text = slot.text, let path = slot.path {
                let rewritten = links.rewrite(text.body, in: path, source: text.source, displayPath: files.display(path))
                body = rewritten.body
                diagnostics += rewritten.diagnostics
                images += rewritten.images
                tally.add(body)
            }
            tally.add(pageTitle)
            var chapter = ImportedChapter(edition: edition, order: slot.order, slug: slot.slug, frontMatter: frontMatter, body: body)
            chapter.numberWidth = max(2, String(pages.count).count)
            if let path = slot.path { sources[chapter.fileName] = path }
            chapters.append(chapter)
        }
        let languages = config.bookLanguage ?? tally.dominantLanguage ?? .zh
        let info = EditionInfo(id: edition, title: title.containsHan ? LocalizedText(zh: title) : LocalizedText(en: title),
                               shortTitle: nil, languages: [languages], translators: nil,
                               credits: config.authors.isEmpty ? nil : ["作者 Authors: " + config.authors.joined(separator: "、")],
                               licence: nil, date: nil, url: nil, notes: config.description?.nonEmptyTrimmed)
        let colophon = Colophon.file(for: info)
        self.colophon = ImportedChapter(edition: edition, order: 0, slug: "colophon", frontMatter: colophon.frontMatter, body: colophon.body)
        var seen = Set<String>()
        images = images.filter { seen.insert($0.path).inserted }
    }
}

extension String {
    /// The string without surrounding white space, or nil when nothing is left.
    var nonEmptyTrimmed: String? {
        let trimmed = trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
