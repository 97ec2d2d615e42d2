/// A table of contents printed inside an extracted text: a PDF's front `目录` (title, TAB or space, page
/// number) or a web page's bullet index (`文章索引` then `  • 1.1 title` lines). It is never part of the
/// output: importers use it to validate the chapters and sections they found and to supply missing titles.
public struct TableOfContents: Sendable, Equatable {
    /// One entry of a table of contents.
    public struct Entry: Sendable, Equatable {
        /// The source line of the entry.
        public var line: Int
        /// The section number when the entry has one (`[2, 1]` for `2.1 加载\t6`).
        public var numbers: [Int]?
        /// The title, without number and page.
        public var title: String
        /// The page as printed (`12`, `ii`), if any.
        public var page: String?

        public init(line: Int, numbers: [Int]?, title: String, page: String?) {
            self.line = line
            self.numbers = numbers
            self.title = title
            self.page = page
        }
    }

    /// The entries in order.
    public var entries: [Entry]
    /// The source lines the table occupies (entries, headings such as `目录`, separators, blank lines).
    public var lines: ClosedRange<Int>

    public init(entries: [Entry], lines: ClosedRange<Int>) {
        self.entries = entries
        self.lines = lines
    }

    /// Bullet characters that start an index line.
    static let bullets: Set<Character> = ["•", "●", "▪", "◦", "·", "-", "*", "\u{F0B7}", "\u{F0A7}"]

    /// Parses a printed TOC line: `title<TAB>page`, `title……page` (dot leaders) or, when `allowSpace`,
    /// `title page` (page: up to four digits or a lower-case roman numeral). Nil for anything else.
    public static func pageEntry(_ text: String, line: Int, allowSpace: Bool) -> Entry? {
        let trimmed = text.trimmedWhitespace
        guard let separator = trimmed.lastIndex(where: { $0 == "\t" || $0 == " " || $0 == "…" || $0 == "." }) else { return nil }
        let page = String(trimmed[trimmed.index(after: separator)...])
        let isPage = (page.count <= 4 && !page.isEmpty && page.allSatisfy { $0.isASCII && $0.isNumber })
            || (page.count <= 5 && !page.isEmpty && page.allSatisfy { "ivxlc".contains($0) })
        guard isPage else { return nil }
        var head = trimmed[..<separator]
        let usesTab = trimmed[separator] == "\t" || head.hasSuffix("\t")
        let usesLeader = trimmed[separator] == "…" || trimmed[separator] == "." && head.hasSuffix("..")
        let usesSpace = trimmed[separator] == " "
        guard usesTab || usesLeader || (allowSpace && usesSpace) else { return nil }
        while let last = head.last, last == "\t" || last == " " || last == "…" || last == "." || last == "·" { head.removeLast() }
        let title = String(head).collapsingWhitespace
        guard !title.isEmpty, !title.contains("\t") else { return nil }
        return entry(title: title, line: line, page: page)
    }

    /// Parses a bullet index line `  • 1.1 为iOS而设计(Designing for iOS)`: a bullet, then a numbered title.
    public static func bulletEntry(_ text: String, line: Int) -> Entry? {
        let trimmed = text.trimmedWhitespace
        guard let first = trimmed.first, bullets.contains(first) else { return nil }
        guard let heading = NumberedHeading.parse(String(trimmed.dropFirst())) else { return nil }
        return Entry(line: line, numbers: heading.numbers, title: heading.title, page: nil)
    }

    /// True for a separator line inside a printed TOC (`----------\t-----`).
    public static func isSeparator(_ text: String) -> Bool {
        let trimmed = text.trimmedWhitespace
        return !trimmed.isEmpty && trimmed.allSatisfy { "-—_=\t .·…".contains($0) }
    }

    /// True for a short title line such as `目录`, `Contents` or `文章索引`: at most 12 characters, no
    /// punctuation, no digits.
    static func isTitleLike(_ text: String) -> Bool {
        let trimmed = text.trimmedWhitespace
        return !trimmed.isEmpty && trimmed.count <= 12 && trimmed.allSatisfy { $0.isLetter || $0 == " " }
    }

    private static func entry(title: String, line: Int, page: String?) -> Entry {
        if let heading = NumberedHeading.parse(title, maximumTitleLength: 200) {
            return Entry(line: line, numbers: heading.numbers, title: heading.title, page: page)
        }
        return Entry(line: line, numbers: nil, title: title, page: page)
    }
}

extension TableOfContents {
    /// Finds the printed TOC in `lines` (a front-matter region): the run from the first `title<TAB>page`
    /// or dot-leader line to the last line that is still a TOC line (an entry, including `title page` with a
    /// space, a separator or blank), together with one or two title lines just before it (`目录`, `Contents`).
    /// Needs at least `minimumEntries` entries; nil otherwise.
    public static func findPrinted(in lines: [TextLine], minimumEntries: Int = 3) -> TableOfContents? {
        guard let start = lines.firstIndex(where: { pageEntry($0.text, line: $0.number, allowSpace: false) != nil }) else {
            return nil
        }
        var entries: [Entry] = []
        var end = start
        for index in start..<lines.count {
            let line = lines[index]
            if line.isBlank || isSeparator(line.text) { continue }
            guard let entry = pageEntry(line.text, line: line.number, allowSpace: true) else { break }
            entries.append(entry)
            end = index
        }
        guard entries.count >= minimumEntries else { return nil }
        var first = start
        var titles = 0
        var index = start - 1
        while index >= 0, titles < 2 {
            if lines[index].isBlank { index -= 1; continue }
            guard isTitleLike(lines[index].text) else { break }
            first = index
            titles += 1
            index -= 1
        }
        return TableOfContents(entries: entries, lines: lines[first].number...lines[end].number)
    }

    /// Finds every bullet index in `lines`: runs of at least `minimumEntries` bullet lines that are all
    /// numbered titles (blank lines may stand between them), each with the title line just before it
    /// (`文章索引`) when there is one.
    public static func findBulletIndexes(in lines: [TextLine], minimumEntries: Int = 3) -> [TableOfContents] {
        var found: [TableOfContents] = []
        var index = 0
        while index < lines.count {
            guard bulletEntry(lines[index].text, line: lines[index].number) != nil else { index += 1; continue }
            var entries: [Entry] = []
            var end = index
            var scan = index
            while scan < lines.count {
                if lines[scan].isBlank { scan += 1; continue }
                guard let entry = bulletEntry(lines[scan].text, line: lines[scan].number) else { break }
                entries.append(entry)
                end = scan
                scan += 1
            }
            if entries.count >= minimumEntries {
                var first = index
                var back = index - 1
                while back >= 0, lines[back].isBlank { back -= 1 }
                if back >= 0, isTitleLike(lines[back].text) { first = back }
                found.append(TableOfContents(entries: entries, lines: lines[first].number...lines[end].number))
            }
            index = end + 1
        }
        return found
    }
}
