import FolioCore
import Foundation

/// Builds the search index script for the whole book.
///
/// The script is `window.FOLIO_SEARCH_INDEX = {…};` (plain JSON on the right), so pages load it with
/// a `<script>` element, also from `file://`. Its fields:
///
/// - `version`: the format version, 1.
/// - `editions`, `chapters`: the distinct edition and chapter titles, in the order first seen.
/// - `sections`: one array per section, in the given order:
///   `[kind, edition, chapter, url, headingEN, headingZH, textEN, textZH]`, where `kind` is 0 for a
///   section and 1 for a glossary entry, `edition` and `chapter` index the tables above, and the texts
///   have their white space collapsed (a run holding a line break becomes one `\n`).
///   `search.js` finds Chinese by searching these texts, so any run of Han characters is found, and
///   cuts its snippets from them.
/// - `words`: every English word stem (see `SearchTokenizer`), sorted, with its postings: for each
///   section holding the stem, in ascending order, `delta * 16 + min(count, 15)`, where `delta` is the
///   section's number minus the previous posting's (the first counts from 0) and `count` is how often
///   the stem occurs in the section's headings and text.
public enum SearchIndexWriter {
    /// The contents of `search-index.js`: a script that assigns the index to `window.FOLIO_SEARCH_INDEX`,
    /// so it loads from `file://` (no fetch). Deterministic: same input, same bytes.
    public static func script(for sections: [SearchSection]) -> String {
        String(decoding: scriptData(for: sections), as: UTF8.self)
    }

    /// `script(for:)` as UTF-8, written into one buffer (the index of a large book is tens of MB).
    public static func scriptData(for sections: [SearchSection]) -> Data {
        var editions = SearchStringTable()
        var chapters = SearchStringTable()
        for section in sections {
            _ = editions.index(of: section.edition)
            _ = chapters.index(of: section.chapter)
        }
        var postings = SearchPostings()
        var script = Data()
        // Room for every text plus escapes and row syntax, so the buffer is not doubled as it grows.
        let textBytes = sections.reduce(0) { total, section in
            total + section.url.utf8.count + section.heading.values.reduce(0) { $0 + $1.utf8.count }
                + section.text.values.reduce(0) { $0 + $1.utf8.count }
        }
        script.reserveCapacity(textBytes + textBytes / 8 + sections.count * 24 + 1 << 20)
        script.append(contentsOf: Array("window.FOLIO_SEARCH_INDEX = {\"version\":1,\n".utf8))
        script.append(contentsOf: Array("\"editions\":\(SearchJSON.array(editions.strings.map(SearchJSON.string))),\n".utf8))
        script.append(contentsOf: Array("\"chapters\":\(SearchJSON.array(chapters.strings.map(SearchJSON.string))),\n".utf8))
        script.append(contentsOf: Array("\"sections\":[\n".utf8))
        // Sections are tokenized on all cores a chunk at a time, so only one chunk's word counts and
        // quoted texts are held at once.
        let chunkSize = 512
        for chunkStart in stride(from: 0, to: sections.count, by: chunkSize) {
            let chunk = Array(sections[chunkStart..<min(chunkStart + chunkSize, sections.count)])
            let prepared = chunk.concurrentMap { section -> (texts: [UInt8], counts: [String: Int]) in
                let fields = section.indexedFields
                var texts: [UInt8] = []
                for (position, field) in ([section.url] + fields).enumerated() {
                    texts += Array((position == 0 ? "\"" : ",\"").utf8)
                    JSONText.appendQuoted(field, to: &texts)
                    texts.append(UInt8(ascii: "\""))
                }
                return (texts, SearchPostings.stemCounts(of: fields))
            }
            for (offset, section) in chunk.enumerated() {
                let (texts, counts) = prepared[offset]
                if chunkStart + offset > 0 { script.append(contentsOf: Array(",\n".utf8)) }
                let kind = section.kind == .glossary ? "1" : "0"
                let head = "[\(kind),\(editions.index(of: section.edition)),\(chapters.index(of: section.chapter)),"
                script.append(contentsOf: Array(head.utf8))
                script.append(contentsOf: texts)
                script.append(UInt8(ascii: "]"))
                postings.add(counts, section: chunkStart + offset)
            }
        }
        script.append(contentsOf: Array("],\n\"words\":{\n".utf8))
        script.append(contentsOf: Array(postings.encodedEntries().joined(separator: ",\n").utf8))
        script.append(contentsOf: Array("}};\n".utf8))
        return script
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
