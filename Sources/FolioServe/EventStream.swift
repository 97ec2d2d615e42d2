import Foundation

/// The Server-Sent Events stream of `/_folio/events`: the current state at once (`event: state`),
/// then `event: reload` with the new state each time the generation changes (several quick changes
/// may arrive as one, carrying the latest), and a comment line every heartbeat interval so that
/// idle connections stay open and a gone client is noticed. The stream has no length: it ends
/// when the client leaves or the server stops.
struct EventStream {
    /// The connection's socket.
    let descriptor: Int32
    /// The server the connection belongs to.
    let context: ServerContext

    /// Delay the browser waits before reconnecting after the stream ends (a server restart).
    static let reconnectDelayMilliseconds = 1000

    /// Sends the head, then events until the client leaves or the server stops.
    func run(headOnly: Bool) {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
            + "Connection: close\r\nX-Accel-Buffering: no\r\n\r\n"
        guard Socket.sendAll(descriptor, Array(head.utf8)), !headOnly else { return }
        var state = context.site.state
        guard send("retry: \(Self.reconnectDelayMilliseconds)\n" + Self.event("state", state)) else { return }
        var lastWrite = Date()
        while true {
            let next = context.site.waitForState(after: state.generation,
                                                 until: lastWrite.addingTimeInterval(context.settings.heartbeatInterval)) {
                context.isStopping || Socket.peerHasClosed(descriptor)
            }
            if context.isStopping || Socket.peerHasClosed(descriptor) { return }
            let message: String
            if next.generation != state.generation {
                state = next
                message = Self.event("reload", state)
            } else if Date() >= lastWrite.addingTimeInterval(context.settings.heartbeatInterval) {
                message = ": heartbeat\n\n"
            } else {
                continue
            }
            guard send(message) else { return }
            lastWrite = Date()
        }
    }

    /// One event: its name and the state as JSON on one `data:` line.
    static func event(_ name: String, _ state: ServedState) -> String {
        "event: \(name)\ndata: \(state.json)\n\n"
    }

    private func send(_ text: String) -> Bool {
        Socket.sendAll(descriptor, Array(text.utf8))
    }
}
