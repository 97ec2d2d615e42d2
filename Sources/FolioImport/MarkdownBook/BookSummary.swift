/// The table of contents of an mdBook or GitBook book, read from its `SUMMARY.md`.
///
/// Both dialects are read alike: list items (`-`, `*`, `+`, `1.`) nested by indentation, each a link
/// `[Title](path.md)` or a title without a link (a part title when it has items under it, else a
/// draft, as is mdBook's `[Title]()`); headings other than the first title (mdBook's `# Part`,
/// GitBook's `## Part`) start parts; `---` separators and prose lines are skipped.
struct BookSummary: Sendable, Equatable {
    /// One line of the summary that matters.
    enum Entry: Sendable, Equatable {
        /// A heading that starts a part.
        case partHeading(title: String, line: Int)
        /// A list item or a bare link line: its title, its file (nil for a draft or a part title) and
        /// its depth (0 for the outermost list).
        case item(title: String, path: String?, depth: Int, line: Int)
    }

    var entries: [Entry] = []

    /// Reads `SUMMARY.md`.
    init(parsing text: String) {
        var sawTitle = false
        var indents: [Int] = []
        var inFence = false
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = String(rawLine)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { inFence.toggle() }
            if inFence || trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#") {
                let title = trimmed.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                // The first heading before any item is the summary's own title (`# Summary`, `# 目录`).
                if !sawTitle && entries.isEmpty { sawTitle = true; continue }
                if !title.isEmpty { entries.append(.partHeading(title: Self.plain(title), line: index + 1)) }
                indents = []
                continue
            }
            let indent = line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
            guard let itemText = Self.listItemText(trimmed) else {
                // A bare link line (mdBook's prefix and suffix chapters) is an item at depth 0.
                if trimmed.hasPrefix("["), let (title, path) = Self.link(trimmed) {
                    indents = []
                    entries.append(.item(title: title, path: path, depth: 0, line: index + 1))
                }
                continue
            }
            // Items are nested by indentation relative to the items above (2 or 4 spaces, or tabs).
            while let last = indents.last, last >= indent { indents.removeLast() }
            indents.append(indent)
            let depth = indents.count - 1
            if let (title, path) = Self.link(itemText) {
                entries.append(.item(title: title, path: path, depth: depth, line: index + 1))
            } else {
                entries.append(.item(title: Self.plain(itemText), path: nil, depth: depth, line: index + 1))
            }
        }
    }

    /// The text after a list marker, or nil when the line is not a list item.
    static func listItemText(_ trimmed: String) -> String? {
        if let first = trimmed.first, "-*+".contains(first) {
            let rest = trimmed.dropFirst()
            // `---`, `***` are separators, not items.
            guard rest.first == " " || rest.first == "\t" else { return nil }
            return rest.trimmingCharacters(in: .whitespaces)
        }
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        let rest = trimmed.dropFirst(digits.count)
        guard !digits.isEmpty, rest.first == "." || rest.first == ")", rest.dropFirst().first == " " else { return nil }
        return rest.dropFirst(2).trimmingCharacters(in: .whitespaces)
    }

    /// The title and path of a `[Title](path)` link at the start of `text`; an empty path is nil (a draft).
    static func link(_ text: String) -> (String, String?)? {
        guard text.hasPrefix("["), let close = text.range(of: "]("),
              let end = text[close.upperBound...].firstIndex(of: ")") else { return nil }
        let title = plain(String(text[text.index(after: text.startIndex)..<close.lowerBound]))
        var path = text[close.upperBound..<end].trimmingCharacters(in: .whitespaces)
        if path.hasPrefix("<"), let close = path.firstIndex(of: ">") {
            path = String(path[path.index(after: path.startIndex)..<close])
        } else if let space = path.firstIndex(of: " ") {
            path = String(path[..<space])  // a link title follows
        }
        return (title, path.isEmpty ? nil : path)
    }

    /// `text` without emphasis marks, code ticks and backslash escapes.
    static func plain(_ text: String) -> String {
        var result = ""
        var escaped = false
        for character in text {
            if escaped { result.append(character); escaped = false; continue }
            switch character {
            case "\\": escaped = true
            case "*", "`": continue
            default: result.append(character)
            }
        }
        return result.trimmingCharacters(in: .whitespaces)
    }
}
