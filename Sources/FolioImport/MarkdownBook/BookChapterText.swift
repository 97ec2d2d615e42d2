import FolioCore

/// One page's Markdown made fit for Folio: repaired (`MarkdownRepairs`), its leading title heading
/// taken out (a level-1 heading, or one with the page's title: the title goes in the front matter),
/// its headings moved so that the highest is level 2, `{#id}` heading attributes dropped.
struct BookChapterText: Sendable {
    /// The file's text as it is in the book (for the positions of messages).
    let source: String
    /// The repaired text, before the title is taken out (what links are resolved against).
    let repaired: String
    /// Its headings and their mdBook/GitBook anchors.
    let headings: BookHeadings
    /// The text of a leading level-1 heading, if the file starts with one.
    let leadingTitle: String?

    /// The page made from `source` (`original` as written in the book, before mdBook's directives
    /// were done), listed in the summary as `title`.
    init(source: String, original: String? = nil, title: String) {
        self.source = original ?? source
        repaired = MarkdownRepairs.repair(Self.withoutFrontMatter(source))
        headings = BookHeadings(body: repaired)
        let first = MarkdownLines.split(repaired).first { !$0.text.allSatisfy(\.isWhitespace) }
        if let first, !first.inCode, let (level, text) = BookHeadings.atxHeading(first.text) {
            let plain = BookHeadings.plainText(BookHeadings.explicitID(text)?.0 ?? text)
            leadingTitle = level == 1 || plain == BookSummary.plain(title) ? plain : nil
        } else {
            leadingTitle = nil
        }
    }

    /// The anchor of the leading title heading (links to it go to the top of the chapter).
    var leadingTitleAnchor: String? {
        leadingTitle == nil ? nil : headings.headings.first?.anchor
    }

    /// The body to write: without the leading title, headings shifted and cleaned.
    var body: String {
        var lines = MarkdownLines.split(repaired)
        if leadingTitle != nil, let first = lines.firstIndex(where: { !$0.text.allSatisfy(\.isWhitespace) }) {
            lines.removeSubrange(0...first)
            while let line = lines.first, line.text.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        }
        let highest = lines.compactMap { $0.inCode ? nil : BookHeadings.atxHeading($0.text)?.0 }.min() ?? 2
        let shift = 2 - highest
        for index in lines.indices where !lines[index].inCode {
            guard let (level, text) = BookHeadings.atxHeading(lines[index].text) else { continue }
            let cleaned = BookHeadings.explicitID(text)?.0 ?? text
            lines[index].text = String(repeating: "#", count: max(2, min(level + shift, 6))) + " " + cleaned
        }
        return lines.isEmpty ? "" : MarkdownLines.join(lines)
    }

    /// `text` without a leading YAML front matter block (GitBook pages may have one).
    static func withoutFrontMatter(_ text: String) -> String {
        guard text.hasPrefix("---\n") || text.hasPrefix("---\r\n") else { return text }
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        guard let end = lines.dropFirst().firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" }) else { return text }
        return lines[(end + 1)...].joined(separator: "\n")
    }
}
