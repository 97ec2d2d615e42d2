#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The book's boundary: Folio reads only files inside Content/, Templates/ and Content/sources/, and
/// writes only inside the output folder and Content/'s edition folders. Ids from book.json and
/// manifest.json name folders, so they must be slugs, never paths; a symbolic link is never followed
/// (a cloned book could otherwise publish `/etc/passwd` or write beside the site).
public enum BookBoundary {
    /// What an id may look like, for messages.
    public static let slugRule = "an id is a folder name made of ASCII letters, digits, '-' and '_' (no '/', '.' or spaces)"

    /// True when `id` is a slug: 1 to 64 ASCII letters, digits, `-` and `_`, starting with a letter or digit.
    public static func isSlug(_ id: String) -> Bool {
        let bytes = Array(id.utf8)
        guard let first = bytes.first, bytes.count <= 64, first.isASCIILetterOrDigit else { return false }
        return bytes.allSatisfy { $0.isASCIILetterOrDigit || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    }

    /// What is at a path, looked at without following a symbolic link.
    public enum EntryKind: Equatable, Sendable {
        case missing, file, folder, symbolicLink, other
    }

    /// The kind of the entry at `path` (`lstat`: a link is reported as a link).
    public static func kind(atPath path: String) -> EntryKind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// Why the entry at `path` may not be read as a file of the book, or nil when it is a plain file.
    public static func refusalToRead(atPath path: String) -> String? {
        switch kind(atPath: path) {
        case .file, .missing: return nil
        case .symbolicLink:
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { " to '\($0)'" } ?? ""
            return "this file is a symbolic link\(target); folio reads only files inside the book: copy the file in instead"
        case .folder: return "this is a folder, not a file"
        case .other: return "this is not a regular file (a device, pipe or socket); folio reads only plain files"
        }
    }

    /// True when `name` holds a line break or another control character (the list of files a site
    /// keeps is one name a line, and such names cannot be shown in a message either).
    public static func hasControlCharacters(_ name: String) -> Bool {
        name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// True when the relative path `path` stays inside its folder: not absolute, no `..` component.
    public static func isContained(relativePath path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !hasControlCharacters(path) else { return false }
        return !path.split(separator: "/").contains("..")
    }

    /// The location of the first `"text"` in `json` at or after the first `"after"` key (for ids read
    /// with a decoder that keeps no positions), else line 1.
    /// `occurrence` counts from 1.
    public static func location(ofQuoted text: String, after key: String? = nil, occurrence: Int = 1,
                                in json: String, path: String) -> SourceLocation {
        let utf8 = Array(json.utf8)
        var from = 0
        if let key, let keyOffset = utf8.firstIndex(of: Array(JSONText.quoted(key).utf8)) { from = keyOffset + key.utf8.count + 2 }
        let needle = Array(JSONText.quoted(text).utf8)
        var found: Int?
        for _ in 0..<max(occurrence, 1) {
            guard let offset = utf8.firstIndex(of: needle, from: from) else { break }
            found = offset
            from = offset + needle.count
        }
        guard let found else { return SourceLocation(path: path) }
        return SourceLocation.of(utf8Offset: found + 1, in: json, path: path)
    }
}

extension UInt8 {
    fileprivate var isASCIILetterOrDigit: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
    }
}
