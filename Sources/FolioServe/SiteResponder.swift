/// Decides what a request gets: a file of the site (with the live script in HTML), an error page,
/// a redirect, a refusal, or one of the server's own `/_folio/` endpoints.
struct SiteResponder: Sendable {
    /// What the connection does for a request.
    enum Reply {
        /// Send this response.
        case response(HTTPResponse)
        /// Answer with the Server-Sent Events stream (`/_folio/events`); the connection then closes.
        case eventStream
        /// Answer with the state once the generation is past `after` (`/_folio/wait?after=N`).
        case longPoll(after: Int)
    }

    /// What is served.
    let site: ServedSite

    /// The reply to `request`. Only GET and HEAD are served (405 otherwise); a refused target is a 400.
    func reply(to request: HTTPRequest) -> Reply {
        guard request.method == "GET" || request.method == "HEAD" else {
            var response = HTTPResponse.text(.methodNotAllowed, "405 Method Not Allowed: only GET and HEAD are served")
            response.extraHeaders.append(("Allow", "GET, HEAD"))
            return .response(response)
        }
        guard let target = RequestTarget(request.target) else {
            return .response(.text(.badRequest, "400 Bad Request: this path is refused"))
        }
        if target.path.hasPrefix(LiveEndpoint.prefix) { return endpointReply(target) }
        return .response(siteResponse(target))
    }

    /// A file of the site; the error page when its last rebuild failed; a redirect from a folder's
    /// name to the folder (`/ios10` → `/ios10/`, so relative links resolve); else the 404 page.
    private func siteResponse(_ target: RequestTarget) -> HTTPResponse {
        let sitePath = target.sitePath
        let found = site.lookup(sitePath)
        if let problem = found.problem {
            let page = ServerPages.problemPage(sitePath: sitePath, diagnostic: problem)
            return htmlResponse(.ok, page, generation: found.generation)
        }
        if let file = found.file {
            if ContentType.isHTML(sitePath) { return htmlResponse(.ok, file, generation: found.generation) }
            return HTTPResponse(status: .ok, contentType: ContentType.forPath(sitePath), body: file)
        }
        if !target.path.hasSuffix("/") {
            let folderIndex = site.lookup(sitePath + "/index.html")
            if folderIndex.file != nil || folderIndex.problem != nil {
                var response = HTTPResponse.text(.movedPermanently, "301 Moved Permanently")
                response.extraHeaders.append(("Location", target.rawPath + "/" + (target.query.map { "?" + $0 } ?? "")))
                return response
            }
        }
        return notFoundResponse(target.path)
    }

    /// The site's own `404.html` with status 404, or a plain page when it has none.
    private func notFoundResponse(_ path: String) -> HTTPResponse {
        let found = site.lookup("404.html")
        return htmlResponse(.notFound, found.file ?? ServerPages.notFoundPage(path: path), generation: found.generation)
    }

    /// An HTML response with the live script injected, carrying the generation it was read at in a
    /// `Server-Timing` entry (which the live script reads to know when its page is out of date).
    private func htmlResponse(_ status: HTTPStatus, _ page: [UInt8], generation: Int) -> HTTPResponse {
        HTTPResponse(status: status, contentType: ContentType.html, body: LiveScript.injecting(into: page),
                     extraHeaders: [("Server-Timing", "folio-generation;desc=\"\(generation)\"")])
    }

    /// The server's own endpoints under `/_folio/`.
    private func endpointReply(_ target: RequestTarget) -> Reply {
        switch target.path {
        case LiveEndpoint.script:
            return .response(HTTPResponse(status: .ok, contentType: ContentType.forPath("live.js"),
                                          body: Array(LiveScript.source.utf8)))
        case LiveEndpoint.state:
            return .response(Self.stateResponse(site.state))
        case LiveEndpoint.events:
            return .eventStream
        case LiveEndpoint.wait:
            guard let text = target.queryValue("after"), let after = Int(text) else {
                return .response(.text(.badRequest, "400 Bad Request: give the generation as /_folio/wait?after=N"))
            }
            return .longPoll(after: after)
        default:
            return .response(notFoundResponse(target.path))
        }
    }

    /// The state as a JSON response.
    static func stateResponse(_ state: ServedState) -> HTTPResponse {
        HTTPResponse(status: .ok, contentType: ContentType.json, body: Array(state.json.utf8))
    }
}
