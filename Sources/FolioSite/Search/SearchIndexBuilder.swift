import FolioCore
import Foundation

/// Builds `search-index.js` (format: `SearchIndexWriter`) a batch of sections at a time, so the
/// book's chapters can be indexed as soon as they are loaded, while the rest of the site is made,
/// and the glossary added once the cross-links know it. Use from one thread at a time (it may be
/// handed from one to another); each batch is tokenized on all cores.
final class SearchIndexBuilder: @unchecked Sendable {
    private var editions = SearchStringTable()
    private var chapters = SearchStringTable()
    /// The rows of `sections`, each `[kind,edition,chapter,"url","…",…]`, joined by `,\n`, in the
    /// pieces they were made in (written one after the other, never joined into one buffer).
    private var rows: [[UInt8]] = []
    /// For each word stem, its postings in ascending section order: `section << 4 | min(count, 15)`.
    private var postings = StemPostings()
    private var sectionCount = 0

    /// How many sections one task tokenizes: enough to share a stem's postings across sections,
    /// few enough that a batch spreads over the cores.
    private static let piece = 64

    /// Adds `sections` after those added before.
    func add(_ sections: [SearchSection]) {
        let first = sectionCount
        let heads = sections.map { section in
            (section.kind == .glossary ? 1 : 0, editions.index(of: section.edition), chapters.index(of: section.chapter))
        }
        let starts = Array(stride(from: 0, to: sections.count, by: Self.piece))
        let pieces = starts.concurrentMap { start in
            Self.prepare(sections[start..<min(start + Self.piece, sections.count)], heads: heads[start...],
                         firstNumber: first + start)
        }
        for piece in pieces {
            if sectionCount > 0, !piece.rows.isEmpty { rows.append(Array(",\n".utf8)) }
            rows.append(piece.rows)
            sectionCount += piece.count
            postings.append(piece.postings)
        }
    }

    /// The whole script, as UTF-8 in consecutive parts (written one after the other, so the tens of
    /// MB of a large book's rows are not copied into one more buffer).
    func scriptParts() -> [[UInt8]] {
        let stems = postings.stems
        let lists = postings.lists
        let order = stems.indices.sorted { stems[$0] < stems[$1] }
        let words = stride(from: 0, to: order.count, by: 512).map { $0..<min($0 + 512, order.count) }
            .concurrentMap { range in Self.encodedWords(order[range], stems: stems, lists: lists) }
        let head = "window.FOLIO_SEARCH_INDEX = {\"version\":1,\n"
            + "\"editions\":\(SearchJSON.array(editions.strings.map(SearchJSON.string))),\n"
            + "\"chapters\":\(SearchJSON.array(chapters.strings.map(SearchJSON.string))),\n"
            + "\"sections\":[\n"
        var parts = [Array(head.utf8)] + rows + [Array("],\n\"words\":{\n".utf8)]
        for (position, part) in words.enumerated() {
            parts.append(position > 0 ? Array(",\n".utf8) + part : part)
        }
        parts.append(Array("}};\n".utf8))
        return parts
    }

    /// The rows and postings of consecutive sections, numbered from `firstNumber`.
    private static func prepare(_ sections: ArraySlice<SearchSection>, heads: ArraySlice<(Int, Int, Int)>,
                                firstNumber: Int) -> (rows: [UInt8], count: Int, postings: StemPostings) {
        var rows: [UInt8] = []
        var postings = StemPostings()
        var collapsed: [UInt8] = []  // one field's text, white space collapsed
        for (offset, (section, head)) in zip(sections, heads).enumerated() {
            if offset > 0 { rows.append(",\n") }
            rows.append("[")
            rows.appendDecimal(head.0)
            rows.append(",")
            rows.appendDecimal(head.1)
            rows.append(",")
            rows.appendDecimal(head.2)
            rows.append(",\"")
            JSONText.appendQuoted(section.url, to: &rows)
            let number = UInt32(firstNumber + offset)
            for field in section.indexedFields {
                rows.append("\",\"")
                guard let field else { continue }
                collapsed.removeAll(keepingCapacity: true)
                SearchSection.appendCollapsingWhitespace(field, to: &collapsed)
                collapsed.withUnsafeBufferPointer { utf8 in
                    JSONText.appendQuoted(utf8: utf8, to: &rows)
                    SearchTokenizer.forEachWordStem(utf8: utf8, bytes: { postings.count($0, section: number) },
                                                    string: { postings.count($0, section: number) })
                }
            }
            rows.append("\"]")
        }
        return (rows, sections.count, postings)
    }

    /// `"stem":[…]` for each stem at the positions `order`, joined by `,\n`: postings delta-encoded with their count,
    /// `delta * 16 + count`, the first delta counting from section 0.
    private static func encodedWords(_ order: ArraySlice<Int>, stems: [String], lists: [[UInt32]]) -> [UInt8] {
        var out: [UInt8] = []
        for (position, stem) in order.enumerated() {
            if position > 0 { out.append(",\n") }
            out.append("\"")
            JSONText.appendQuoted(stems[stem], to: &out)
            out.append("\":[")
            var previous: UInt32 = 0
            for (index, posting) in lists[stem].enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                appendDecimal(((posting >> 4) - previous) * 16 + (posting & 15), to: &out)
                previous = posting >> 4
            }
            out.append(UInt8(ascii: "]"))
        }
        return out
    }

    private static func appendDecimal(_ value: UInt32, to out: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &out) }
        out.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}

/// Distinct strings in the order first seen, each with its position.
struct SearchStringTable {
    private(set) var strings: [String] = []
    private var positions: [String: Int] = [:]

    /// The position of `string`, adding it when new.
    mutating func index(of string: String) -> Int {
        if let position = positions[string] { return position }
        positions[string] = strings.count
        strings.append(string)
        return strings.count - 1
    }
}
