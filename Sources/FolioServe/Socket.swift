#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin wrappers over the platform's TCP sockets, as the server uses them: a listening socket,
/// blocking reads with a timeout, complete writes that never raise SIGPIPE, and peer-close checks.
enum Socket {
    #if canImport(Glibc)
    private static let streamType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
    private static let streamType = SOCK_STREAM
    private static let sendFlags: Int32 = 0
    #endif

    /// The text of the current `errno`.
    static var lastError: String { String(cString: strerror(errno)) }

    /// A socket listening on `host` (numeric IPv4 or IPv6, or `localhost`) and `port` (0: any free
    /// port), with `SO_REUSEADDR`; returns it and the port it is bound to.
    static func listening(host: String, port: Int, backlog: Int32 = 128) throws -> (descriptor: Int32, port: Int) {
        guard (0...65535).contains(port) else { throw ServeError.invalidPort(port) }
        let address = host == "localhost" ? "127.0.0.1" : host
        let bracketless = String(address.drop { $0 == "[" }.prefix { $0 != "]" })  // "[::1]" → "::1"
        var storage = sockaddr_storage()
        var ipv4 = in_addr(), ipv6 = in6_addr()
        let length: socklen_t
        if inet_pton(AF_INET, address, &ipv4) == 1 {
            var socketAddress = sockaddr_in()
            socketAddress.sin_family = sa_family_t(AF_INET)
            socketAddress.sin_port = in_port_t(UInt16(port)).bigEndian
            socketAddress.sin_addr = ipv4
            length = socklen_t(MemoryLayout<sockaddr_in>.size)
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: socketAddress, as: sockaddr_in.self) }
        } else if inet_pton(AF_INET6, bracketless, &ipv6) == 1 {
            var socketAddress = sockaddr_in6()
            socketAddress.sin6_family = sa_family_t(AF_INET6)
            socketAddress.sin6_port = in_port_t(UInt16(port)).bigEndian
            socketAddress.sin6_addr = ipv6
            length = socklen_t(MemoryLayout<sockaddr_in6>.size)
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: socketAddress, as: sockaddr_in6.self) }
        } else {
            throw ServeError.invalidHost(host)
        }
        #if canImport(Darwin)
        storage.ss_len = UInt8(length)
        #endif
        let descriptor = socket(Int32(storage.ss_family), streamType, 0)
        guard descriptor >= 0 else { throw ServeError.cannotListen(host: host, port: port, reason: lastError) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard bound == 0, listen(descriptor, backlog) == 0 else {
            let reason = lastError
            close(descriptor)
            throw ServeError.cannotListen(host: host, port: port, reason: reason)
        }
        return (descriptor, boundPort(descriptor) ?? port)
    }

    /// The local port `descriptor` is bound to.
    private static func boundPort(_ descriptor: Int32) -> Int? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard result == 0 else { return nil }
        return withUnsafeBytes(of: storage) { bytes in
            Int(UInt16(bigEndian: storage.ss_family == sa_family_t(AF_INET6)
                ? bytes.load(as: sockaddr_in6.self).sin6_port : bytes.load(as: sockaddr_in.self).sin_port))
        }
    }

    /// Waits for the next connection; nil when the listening socket was shut down or failed.
    /// Transient failures (interrupted, out of descriptors) are retried after a short pause.
    static func acceptConnection(_ listener: Int32) -> Int32? {
        while true {
            let connection = accept(listener, nil, nil)
            if connection >= 0 {
                _ = fcntl(connection, F_SETFD, FD_CLOEXEC)  // a process the engine starts must not inherit it
                return connection
            }
            switch errno {
            case EINTR, ECONNABORTED: continue
            case EMFILE, ENFILE, ENOBUFS, ENOMEM: usleep(10_000)
            default: return nil
            }
        }
    }

    /// Prepares an accepted connection: no Nagle delay, reads and writes that give up after `timeout`.
    static func configureConnection(_ descriptor: Int32, timeout: Double) {
        var yes: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        let seconds = max(timeout, 0.001)
        var interval = timeval(tv_sec: Int(seconds), tv_usec: .init((seconds - Double(Int(seconds))) * 1_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Reads what has arrived (blocking up to the receive timeout) and appends it to `buffer`;
    /// false when the peer closed, the timeout passed or the read failed.
    static func receiveSome(_ descriptor: Int32, appendingTo buffer: inout [UInt8]) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
                return true
            }
            if count < 0 && errno == EINTR { continue }
            return false
        }
    }

    /// Writes all of `bytes`; false when the peer is gone or the send timeout passed.
    static func sendAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let sent = send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, sendFlags)
                if sent > 0 {
                    offset += sent
                } else if sent < 0 && errno == EINTR {
                    continue
                } else {
                    return false
                }
            }
            return true
        }
    }

    /// True when the peer has closed its end (or the connection failed), checked without blocking.
    static func peerHasClosed(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, 0) > 0 else { return false }
        if entry.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return true }
        var byte: UInt8 = 0
        let peeked = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return peeked == 0 || (peeked < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
    }

    /// Ends a connection the server chose to close without losing its last response: stops sending
    /// (the client sees the end of the response stream), then reads and drops what the client still
    /// sends for up to a second, until it closes. (Closing a socket with unread bytes would send a
    /// reset, which can destroy the response before the client reads it.)
    static func finishSending(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_WR))
        var interval = timeval(tv_sec: 0, tv_usec: 250_000)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        var reads = 0, timeouts = 0
        while reads < 64 && timeouts < 4 {  // at most 1 MiB, at most a second of silence
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                reads += 1
            } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                timeouts += 1
            } else if count == 0 || errno != EINTR {
                return
            }
        }
    }

    /// Wakes every thread blocked on `descriptor` (accept, recv, send): they return at once.
    static func shutDown(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Closes `descriptor`.
    static func closeDescriptor(_ descriptor: Int32) {
        _ = close(descriptor)
    }
}
