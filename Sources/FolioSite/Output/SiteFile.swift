import Foundation

/// One file of the built site, in memory until the whole build has succeeded.
public struct SiteFile: Sendable, Equatable {
    /// Path relative to the output folder, `/`-separated.
    public var path: String
    public var data: Data

    public init(path: String, data: Data) {
        self.path = path
        self.data = data
    }

    public init(path: String, text: String) {
        self.init(path: path, data: Data(text.utf8))
    }
}
