// FolioServe — serve: the live preview's HTTP server, file watcher and reload channel; the site it
// serves is made in memory by FolioSite. It depends on Foundation and FolioCore only: the engine
// publishes built files into a `ServedSite`, `HTTPServer` answers browsers from it (injecting the
// live-reload script into every HTML page), and `FileWatcher` tells the engine which sources changed.
// Nothing here writes a file.

/// The server's own endpoints, all under `/_folio/` (a site's files there are never served).
public enum LiveEndpoint {
    /// Every path under this prefix is the server's own.
    public static let prefix = "/_folio/"
    /// The live-reload script injected into every HTML page.
    public static let script = "/_folio/live.js"
    /// The current state as JSON: `{"generation":N,"overlay":null|"text"}`.
    public static let state = "/_folio/state"
    /// Server-Sent Events: the current state at once, then an `event: reload` on every new generation.
    public static let events = "/_folio/events"
    /// Long poll: `/_folio/wait?after=N` answers the state JSON once the generation is past N (or after a timeout).
    public static let wait = "/_folio/wait"
}
