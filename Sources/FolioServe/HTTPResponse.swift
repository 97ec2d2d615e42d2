import FolioCore

/// A response status: its code and reason phrase.
struct HTTPStatus: Equatable, Sendable {
    /// The three-digit code.
    let code: Int
    /// The reason phrase sent after it.
    let reason: String

    // The statuses the server sends, named after their reason phrases.
    /// 200.
    static let ok = HTTPStatus(code: 200, reason: "OK")
    /// 301.
    static let movedPermanently = HTTPStatus(code: 301, reason: "Moved Permanently")
    /// 400.
    static let badRequest = HTTPStatus(code: 400, reason: "Bad Request")
    /// 404.
    static let notFound = HTTPStatus(code: 404, reason: "Not Found")
    /// 405.
    static let methodNotAllowed = HTTPStatus(code: 405, reason: "Method Not Allowed")
    /// 413.
    static let payloadTooLarge = HTTPStatus(code: 413, reason: "Content Too Large")
    /// 414.
    static let uriTooLong = HTTPStatus(code: 414, reason: "URI Too Long")
    /// 431.
    static let headersTooLarge = HTTPStatus(code: 431, reason: "Request Header Fields Too Large")
    /// 501.
    static let notImplemented = HTTPStatus(code: 501, reason: "Not Implemented")
    /// 503.
    static let serviceUnavailable = HTTPStatus(code: 503, reason: "Service Unavailable")
    /// 505.
    static let versionNotSupported = HTTPStatus(code: 505, reason: "HTTP Version Not Supported")
}

/// A complete response with a body of known length. Every response carries `Content-Length` and
/// `Cache-Control: no-store` (a preview must never show a stale page).
struct HTTPResponse: Sendable {
    /// The status.
    var status: HTTPStatus
    /// The `Content-Type`.
    var contentType: String
    /// The body (its length is the `Content-Length`, also for HEAD, which does not send it).
    var body: [UInt8]
    /// Further header fields (`Location`, `Allow`, `Server-Timing`).
    var extraHeaders: [(name: String, value: String)] = []

    /// A plain-text response, for refusals.
    static func text(_ status: HTTPStatus, _ message: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: ContentType.plainText, body: Array((message + "\n").utf8))
    }

    /// The status line and header fields, ending with the empty line. `keepAlive` tells whether the
    /// connection stays open; `announceKeepAlive` adds `Connection: keep-alive` (for HTTP/1.0 clients).
    func head(keepAlive: Bool, announceKeepAlive: Bool) -> [UInt8] {
        var head: [UInt8] = []
        head.reserveCapacity(256)
        head.appendUTF8("HTTP/1.1 \(status.code) \(status.reason)\r\n")
        head.appendUTF8("Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\nCache-Control: no-store\r\n")
        for header in extraHeaders { head.appendUTF8("\(header.name): \(header.value)\r\n") }
        if !keepAlive {
            head.append("Connection: close\r\n")
        } else if announceKeepAlive {
            head.append("Connection: keep-alive\r\n")
        }
        head.append("\r\n")
        return head
    }
}
