import FolioCore
import Foundation

/// Reads a raw source file and checks it before any importer sees it: it must exist, be non-empty and
/// be valid UTF-8 (the first invalid byte is reported with its line and column).
public enum SourceReader {
    /// The text of the file at `url`, or a diagnostic naming `displayPath`.
    public static func read(_ url: URL, displayPath: String) -> (text: String?, diagnostic: Diagnostic?) {
        guard let data = try? Data(contentsOf: url) else {
            return (nil, .error("cannot read the source file", at: SourceLocation(path: displayPath)))
        }
        return decode(data, displayPath: displayPath)
    }

    /// Decodes `data` as UTF-8 text, rejecting invalid input and a file of white space only.
    public static func decode(_ data: Data, displayPath: String) -> (text: String?, diagnostic: Diagnostic?) {
        let (text, problem) = UTF8Text.decode(data, path: displayPath)
        guard let text else { return (nil, problem) }
        if text.unicodeScalars.allSatisfy({ $0.properties.isWhitespace || $0 == "\u{FEFF}" || $0 == "\u{200B}" }) {
            return (nil, .error(data.isEmpty ? "the source file is empty" : "the source file holds only white space",
                                at: SourceLocation(path: displayPath)))
        }
        return (text, nil)
    }
}
