import Foundation

/// Holds the large structures of a build (the parsed book, its links, the print bodies …) so that
/// they are freed on a background thread once the build no longer uses them: freeing the trees of
/// a large book takes a noticeable part of a build, and nothing needs to wait for it.
final class ReleaseBin: @unchecked Sendable {
    private var kept: [Any] = []
    private let lock = NSLock()

    /// Keeps `value` until `emptyInBackground()`.
    func keep(_ value: Any) {
        lock.lock()
        kept.append(value)
        lock.unlock()
    }

    /// Lets go of everything kept, on a background thread. Call it when the holders of the kept
    /// values have returned, so the bin holds the last references.
    func emptyInBackground() {
        lock.lock()
        let values = kept
        kept = []
        lock.unlock()
        let box = UncheckedBox(values)
        DispatchQueue.global(qos: .background).async { withExtendedLifetime(box) {} }
    }
}

/// Carries non-Sendable values to the thread that frees them (nothing else touches them).
private struct UncheckedBox: @unchecked Sendable {
    let values: [Any]
    init(_ values: [Any]) { self.values = values }
}
