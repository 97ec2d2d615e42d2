import FolioCore
import FolioMarkdown
import Foundation

extension ImageIndex {
    /// The index of `contentDirectory` keeping only entries whose copy is present (a missing file is
    /// a warning, and its image stays remote).
    public static func loadCopies(contentDirectory: URL) -> (ImageIndex, [Diagnostic]) {
        var (index, diagnostics) = load(contentDirectory: contentDirectory)
        let folder = folder(in: contentDirectory)
        for (url, entry) in index.images.sorted(by: { $0.key < $1.key })
        where !FileManager.default.fileExists(atPath: folder.appendingPathComponent(entry.file).path) {
            index.images[url] = nil
            diagnostics.append(.warning("the copy of image '\(url)' (\(entry.file)) is missing; run 'folio images'",
                                        at: SourceLocation(path: "Content/\(folderName)/\(fileName)")))
        }
        return (index, diagnostics)
    }

    /// The path of `entry`'s copy in the built site.
    public static func sitePath(of entry: Entry) -> String { "\(folderName)/\(entry.file)" }

    /// Writes images for the page at `pagePath`: a local copy by relative URL with its pixel size,
    /// otherwise the remote image as written.
    public func writer(forPage pagePath: String) -> HTMLRenderer.ImageWriter {
        let images = self.images
        let root = SiteLinks.relativeRoot(of: pagePath)
        return { url, title, alt, out in
            guard let entry = images[url] else { return ImageMarkup.append(url: url, title: title, alt: alt, to: &out) }
            ImageMarkup.append(url: root + Self.sitePath(of: entry), title: entry.sizeTitle, alt: alt, to: &out)
        }
    }

    /// Writes images for the print page of a body written for the page at `pagePath`: paths from the
    /// site root (where the print page is), loaded at once (a PDF engine may not wait for lazy images).
    public func printWriter(forPage pagePath: String) -> HTMLRenderer.ImageWriter {
        let images = self.images
        return { url, title, alt, out in
            if let entry = images[url] {
                return ImageMarkup.append(url: Self.sitePath(of: entry), title: entry.sizeTitle, alt: alt, lazy: false, to: &out)
            }
            let fromRoot = PrintAnchors.hasScheme(url) || url.hasPrefix("/") ? url : PrintAnchors.resolve(url, from: pagePath)
            ImageMarkup.append(url: fromRoot, title: title, alt: alt, lazy: false, to: &out)
        }
    }

    /// Each copy once, as a file of the site under `images/`.
    func copies(from contentDirectory: URL) throws -> [SiteFile] {
        let folder = Self.folder(in: contentDirectory)
        return try Set(images.values.map(\.file)).sorted().map { file in
            SiteFile(path: "\(Self.folderName)/\(file)", data: try Data(contentsOf: folder.appendingPathComponent(file)))
        }
    }
}
