import Foundation

/// One file of the built site. Text is kept as a String and written straight from its UTF-8 storage,
/// so a large page (the print page, the search index) is never copied into a second buffer.
public struct SiteFile: Sendable, Equatable {
    private enum Contents: Sendable, Equatable {
        case text(String)
        case bytes(Data)
        case parts([[UInt8]])
    }

    /// Path relative to the output folder, `/`-separated.
    public var path: String
    private var contents: Contents

    public init(path: String, data: Data) {
        self.path = path
        contents = .bytes(data)
    }

    /// A file made of `parts`, written one after the other (a large file need not be joined first).
    public init(path: String, parts: [[UInt8]]) {
        self.path = path
        contents = .parts(parts)
    }

    /// A file of UTF-8 text already made as bytes (a rendered page).
    public init(path: String, utf8: [UInt8]) {
        self.path = path
        contents = .parts([utf8])
    }

    public init(path: String, text: String) {
        self.path = path
        contents = .text(text)
    }

    /// The file's bytes as an array (without copying a file made of one part).
    public var bytes: [UInt8] {
        switch contents {
        case .text(let text): return Array(text.utf8)
        case .bytes(let data): return [UInt8](data)
        case .parts(let parts): return parts.count == 1 ? parts[0] : Array(parts.joined())
        }
    }

    /// The file's bytes.
    public var data: Data {
        switch contents {
        case .text(let text): return Data(text.utf8)
        case .bytes(let data): return data
        case .parts(let parts): return Data(parts.joined())
        }
    }

    /// The file's text (bytes decoded as UTF-8).
    public var text: String {
        switch contents {
        case .text(let text): return text
        case .bytes(let data): return String(decoding: data, as: UTF8.self)
        case .parts(let parts): return String(decoding: parts.joined(), as: UTF8.self)
        }
    }

    /// Writes the file at `path` (without fsync; see `SiteWriter.writeWithoutSync`).
    func write(toPath path: String) throws {
        switch contents {
        case .bytes(let data):
            try SiteWriter.writeWithoutSync(data, toPath: path)
        case .text(var text):
            try text.withUTF8 { buffer in try SiteWriter.writeWithoutSync(UnsafeRawBufferPointer(buffer), toPath: path) }
        case .parts(let parts):
            try SiteWriter.writeWithoutSync(parts, toPath: path)
        }
    }
}
