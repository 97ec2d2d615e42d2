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
        var editions = SearchStringTable()
        var chapters = SearchStringTable()
        var postings = SearchPostings()
        var rows = ""
        // Sections are tokenized on all cores a chunk at a time, so only one chunk's word counts and
        // collapsed texts are held at once.
        let chunkSize = 512
        for chunkStart in stride(from: 0, to: sections.count, by: chunkSize) {
            let chunk = Array(sections[chunkStart..<min(chunkStart + chunkSize, sections.count)])
            let prepared = ResultSlots<(texts: String, counts: [String: Int])>(count: chunk.count)
            DispatchQueue.concurrentPerform(iterations: chunk.count) { index in
                let fields = chunk[index].indexedFields
                let texts = ([chunk[index].url] + fields).map(SearchJSON.string).joined(separator: ",")
                prepared[index] = (texts, SearchPostings.stemCounts(of: fields))
            }
            for (offset, section) in chunk.enumerated() {
                guard let (texts, counts) = prepared[offset] else { continue }
                if !rows.isEmpty { rows += ",\n" }
                rows += "[" + (section.kind == .glossary ? "1" : "0")
                rows += "," + String(editions.index(of: section.edition)) + "," + String(chapters.index(of: section.chapter))
                rows += "," + texts + "]"
                postings.add(counts, section: chunkStart + offset)
            }
        }
        var script = "window.FOLIO_SEARCH_INDEX = {\"version\":1,\n"
        script += "\"editions\":" + SearchJSON.array(editions.strings.map(SearchJSON.string)) + ",\n"
        script += "\"chapters\":" + SearchJSON.array(chapters.strings.map(SearchJSON.string)) + ",\n"
        script += "\"sections\":[\n"
        script += rows
        rows = ""
        script += "],\n\"words\":{\n"
        script += postings.encodedEntries().joined(separator: ",\n")
        script += "}};\n"
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
