import FolioCore

/// The pages of an imported book in reading order, as its `SUMMARY.md` lays them out: part pages and
/// chapters. Part headings and link-less items with items under them are parts; when the summary has
/// neither, a top-level item with items under it becomes a part whose page is its own file. Every
/// other item with a file is a chapter, however deeply nested. Items without a file and without items
/// under them are drafts and are skipped.
struct BookPlan: Sendable, Equatable {
    /// One page to write.
    struct Page: Sendable, Equatable {
        enum Kind: String, Sendable { case part, chapter }
        var kind: Kind
        var title: String
        /// The file, as written in the summary (relative to the summary's folder), without a fragment.
        var path: String?
        /// The summary's line, for messages.
        var line: Int
    }

    var pages: [Page] = []
    /// Notes about drafts and external entries that were skipped.
    var notes: [(message: String, line: Int)] = []

    init(_ summary: BookSummary) {
        let entries = summary.entries
        func hasChildren(_ index: Int) -> Bool {
            guard case .item(_, _, let depth, _) = entries[index], index + 1 < entries.count,
                  case .item(_, _, let next, _) = entries[index + 1] else { return false }
            return next > depth
        }
        let explicitParts = entries.indices.contains { index in
            switch entries[index] {
            case .partHeading: return true
            case .item(_, let path, _, _): return path == nil && hasChildren(index)
            }
        }
        for (index, entry) in entries.enumerated() {
            switch entry {
            case .partHeading(let title, let line):
                pages.append(Page(kind: .part, title: title, path: nil, line: line))
            case .item(let title, nil, _, let line):
                if hasChildren(index) {
                    pages.append(Page(kind: .part, title: title, path: nil, line: line))
                } else {
                    notes.append(("'\(title)' has no file (a draft); skipped", line))
                }
            case .item(let title, let path?, let depth, let line):
                if path.contains("://") || path.hasPrefix("mailto:") {
                    notes.append(("'\(title)' links to \(path), outside the book; skipped", line))
                    continue
                }
                let file = String(path.prefix { $0 != "#" })
                let kind: Page.Kind = !explicitParts && depth == 0 && hasChildren(index) ? .part : .chapter
                pages.append(Page(kind: kind, title: title, path: file.isEmpty ? nil : file, line: line))
            }
        }
    }

    static func == (lhs: BookPlan, rhs: BookPlan) -> Bool {
        lhs.pages == rhs.pages && lhs.notes.map(\.message) == rhs.notes.map(\.message)
    }
}
