import FolioCore

/// The little JSON the index needs, written by hand so that the bytes are stable.
enum SearchJSON {
    /// `text` as a JSON string literal that is also a valid JavaScript literal (see `JSONText`).
    static func string(_ text: String) -> String { JSONText.quoted(text) }

    /// Already-encoded values as a JSON array.
    static func array(_ values: [String]) -> String {
        "[" + values.joined(separator: ",") + "]"
    }
}
