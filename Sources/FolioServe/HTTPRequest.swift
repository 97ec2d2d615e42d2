/// A request's head as the connection read it: method, raw request-target, version and headers.
struct HTTPRequest: Sendable {
    /// The method token as sent (`GET`, `HEAD`, …); methods are case-sensitive.
    var method: String
    /// The request-target exactly as sent (`/ios10/01-x.html?q=1`), not yet decoded.
    var target: String
    /// The `y` of `HTTP/1.y`.
    var minorVersion: Int
    /// The header fields in order, names lowercased, values trimmed of surrounding blanks.
    var headers: [(name: String, value: String)]
    /// The body's length from `Content-Length` (0 when absent); the connection reads and drops it.
    var contentLength: Int

    /// The first value of the header `name` (lowercase), or nil.
    func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }

    /// True when the `Connection` header lists `option` (case-insensitive).
    func connectionHeaderLists(_ option: String) -> Bool {
        headers.contains { header in
            header.name == "connection"
                && header.value.split(separator: ",").contains { $0.trimmingBlanks.lowercased() == option }
        }
    }

    /// Whether the connection stays open after the response: HTTP/1.1 unless `Connection: close`,
    /// HTTP/1.0 only with `Connection: keep-alive`.
    var keepsConnectionAlive: Bool {
        if connectionHeaderLists("close") { return false }
        return minorVersion >= 1 || connectionHeaderLists("keep-alive")
    }
}

/// Trimming header values.
extension Substring {
    /// The text without leading and trailing spaces and tabs.
    var trimmingBlanks: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
