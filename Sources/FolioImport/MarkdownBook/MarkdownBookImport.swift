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
        let readme = config.readme.flatMap { files.existing(BookPaths.resolve($0, from: root, root: root)) }
        if let readme, !plan.pages.contains(where: { $0.path.flatMap { BookPaths.resolve($0, from: root, root: root) } == readme }) {
            // GitBook shows its introduction first even when the summary leaves it out.
            plan.pages.insert(BookPlan.Page(kind: .chapter, title: "", path: BookPaths.relative(readme, to: root), line: 1), at: 0)
        }
        let summaryDisplay = files.display(summaryPath)
        diagnostics += plan.notes.map { Diagnostic(.note, $0.message, at: SourceLocation(path: summaryDisplay, line: $0.line, column: 1)) }
        title = config.title?.nonEmptyTrimmed ?? folder.standardizedFileURL.lastPathComponent
        edition = Slug.make(title).nonEmpty ?? Slug.make(folder.standardizedFileURL.lastPathComponent).nonEmpty ?? "book"
        // Every page is read and named first: links between them need all their headings and names.
        let pages = readPages(plan, root: root, files: files, summaryDisplay: summaryDisplay)
        var fileNames: [String: String] = [:]
        var texts: [String: BookChapterText] = [:]
        for page in pages {
            guard let path = page.path, let text = page.text, fileNames[path] == nil else { continue }
            fileNames[path] = page.chapter.fileName
            texts[path] = text
        }
        let links = BookLinkRewriter(root: root, fileNames: fileNames, texts: texts, files: files)
        var tally = ScriptTally()
        for page in pages {
            var chapter = page.chapter
            let pageTitle = page.entry.title.nonEmptyTrimmed ?? page.text?.leadingTitle
                ?? (page.path == readme ? "Introduction" : page.path.map { ($0 as NSString).lastPathComponent } ?? "Untitled")
            chapter.frontMatter[pageTitle.containsHan ? "title_zh" : "title_en"] = .string(pageTitle)
            chapter.frontMatter["kind"] = .string(page.entry.kind.rawValue)
            if let text = page.text, let path = page.path {
                let rewritten = links.rewrite(text.body, in: path, source: text.source, displayPath: files.display(path))
                chapter.body = rewritten.body
                diagnostics += rewritten.diagnostics
                images += rewritten.images.filter { image in !images.contains { $0.path == image.path } }
                sources[chapter.fileName] = path
            }
            tally.add(pageTitle)
            tally.add(chapter.body)
            chapters.append(chapter)
        }
        let info = EditionInfo(id: edition, title: title.containsHan ? LocalizedText(zh: title) : LocalizedText(en: title),
                               shortTitle: nil, languages: [config.bookLanguage ?? tally.dominantLanguage ?? .zh], translators: nil,
                               credits: config.authors.isEmpty ? nil : ["作者 Authors: " + config.authors.joined(separator: "、")],
                               licence: nil, date: nil, url: nil, notes: config.description?.nonEmptyTrimmed)
        let colophon = Colophon.file(for: info)
        self.colophon = ImportedChapter(edition: edition, order: 0, slug: "colophon", frontMatter: colophon.frontMatter, body: colophon.body)
    }

    /// A page of the plan, read: its summary entry, its book-relative file and text (nil for a part
    /// without a file) and the chapter it becomes (numbered and named, body still to come).
    private struct ReadPage {
        var entry: BookPlan.Page
        var path: String?
        var text: BookChapterText?
        var chapter: ImportedChapter
    }

    /// Reads the pages of `plan` (a chapter whose file is missing is left out, with a warning naming
    /// it) and gives each its number and file name.
    private mutating func readPages(_ plan: BookPlan, root: String, files: BookFiles, summaryDisplay: String) -> [ReadPage] {
        var read: [(entry: BookPlan.Page, path: String?, text: BookChapterText?)] = []
        for entry in plan.pages {
            guard let written = entry.path else {
                read.append((entry, nil, nil))
                continue
            }
            guard let path = files.existing(BookPaths.resolve(written, from: root, root: root)) else {
                diagnostics.append(.warning("'\(entry.title)' names \(written), which does not exist; skipped",
                                            at: SourceLocation(path: summaryDisplay, line: entry.line, column: 1)))
                if entry.kind == .part { read.append((entry, nil, nil)) }
                continue
            }
            guard let source = files.text(path, &diagnostics, required: false) else { continue }
            let expanded = MdBookIncludes.expand(source, in: path, files: files, diagnostics: &diagnostics)
            read.append((entry, path, BookChapterText(source: expanded, original: source, title: entry.title)))
        }
        var usedSlugs = Set<String>()
        return read.enumerated().map { offset, page in
            var slug = Slug.make(page.path.map { (BookPaths.relative($0, to: root) as NSString).deletingPathExtension } ?? "").nonEmpty
                ?? Slug.make(page.entry.title).nonEmpty ?? page.entry.kind.rawValue
            if !usedSlugs.insert(slug).inserted {
                slug += "-\(offset + 1)"
                usedSlugs.insert(slug)
            }
            var chapter = ImportedChapter(edition: edition, order: offset + 1, slug: slug, frontMatter: FrontMatter(), body: "")
            chapter.numberWidth = max(2, String(read.count).count)
            return ReadPage(entry: page.entry, path: page.path, text: page.text, chapter: chapter)
        }
    }
}

extension String {
    /// The string without surrounding white space, or nil when nothing is left.
    var nonEmptyTrimmed: String? {
        let trimmed = trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
