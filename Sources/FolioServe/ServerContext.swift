import Foundation

/// What the connections of one running server share: the site, the settings, whether the server
/// is stopping, and the open connections (so that `stop()` can wake and close them all).
final class ServerContext: @unchecked Sendable {
    /// What is served.
    let site: ServedSite
    /// The limits and intervals, as they were when the server started.
    let settings: HTTPServer.Settings
    /// Where request lines go, if anywhere.
    let log: (@Sendable (String) -> Void)?
    private let condition = NSCondition()
    private var openConnections: Set<Int32> = []
    private var stopping = false

    /// The shared state of a server that is starting.
    init(site: ServedSite, settings: HTTPServer.Settings, log: (@Sendable (String) -> Void)?) {
        self.site = site
        self.settings = settings
        self.log = log
    }

    /// True once `stop()` has begun.
    var isStopping: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopping
    }

    /// How many connections are open.
    var openConnectionCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return openConnections.count
    }

    /// Records a new connection; false when the server is stopping or already has
    /// `maximumConnections` open (the caller then refuses it).
    func admit(_ descriptor: Int32) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !stopping, openConnections.count < settings.maximumConnections else { return false }
        openConnections.insert(descriptor)
        return true
    }

    /// Forgets a connection and closes its socket (under the lock, so `beginStopping` never shuts
    /// down a descriptor number that was closed and reused).
    func release(_ descriptor: Int32) {
        condition.lock()
        openConnections.remove(descriptor)
        Socket.closeDescriptor(descriptor)
        condition.broadcast()
        condition.unlock()
    }

    /// Marks the server stopping and shuts down every open connection, which wakes their threads.
    func beginStopping() {
        condition.lock()
        stopping = true
        for descriptor in openConnections { Socket.shutDown(descriptor) }
        condition.unlock()
        site.wakeWaiters()
    }

    /// Waits until every connection has closed, or `deadline` passes.
    func waitForConnectionsToClose(until deadline: Date) {
        condition.lock()
        while !openConnections.isEmpty && condition.wait(until: deadline) {}
        condition.unlock()
    }
}
