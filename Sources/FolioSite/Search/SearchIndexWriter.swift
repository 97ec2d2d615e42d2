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
        String(decoding: scriptParts(for: sections).joined(), as: UTF8.self)
    }

    /// `script(for:)` as UTF-8, in consecutive parts (see `SiteFile(path:parts:)`).
    static func scriptParts(for sections: [SearchSection]) -> [[UInt8]] {
        let builder = SearchIndexBuilder()
        builder.add(sections)
        return builder.scriptParts()
    }
}
