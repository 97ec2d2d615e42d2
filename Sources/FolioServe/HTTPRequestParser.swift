import FolioCore

/// Reads a request head (request line and header fields) from the bytes a connection has received,
/// enforcing the size limits; it never reads the body.
enum HTTPRequestParser {
    /// Longest request-target accepted; longer → 414.
    static let maximumTargetLength = 8 * 1024
    /// Longest header section (after the request line) accepted; longer → 431.
    static let maximumHeaderSectionLength = 16 * 1024
    /// Most header fields accepted; more → 431.
    static let maximumHeaderCount = 100
    /// Largest request body read (and dropped); larger → 413.
    static let maximumBodyLength = 1024 * 1024

    /// What the bytes received so far hold.
    enum Outcome {
        /// No complete head yet and no limit broken: read more.
        case incomplete
        /// A complete head, `headLength` bytes long from the start offset.
        case request(HTTPRequest, headLength: Int)
        /// A head that must be refused with `status`; the connection then closes.
        case failure(HTTPStatus)
    }

    /// Parses the head that starts at `start` in `bytes`. Lines may end in CRLF or a bare LF; empty
    /// lines before the request line are skipped (RFC 9112 §2.2).
    static func parse(_ bytes: [UInt8], from start: Int = 0) -> Outcome {
        var lineStart = start
        while lineStart < bytes.count, bytes[lineStart] == .cr || bytes[lineStart] == .lf { lineStart += 1 }
        guard let requestLineEnd = bytes.firstIndex(of: .lf, from: lineStart) else {
            if !startsLikeAMethod(bytes, lineStart) { return .failure(.badRequest) }  // a TLS hello, binary noise
            return bytes.count - lineStart > maximumTargetLength + 64 ? .failure(unterminatedLineStatus(bytes, lineStart)) : .incomplete
        }
        let requestLine = Array(bytes[lineStart..<lineContentEnd(bytes, lineStart, requestLineEnd)])
        let parsedLine: (method: String, target: String, minorVersion: Int)
        switch parseRequestLine(requestLine) {
        case .success(let line): parsedLine = line
        case .failure(let status): return .failure(status)
        }
        let headerStart = requestLineEnd + 1
        switch parseHeaderSection(bytes, from: headerStart) {
        case .incomplete: return .incomplete
        case .failure(let status): return .failure(status)
        case .complete(let headers, let end):
            var request = HTTPRequest(method: parsedLine.method, target: parsedLine.target,
                                      minorVersion: parsedLine.minorVersion, headers: headers, contentLength: 0)
            if let status = checkBody(&request) { return .failure(status) }
            return .request(request, headLength: end - start)
        }
    }

    /// False when the bytes received of a request line already cannot begin with a method: a
    /// character that is not a token's comes before the first space (or there are 32 without one).
    private static func startsLikeAMethod(_ bytes: [UInt8], _ start: Int) -> Bool {
        var index = start
        while index < bytes.count && index - start < 32 {
            if bytes[index] == .space { return index > start }
            if !bytes[index].isTokenCharacter { return false }
            index += 1
        }
        return index - start < 32
    }

    /// The status for a request line that grew past the limit without ending: 414 when it looks
    /// like a method, a space and a long target, 400 for anything else.
    private static func unterminatedLineStatus(_ bytes: [UInt8], _ start: Int) -> HTTPStatus {
        guard let space = bytes.firstIndex(of: .space, from: start), space > start,
              bytes[start..<space].allSatisfy(\.isTokenCharacter),
              space + 1 < bytes.count, bytes[space + 1] == UInt8(ascii: "/") else { return .badRequest }
        return .uriTooLong
    }

    /// The end of a line's content: before its LF, and before a CR right before it.
    private static func lineContentEnd(_ bytes: [UInt8], _ start: Int, _ lineFeed: Int) -> Int {
        lineFeed > start && bytes[lineFeed - 1] == .cr ? lineFeed - 1 : lineFeed
    }

    private enum RequestLineResult {
        case success((method: String, target: String, minorVersion: Int))
        case failure(HTTPStatus)
    }

