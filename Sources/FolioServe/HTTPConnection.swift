import Foundation

/// One client connection, served on its own thread: reads requests (several may arrive in one
/// read: they are answered in order), answers each, and keeps the connection open between them
/// as HTTP/1.1 asks, until the client closes, asks to close, stays idle past the timeout, or sends
/// a request that is refused for its form (which is answered, then the connection closes).
struct HTTPConnection: Sendable {
    /// The connection's socket, closed when `run()` returns.
    let descriptor: Int32
    /// The server the connection belongs to.
    let context: ServerContext

    /// Serves the connection until it ends, then closes it.
    func run() {
        defer { context.release(descriptor) }
        if serveRequests() == .closeAfterResponse { Socket.finishSending(descriptor) }
    }

    /// How the request loop ended.
    private enum Ending {
        /// The client left, was idle too long, or the server is stopping: nothing more to send.
        case connectionGone
        /// The server answered a last request (refused, `Connection: close`, HTTP/1.0): the
        /// connection closes once the answer is delivered.
        case closeAfterResponse
    }

    /// Reads and answers requests until the connection is to end.
    private func serveRequests() -> Ending {
        let responder = SiteResponder(site: context.site)
        var buffer: [UInt8] = []
        var start = 0
        while !context.isStopping {
            switch HTTPRequestParser.parse(buffer, from: start) {
            case .incomplete:
                if start > 0 {
                    buffer.removeFirst(start)
                    start = 0
                }
                guard Socket.receiveSome(descriptor, appendingTo: &buffer) else { return .connectionGone }
            case .failure(let status):
                context.log?("refused a request: \(status.code) \(status.reason)")
                let refusal = HTTPResponse.text(status, "\(status.code) \(status.reason)").serialized(keepAlive: false)
                return Socket.sendAll(descriptor, refusal) ? .closeAfterResponse : .connectionGone
            case .request(let request, let headLength):
                start += headLength
                guard skipBody(of: request, in: &buffer, start: &start) else { return .connectionGone }
                if let ending = answer(request, responder: responder) { return ending }
            }
        }
        return .connectionGone
    }

    /// Drops the request's body (the server serves no method that takes one): the part already
    /// received, then the rest as it arrives. False when the connection ended first.
    private func skipBody(of request: HTTPRequest, in buffer: inout [UInt8], start: inout Int) -> Bool {
        var remaining = request.contentLength
        while remaining > 0 {
            if start == buffer.count {
                buffer.removeAll(keepingCapacity: true)
                start = 0
                guard Socket.receiveSome(descriptor, appendingTo: &buffer) else { return false }
            }
            let taken = min(remaining, buffer.count - start)
            start += taken
            remaining -= taken
        }
        return true
    }

    /// Answers one request; nil when the connection stays open for the next.
    private func answer(_ request: HTTPRequest, responder: SiteResponder) -> Ending? {
        let keepAlive = request.keepsConnectionAlive && !context.isStopping
        let announce = keepAlive && request.minorVersion == 0
        let response: HTTPResponse
        switch responder.reply(to: request) {
        case .response(let reply):
            response = reply
        case .eventStream:
            context.log?("\(request.method) \(request.target) → 200 (event stream)")
            EventStream(descriptor: descriptor, context: context).run(headOnly: request.method == "HEAD")
            return request.method == "HEAD" ? .closeAfterResponse : .connectionGone
        case .longPoll(let after):
            let deadline = Date().addingTimeInterval(context.settings.longPollTimeout)
            let state = context.site.waitForState(after: after, until: deadline) {
                context.isStopping || Socket.peerHasClosed(descriptor)
            }
            response = SiteResponder.stateResponse(state)
        }
        context.log?("\(request.method) \(request.target) → \(response.status.code)")
        let head = response.head(keepAlive: keepAlive, announceKeepAlive: announce)
        let sent: Bool
        if request.method == "HEAD" {
            sent = Socket.sendAll(descriptor, head)
        } else if response.body.count <= 64 * 1024 {
            sent = Socket.sendAll(descriptor, head + response.body)  // one packet for a small response
        } else {
            sent = Socket.sendAll(descriptor, head) && Socket.sendAll(descriptor, response.body)
        }
        if !sent { return .connectionGone }
        return keepAlive ? nil : .closeAfterResponse
    }
}

/// Responses sent whole, in one write.
extension HTTPResponse {
    /// The whole response (head and body) as sent.
    func serialized(keepAlive: Bool) -> [UInt8] {
        head(keepAlive: keepAlive, announceKeepAlive: false) + body
    }
}
