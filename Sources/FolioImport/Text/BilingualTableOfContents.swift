import Foundation
import FolioCore

/// The front table of contents of a bilingual text: where it stands and what it lists. It gives the titles and
/// heading levels of the book's structure and is never emitted itself.
struct BilingualTableOfContents: Sendable {
    /// One entry of the table of contents.
    struct Entry: Sendable, Equatable {
        /// Part, chapter or section.
        enum Kind: Sendable { case part, chapter, section }
        /// What the entry names.
        var kind: Kind
        /// The part or chapter number in Arabic digits; nil for sections.
        var number: String?
        /// The titles listed.
        var title: BilingualTitle
        /// Heading level for sections: 2, or 3 when the entry is indented.
        var level: Int
        /// The chapter a section belongs to (nil before the first chapter).
        var chapter: String?
        /// 1-based source line of the entry.
        var line: Int
    }

    /// The entries in order.
    var entries: [Entry] = []
    /// Indices (into the source's lines) of the first and last line of the table; nil when there is none.
    var lineIndices: ClosedRange<Int>?

    /// The chapter entries.
    var chapters: [Entry] { entries.filter { $0.kind == .chapter } }

    /// The section entries of chapter `number` (nil: sections before the first chapter).
    func sections(ofChapter number: String?) -> [Entry] {
        entries.filter { $0.kind == .section && $0.chapter == number }
    }

    /// Finds the table of contents in `lines`: a cluster of `Chapter N Title` lines (numbers rising, at most
    /// 60 lines apart), widened to the title lines around it whose English title occurs again later in the text.
    static func detect(in lines: [BilingualLine]) -> BilingualTableOfContents {
        let chapterEntries = lines.indices.filter { index in
            guard let marker = BilingualMarker.parse(lines[index].text) else { return false }
            return marker.kind == .chapter && !marker.rest.isEmpty
        }
        guard let first = chapterEntries.first else { return BilingualTableOfContents() }
        var last = first
        var lastNumber = Int(BilingualMarker.parse(lines[first].text)!.number) ?? 0
        for index in chapterEntries.dropFirst() {
            let number = Int(BilingualMarker.parse(lines[index].text)!.number) ?? 0
            guard index - last <= 60, number > lastNumber else { break }
            last = index
            lastNumber = number
        }
        guard last > first else { return BilingualTableOfContents() }
        let laterKeys = keysByLine(lines)
        func recursLater(_ index: Int) -> Bool {
            guard let en = BilingualTitle.split(lines[index].text).en,
                  BilingualTextRules.isTitleLike(en, strict: false, maxWords: 16) else { return false }
            let key = BilingualTextRules.titleKey(en)
            return [key, key + "s", String(key.dropLast())].contains { (laterKeys[$0]?.last ?? -1) > index }
        }
        var start = first
        var index = first - 1
        while index >= 0 {
            if lines[index].isBlank || BilingualMarker.parse(lines[index].text)?.kind == .part || recursLater(index) {
                if !lines[index].isBlank { start = index }
                index -= 1
            } else { break }
        }
        var end = last
        var previousWasEnglishOnly = BilingualMarker.parse(lines[last].text).map { BilingualTitle.split($0.rest).zh == nil } ?? false
        index = last + 1
        while index < lines.count {
            let text = lines[index].text
            if lines[index].isBlank { index += 1; continue }
            let title = BilingualTitle.split(text)
            if recursLater(index) {
                previousWasEnglishOnly = title.zh == nil
            } else if previousWasEnglishOnly,
                      BilingualTextRules.isChineseTitleLike(BilingualTextRules.strippingLinkResidue(text), allowComma: true) {
                previousWasEnglishOnly = false
            } else { break }
            end = index
            index += 1
        }
        var toc = BilingualTableOfContents(entries: [], lineIndices: start...end)
        toc.entries = parseEntries(lines[start...end])
        return toc
    }

    /// The English-title keys of every line → the indices of the lines that hold them.
    private static func keysByLine(_ lines: [BilingualLine]) -> [String: [Int]] {
        var keys: [String: [Int]] = [:]
        for (index, line) in lines.enumerated() where !line.isBlank {
            guard let en = BilingualTitle.split(line.text).en else { continue }
            keys[BilingualTextRules.titleKey(en), default: []].append(index)
        }
        return keys
    }

    private static func parseEntries(_ lines: ArraySlice<BilingualLine>) -> [Entry] {
        var entries: [Entry] = []
        var chapter: String?
        for line in lines where !line.isBlank {
            let text = line.text
            if let marker = BilingualMarker.parse(text), !marker.rest.isEmpty {
                let kind: Entry.Kind = marker.kind == .part ? .part : .chapter
                if kind == .chapter { chapter = marker.number }
                entries.append(Entry(kind: kind, number: marker.number, title: BilingualTitle.split(marker.rest),
                                     level: 1, chapter: kind == .chapter ? marker.number : nil, line: line.number))
                continue
            }
            let title = BilingualTitle.split(text)
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if title.en == nil || trimmed.hasPrefix("[") || trimmed.first?.isCJK == true {
                // the Chinese line of a two-line entry
                if var previous = entries.last, previous.title.zh == nil {
                    previous.title.zh = BilingualTextRules.strippingLinkResidue(text)
                    entries[entries.count - 1] = previous
                }
                continue
            }
            let level = text.first == " " || text.first == "\u{3000}" ? 3 : 2
            entries.append(Entry(kind: .section, number: nil, title: title, level: level, chapter: chapter, line: line.number))
        }
        return entries
    }
}
