#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest

/// A response as the test client read it.
struct TestResponse {
    var status: Int
    var reason: String
    /// Header fields by lowercased name (the last one wins).
    var headers: [String: String]
    var body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }
    func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// Errors of the test client.
struct TestClientError: Error, CustomStringConvertible {
    var description: String
}

/// A tiny HTTP client on a raw socket, so tests can send malformed bytes, pipeline requests and
/// reuse keep-alive connections. Every read gives up after `timeout` seconds.
final class TestHTTPClient {
    let descriptor: Int32
    private var buffer: [UInt8] = []

    init(port: Int, timeout: Double = 10) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw TestClientError(description: "socket failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw TestClientError(description: "connect to port \(port) failed: \(String(cString: strerror(errno)))")
        }
        var interval = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    /// Sends raw bytes (ignoring failures: the server may already have closed).
    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return }
            offset += sent
        }
    }

    func send(_ text: String) { send(Array(text.utf8)) }

    /// Sends `GET path` (or another method) with a Host header and any extra header lines.
    func request(_ method: String = "GET", _ path: String, headers: [String] = []) {
        send("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n" + headers.map { $0 + "\r\n" }.joined() + "\r\n")
    }

    /// Reads more bytes; false at end of stream or timeout.
    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[..<count])
        return true
    }

    /// Reads up to and including the first occurrence of `delimiter`.
    func read(through delimiter: String) throws -> String {
        let pattern = Array(delimiter.utf8)
        while true {
            if let range = firstRange(of: pattern) {
                let text = String(decoding: buffer[..<range.upperBound], as: UTF8.self)
                buffer.removeFirst(range.upperBound)
                return text
            }
            guard fill() else {
                throw TestClientError(description: "stream ended before \(delimiter.debugDescription); got \(String(decoding: buffer, as: UTF8.self).debugDescription)")
            }
        }
    }

    private func firstRange(of pattern: [UInt8]) -> Range<Int>? {
        guard buffer.count >= pattern.count else { return nil }
        for start in 0...(buffer.count - pattern.count) where buffer[start..<(start + pattern.count)].elementsEqual(pattern) {
            return start..<(start + pattern.count)
        }
        return nil
    }

    /// Reads one response; `headOnly` for a response to HEAD (no body follows).
    func readResponse(headOnly: Bool = false) throws -> TestResponse {
        let head = try read(through: "\r\n\r\n")
        var lines = head.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        let statusLine = lines.removeFirst().split(separator: " ", maxSplits: 2).map(String.init)
        guard statusLine.count == 3, statusLine[0] == "HTTP/1.1", let status = Int(statusLine[1]) else {
            throw TestClientError(description: "bad status line in \(head.debugDescription)")
        }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { throw TestClientError(description: "bad header \(line)") }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var response = TestResponse(status: status, reason: statusLine[2], headers: headers, body: [])
        if headOnly { return response }
        guard let lengthText = headers["content-length"], let length = Int(lengthText) else {
            throw TestClientError(description: "no Content-Length in \(head.debugDescription)")
        }
        while buffer.count < length {
            guard fill() else { throw TestClientError(description: "body ended early") }
        }
        response.body = Array(buffer[..<length])
        buffer.removeFirst(length)
        return response
    }

    /// True when the server closes the connection (after any bytes still unread), within the timeout.
    func serverClosesConnection() -> Bool {
        while true {
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 { return true }
            if count < 0 { return errno == ECONNRESET }
        }
    }
}

/// Sends one request on a new connection and reads the response.
func fetch(_ path: String, port: Int, method: String = "GET", headers: [String] = []) throws -> TestResponse {
    let client = try TestHTTPClient(port: port)
    client.request(method, path, headers: headers + ["Connection: close"])
    return try client.readResponse(headOnly: method == "HEAD")
}

/// Waits until `condition` holds, checking every 5 ms; false when `timeout` passed first.
func waitUntil(timeout: TimeInterval = 10, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if condition() { return true }
        usleep(5_000)
    }
    return condition()
}
