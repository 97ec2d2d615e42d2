import Foundation

/// The live preview's HTTP/1.1 server: serves a `ServedSite` from memory on the platform's
/// sockets, one thread per connection, with the live-reload script injected into every HTML page
/// and the server's own endpoints under `/_folio/` (`live.js`, `state`, `events`, `wait`). It
/// never writes a file and logs nothing unless given a `log`.
///
/// Answers: GET and HEAD only (405 with `Allow: GET, HEAD` otherwise); `/` and `…/` serve the
/// folder's `index.html`; a folder named without its slash is redirected to it (301); a path that
/// could leave the site is refused with 400 (see `RequestTarget`); a missing file gets the site's
/// `404.html` with status 404; a page whose rebuild failed gets an error page with its diagnostic.
/// A malformed request is answered 400 (414 for a target over 8 KiB, 431 for a header section
/// over 16 KiB or over 100 fields, 501 for a `Transfer-Encoding` body, 413 for a body over 1 MiB)
/// and its connection closed; the server keeps running.
public final class HTTPServer: @unchecked Sendable {
    /// Limits and intervals; change them before `start()`.
    public struct Settings: Sendable {
        /// An idle keep-alive connection (or a stalled read or write) is closed after this long.
        public var idleTimeout: TimeInterval = 30
        /// Connections open at once; more are answered 503 and closed. Event streams count.
        public var maximumConnections = 128
        /// An event stream sends a comment this often when nothing else happens.
        public var heartbeatInterval: TimeInterval = 15
        /// `/_folio/wait` answers after this long even when no new generation came.
        public var longPollTimeout: TimeInterval = 25

        /// The defaults.
        public init() {}
    }

    /// The tag injected into every HTML response (`LiveScript.tag`).
    public static let liveScriptTag = LiveScript.tag

    /// A served HTML page with the injected live-script tag taken out: the stored file, byte for byte.
    public static func removingLiveScript(_ html: [UInt8]) -> [UInt8] {
        LiveScript.removing(from: html)
    }

    /// What is served.
    public let site: ServedSite
    /// The address listened on.
    public let host: String
    /// The port asked for (0: any free port; `start()` returns the one bound).
    public let requestedPort: Int
    /// Limits and intervals, read when the server starts.
    public var settings = Settings()
    /// Called with one line per request answered or refused, from connection threads; nil: silent.
    public var log: (@Sendable (String) -> Void)?

    private let lock = NSLock()
    private var running: (listener: Int32, context: ServerContext, acceptFinished: DispatchSemaphore)?
    private var boundPort: Int?

    /// A server for `site` on `host` (`127.0.0.1` by default; another numeric IPv4 or IPv6 address,
    /// or `localhost`) and `port` (0: any free port, for tests). Nothing is bound before `start()`.
    public init(site: ServedSite, host: String = "127.0.0.1", port: Int) {
        self.site = site
        self.host = host
        self.requestedPort = port
    }

    /// The port listened on while running, else nil.
    public var port: Int? {
        lock.lock()
        defer { lock.unlock() }
        return boundPort
    }

    /// The address to open in a browser while running (`http://127.0.0.1:8000/`), else nil.
    public var url: String? {
        guard let port else { return nil }
        let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "http://\(shownHost):\(port)/"
    }

    /// Binds and starts accepting connections on a background thread; returns the bound port.
    /// Throws `ServeError` when the host is not an address, the port is taken or not a port.
    @discardableResult
    public func start() throws -> Int {
        lock.lock()
        defer { lock.unlock() }
        guard running == nil else { throw ServeError.alreadyStarted }
        let (listener, port) = try Socket.listening(host: host, port: requestedPort)
        let context = ServerContext(site: site, settings: settings, log: log)
        let acceptFinished = DispatchSemaphore(value: 0)
        running = (listener, context, acceptFinished)
        boundPort = port
        let thread = Thread { Self.acceptConnections(on: listener, context: context, finished: acceptFinished) }
        thread.name = "folio-serve-accept"
        thread.start()
        return port
    }

    /// Stops accepting, closes every connection (event streams and long polls end at once) and
    /// returns once they are closed (or after two seconds). The port is free again afterwards.
    public func stop() {
        lock.lock()
        let stopping = running
        running = nil
        boundPort = nil
        lock.unlock()
        guard let (listener, context, acceptFinished) = stopping else { return }
        context.beginStopping()
        Socket.shutDown(listener)
        acceptFinished.wait()
        context.waitForConnectionsToClose(until: Date().addingTimeInterval(2))
    }

    /// The accept loop: each connection gets its own thread; over the limit, a 503.
    private static func acceptConnections(on listener: Int32, context: ServerContext, finished: DispatchSemaphore) {
        defer {
            Socket.closeDescriptor(listener)
            finished.signal()
        }
        while let descriptor = Socket.acceptConnection(listener) {
            if context.isStopping {
                Socket.closeDescriptor(descriptor)
                return
            }
            Socket.configureConnection(descriptor, timeout: context.settings.idleTimeout)
            guard context.admit(descriptor) else {
                let busy = HTTPResponse.text(.serviceUnavailable, "503 Service Unavailable: too many connections")
                _ = Socket.sendAll(descriptor, busy.serialized(keepAlive: false))
                Socket.closeDescriptor(descriptor)
                continue
            }
            let connection = HTTPConnection(descriptor: descriptor, context: context)
            let thread = Thread { connection.run() }
            thread.name = "folio-serve-connection"
            thread.start()
        }
    }
}
