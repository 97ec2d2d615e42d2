import FolioCore

/// What the live script needs to know about the served site: which generation it is at and the
/// text of the current build errors, if any.
public struct ServedState: Sendable, Equatable {
    /// Bumped on every publish or update of the `ServedSite`; 0 before the first.
    public var generation: Int
    /// The current errors to show over every open page, or nil when the last build had none.
    public var overlay: String?

    /// A state.
    public init(generation: Int, overlay: String?) {
        self.generation = generation
        self.overlay = overlay
    }

    /// The state as JSON, as served by `/_folio/state`, `/_folio/wait` and the event stream:
    /// `{"generation":N,"overlay":null}` or `{"generation":N,"overlay":"text"}`, on one line.
    public var json: String {
        let overlayJSON = overlay.map(JSONText.quoted) ?? "null"
        return "{\"generation\":\(generation),\"overlay\":\(overlayJSON)}"
    }
}
