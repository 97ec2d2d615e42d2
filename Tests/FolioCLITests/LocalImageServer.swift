import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP/1.0 server on 127.0.0.1 for the image download tests. Each path is a case: good PNG,
/// JPEG and GIF, redirects, a 404, HTML sent as `image/png`, an oversized image, an SVG and a server
/// that never answers. It records each request's headers.
final class LocalImageServer: @unchecked Sendable {
    let port: UInt16
    private let socketFD: Int32
    private let lock = NSLock()
    private var requests: [String] = []

    /// Requests received so far: the request line and headers of each.
    var received: [String] {
        lock.lock()
        defer { lock.unlock() }
        return requests
    }

    /// A 2×3 PNG (signature and IHDR are all the reader needs; the rest is a minimal IDAT and IEND).
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        + [0, 0, 0, 2, 0, 0, 0, 3, 8, 2, 0, 0, 0, 0x12, 0x34, 0x56, 0x78] + [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
    /// A JPEG whose SOF0 gives 640×480.
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        + [0xFF, 0xC0, 0, 11, 8, 0x01, 0xE0, 0x02, 0x80, 1, 1, 0x11, 0] + [0xFF, 0xD9]
    /// A 5×7 GIF.
    static let gif: [UInt8] = Array("GIF89a".utf8) + [5, 0, 7, 0, 0, 0, 0, 0x3B]

    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else { throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        socketFD = fd
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// The URL of `path` on this server.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    func stop() {
        shutdown(socketFD, Int32(SHUT_RDWR))
        close(socketFD)
    }

    private func acceptLoop() {
        while true {
            let client = accept(socketFD, nil, nil)
            guard client >= 0 else { return }
            Thread.detachNewThread { [self] in serve(client) }
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.ends(with: Array("\r\n\r\n".utf8)) {
            let count = read(client, &buffer, buffer.count)
            guard count > 0 else { return }
            request += buffer[0..<count]
        }
        let head = String(decoding: request, as: UTF8.self)
        lock.lock()
        requests.append(head)
        lock.unlock()
        let path = head.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
        let (status, headers, body) = response(for: path)
        guard status > 0 else {
            sleep(4)  // never answers within the client's timeout
            return
        }
        var out = Array("HTTP/1.0 \(status) Status\r\nContent-Length: \(body.count)\r\nConnection: close\r\n".utf8)
        for (name, value) in headers { out += Array("\(name): \(value)\r\n".utf8) }
        out += Array("\r\n".utf8) + body
        _ = out.withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
    }

    private func response(for path: String) -> (Int, [(String, String)], [UInt8]) {
        switch path {
        case "/good.png": return (200, [("Content-Type", "image/png")], Self.png)
        case "/photo.jpg": return (200, [("Content-Type", "application/octet-stream")], Self.jpeg)
        case "/moved": return (302, [("Location", "/target.gif")], Array("moved".utf8))
        case "/target.gif": return (200, [("Content-Type", "image/gif")], Self.gif)
        case "/to-ftp": return (301, [("Location", "ftp://127.0.0.1/x.png")], Array("moved".utf8))
        case "/page.png": return (200, [("Content-Type", "image/png")], Array("<!DOCTYPE html><html><body>hi</body></html>".utf8))
        case "/drawing.svg": return (200, [("Content-Type", "image/svg+xml")], Array("<?xml version=\"1.0\"?><svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8))
        case "/huge.png": return (200, [("Content-Type", "image/png")], Self.png + [UInt8](repeating: 0, count: 4096))
        case "/slow.png": return (0, [], [])
        default: return (404, [("Content-Type", "text/html")], Array("not found".utf8))
        }
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}
