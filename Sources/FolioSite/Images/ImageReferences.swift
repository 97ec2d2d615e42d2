import FolioCore
import FolioMarkdown

/// A remote image that a chapter references, and where.
public struct ImageReference: Sendable, Equatable {
    public var url: String
    public var location: SourceLocation
}

extension Book {
    /// Every http(s) image of every chapter, part and colophon, in reading order (a URL used twice
    /// appears twice, each with its place).
    public var remoteImages: [ImageReference] {
        var found: [ImageReference] = []
        for chapter in editions.flatMap({ $0.parts.flatMap(\.pages) + ($0.colophon.map { [$0] } ?? []) }) {
            chapter.document.forEach { node in
                guard case .image(let url, _) = node.kind, ImageReference.isRemote(url) else { return }
                found.append(ImageReference(url: url, location: SourceLocation(path: chapter.sourcePath, line: node.line, column: node.column)))
            }
        }
        return found
    }
}

extension ImageReference {
    /// Whether `url` is an http or https address (the only ones `folio images` fetches).
    public static func isRemote(_ url: String) -> Bool {
        let lower = url.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }
}
