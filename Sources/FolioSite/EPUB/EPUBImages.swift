import FolioCore
import FolioMarkdown
import Foundation

/// Images in the EPUB: a local copy (`folio images`) is embedded and shown with its pixel size; a
/// remote-only image is shown as its alt text with a link to it (an EPUB may not load remote images).
/// Remembers which copies the documents used, for the package's manifest.
/// An image file kept in an edition's folder (`![](images/a.png)` in `Content/<edition>/`) is embedded
/// at the same relative place.
final class EPUBImages: @unchecked Sendable {
    private let index: ImageIndex
    private let contentDirectory: URL
    private let lock = NSLock()
    private var used: [String: ImageIndex.Entry] = [:]
    private var editionFiles: [String: (entry: ImageIndex.Entry, data: [UInt8])?] = [:]

    init(index: ImageIndex, contentDirectory: URL) {
        self.index = index
        self.contentDirectory = contentDirectory
    }

    /// The copies used so far, by file name.
    var usedEntries: [ImageIndex.Entry] {
        lock.lock()
        defer { lock.unlock() }
        return used.values.sorted { $0.file < $1.file }
    }

    /// The edition images used so far: their path in the content folder, type and bytes.
    var usedEditionFiles: [(path: String, type: ImageFormat, data: [UInt8])] {
        lock.lock()
        defer { lock.unlock() }
        return editionFiles.compactMap { path, file in file.map { (path, $0.entry.type, $0.data) } }.sorted { $0.path < $1.path }
    }

    /// The image file at `url` relative to the document at `documentPath`, if it is a PNG, JPEG, GIF
    /// or WebP file inside the document's edition folder (read once).
    private func editionImage(_ url: String, from documentPath: String) -> (path: String, entry: ImageIndex.Entry)? {
        guard !url.contains(":"), !url.hasPrefix("/"), let edition = documentPath.split(separator: "/").first else { return nil }
        var parts = [String(edition)]
        for part in url.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { guard parts.count > 1 else { return nil }; parts.removeLast(); continue }
            if part.hasPrefix(".") { return nil }
            parts.append(String(part))
        }
        let path = parts.joined(separator: "/")
        lock.lock()
        defer { lock.unlock() }
        if editionFiles[path] == nil {
            let data = FileManager.default.contents(atPath: contentDirectory.appendingPathComponent(path).path).map { [UInt8]($0) }
            editionFiles[path] = data.flatMap { bytes in (try? ImageStore.entry(for: bytes).get()).map { ($0, bytes) } }
        }
        guard let file = editionFiles[path] ?? nil else { return nil }
        return (path, file.entry)
    }

    /// The image path of `entry` inside the content folder.
    static func path(of entry: ImageIndex.Entry) -> String { ImageIndex.sitePath(of: entry) }

    /// Writes images for the document at `path`.
    func writer(forDocument path: String) -> HTMLRenderer.ImageWriter {
        let root = SiteLinks.relativeRoot(of: path)
        return { [self] url, _, alt, out in
            if let (_, entry) = editionImage(url, from: path) {
                out.append("<img src=\"")
                out.appendHTMLEscaped(url)
                out.append("\" alt=\"")
                out.appendHTMLEscaped(alt)
                out.appendUTF8("\" width=\"\(entry.width)\" height=\"\(entry.height)\"/>")
                return
            }
            guard let entry = index.images[url] else {
                out.append("<span class=\"image-offline\">")
                out.appendHTMLEscaped(alt.isEmpty ? "Image" : alt)
                if ImageReference.isRemote(url) {
                    out.append(" <a href=\"")
                    out.appendHTMLEscaped(url)
                    out.append("\">(online)</a>")
                }
                out.append("</span>")
                return
            }
            lock.lock()
            used[entry.file] = entry
            lock.unlock()
            out.append("<img src=\"")
            out.appendHTMLEscaped(root + Self.path(of: entry))
            out.append("\" alt=\"")
            out.appendHTMLEscaped(alt)
            out.appendUTF8("\" width=\"\(entry.width)\" height=\"\(entry.height)\"/>")
        }
    }
}
