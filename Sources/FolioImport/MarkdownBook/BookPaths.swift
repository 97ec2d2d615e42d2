import Foundation

/// Paths inside the imported book's folder, always relative to it and normalised (`src/guide/a.md`).
enum BookPaths {
    /// `link` (as written in a file of folder `base`; `/…` is relative to `root`) resolved to a path
    /// relative to the book's folder, percent-decoding undone; nil when it leaves the book's folder.
    static func resolve(_ link: String, from base: String, root: String) -> String? {
        let decoded = link.removingPercentEncoding ?? link
        var components: [String] = decoded.hasPrefix("/") ? split(root) : split(base)
        for part in decoded.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard components.popLast() != nil else { return nil }
            default: components.append(String(part))
            }
        }
        return components.isEmpty ? nil : components.joined(separator: "/")
    }

    /// The folder of a book-relative path (`src/guide` for `src/guide/a.md`, `` at the top).
    static func folder(of path: String) -> String {
        split(path).dropLast().joined(separator: "/")
    }

    /// `path` relative to `root` when it lies inside it, else `path`.
    static func relative(_ path: String, to root: String) -> String {
        root.isEmpty || !path.hasPrefix(root + "/") ? path : String(path.dropFirst(root.count + 1))
    }

    /// Whether the path names an image Folio copies into the content.
    static func isImage(_ path: String) -> Bool {
        ["png", "jpg", "jpeg", "gif", "webp", "svg", "avif"].contains((path as NSString).pathExtension.lowercased())
    }

    private static func split(_ path: String) -> [String] {
        path.split(separator: "/").filter { $0 != "." }.map(String.init)
    }
}