    /// `METHOD SP request-target SP HTTP/1.y`, single spaces, printable ASCII target.
    private static func parseRequestLine(_ line: [UInt8]) -> RequestLineResult {
        let parts = line.split(separator: .space, omittingEmptySubsequences: false)
        guard parts.count == 3 else {
            return parts.count == 2 && parts[1].count > maximumTargetLength ? .failure(.uriTooLong) : .failure(.badRequest)
        }
        let (method, target, version) = (parts[0], parts[1], parts[2])
        guard !method.isEmpty, method.allSatisfy(\.isTokenCharacter) else { return .failure(.badRequest) }
        if target.count > maximumTargetLength { return .failure(.uriTooLong) }
        guard !target.isEmpty, target.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return .failure(.badRequest) }
        let versionBytes = Array(version)
        guard versionBytes.count == 8, versionBytes.starts(with: Array("HTTP/".utf8)), versionBytes[6] == UInt8(ascii: "."),
              versionBytes[5].isASCIIDigit, versionBytes[7].isASCIIDigit else { return .failure(.badRequest) }
        guard versionBytes[5] == UInt8(ascii: "1") else { return .failure(.versionNotSupported) }
        return .success((String(decoding: method, as: UTF8.self), String(decoding: target, as: UTF8.self),
                         Int(versionBytes[7] - UInt8(ascii: "0"))))
    }

    private enum HeaderSectionResult {
        case incomplete
        case failure(HTTPStatus)
        case complete([(name: String, value: String)], end: Int)
    }

    /// The header fields from `start` up to and including the empty line that ends them.
    private static func parseHeaderSection(_ bytes: [UInt8], from start: Int) -> HeaderSectionResult {
        var headers: [(name: String, value: String)] = []
        var lineStart = start
        while true {
            if lineStart - start > maximumHeaderSectionLength { return .failure(.headersTooLarge) }
            guard let lineFeed = bytes.firstIndex(of: .lf, from: lineStart) else {
                return bytes.count - start > maximumHeaderSectionLength ? .failure(.headersTooLarge) : .incomplete
            }
            let contentEnd = lineContentEnd(bytes, lineStart, lineFeed)
            if contentEnd == lineStart {
                if lineFeed + 1 - start > maximumHeaderSectionLength { return .failure(.headersTooLarge) }
                return .complete(headers, end: lineFeed + 1)
            }
            guard headers.count < maximumHeaderCount else { return .failure(.headersTooLarge) }
            guard let field = parseHeaderField(bytes[lineStart..<contentEnd]) else { return .failure(.badRequest) }
            headers.append(field)
            lineStart = lineFeed + 1
        }
    }

    /// `name: value`; no blank before the colon, no folded lines, no control characters but tab.
    private static func parseHeaderField(_ line: ArraySlice<UInt8>) -> (name: String, value: String)? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
              line[line.startIndex..<colon].allSatisfy(\.isTokenCharacter) else { return nil }
        let value = line[(colon + 1)...]
        guard value.allSatisfy({ $0 >= 0x20 || $0 == UInt8(ascii: "\t") }), !value.contains(0x7F) else { return nil }
        let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self).lowercased()
        return (name, String(String(decoding: value, as: UTF8.self)[...].trimmingBlanks))
    }

    /// Refuses bodies the server will not read: any `Transfer-Encoding` (501), a malformed or
    /// conflicting `Content-Length` (400), one over the limit (413). Sets `contentLength`.
    private static func checkBody(_ request: inout HTTPRequest) -> HTTPStatus? {
        if request.header("transfer-encoding") != nil { return .notImplemented }
        let lengths = request.headers.filter { $0.name == "content-length" }.map(\.value)
        guard let first = lengths.first else { return nil }
        guard lengths.allSatisfy({ $0 == first }), !first.isEmpty, first.utf8.count <= 12,
              first.utf8.allSatisfy(\.isASCIIDigit), let length = Int(first) else { return .badRequest }
        if length > maximumBodyLength { return .payloadTooLarge }
        request.contentLength = length
        return nil
    }
}

/// The bytes HTTP's syntax is made of.
extension UInt8 {
    /// Carriage return.
    static let cr = UInt8(ascii: "\r")
    /// Line feed.
    static let lf = UInt8(ascii: "\n")
    /// Space.
    static let space = UInt8(ascii: " ")

    /// A `tchar` of RFC 9110: the characters of methods and header names.
    var isTokenCharacter: Bool {
        switch self {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"),
             UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"),
             UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}

/// Finding a byte in received data.
extension Array where Element == UInt8 {
    /// The first index of `byte` at or after `start`.
    func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        var index = start
        while index < count {
            if self[index] == byte { return index }
            index += 1
        }
        return nil
    }
}
