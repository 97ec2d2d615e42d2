/// The `Content-Type` of a served file, chosen by its extension.
public enum ContentType {
    /// For HTML pages.
    public static let html = "text/html; charset=utf-8"
    /// For plain-text messages.
    public static let plainText = "text/plain; charset=utf-8"
    /// For JSON.
    public static let json = "application/json"
    /// For files of an unknown kind.
    public static let unknown = "application/octet-stream"

    private static let byExtension: [String: String] = [
        "html": html, "htm": html,
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8", "mjs": "text/javascript; charset=utf-8",
        "json": json, "map": json,
        "svg": "image/svg+xml",
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
        "webp": "image/webp", "avif": "image/avif", "ico": "image/x-icon",
        "woff": "font/woff", "woff2": "font/woff2", "ttf": "font/ttf", "otf": "font/otf",
        "txt": plainText, "md": "text/markdown; charset=utf-8",
        "xml": "application/xml", "rss": "application/rss+xml", "atom": "application/atom+xml",
        "pdf": "application/pdf", "epub": "application/epub+zip",
        "wasm": "application/wasm", "zip": "application/zip",
    ]

    /// The type for a site path (`ios10/01-x.html` → `text/html; charset=utf-8`), by its extension
    /// compared without case; `application/octet-stream` when unknown.
    public static func forPath(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return unknown }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? unknown
    }

    /// True when the file at `path` is an HTML page (the live script goes into those).
    public static func isHTML(_ path: String) -> Bool {
        forPath(path) == html
    }
}
