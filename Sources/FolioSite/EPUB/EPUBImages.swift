import FolioCore
import FolioMarkdown
import Foundation

/// Images in the EPUB: a local copy (`folio images`) is embedded and shown with its pixel size; a
/// remote-only image is shown as its alt text with a link to it (an EPUB may not load remote images).
/// Remembers which copies the documents used, for the package's manifest.
final class EPUBImages: @unchecked Sendable {
    private let index: ImageIndex
    private let lock = NSLock()
    private var used: [String: ImageIndex.Entry] = [:]

    init(index: ImageIndex) { self.index = index }

    /// The copies used so far, by file name.
    var usedEntries: [ImageIndex.Entry] {
        lock.lock()
        defer { lock.unlock() }
        return used.values.sorted { $0.file < $1.file }
    }

    /// The image path of `entry` inside the content folder.
    static func path(of entry: ImageIndex.Entry) -> String { ImageIndex.sitePath(of: entry) }

    /// Writes images for the document at `path`.
    func writer(forDocument path: String) -> HTMLRenderer.ImageWriter {
        let root = SiteLinks.relativeRoot(of: path)
        return { [self] url, _, alt, out in
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
