import Foundation

/// The image files kept in edition folders (`Content/<edition>/images/…`, as `folio import` of a
/// Markdown book writes them), copied to the same place in the site so chapters' relative image links
/// work. Only regular files with an image extension are copied; hidden files and links are not.
enum EditionImages {
    /// Extensions of the files copied.
    static let extensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "svg", "avif"]

    /// The images of every edition of the book, at `<edition>/<path>` in the site.
    static func files(editions: [String], contentDirectory: URL) -> [SiteFile] {
        var files: [SiteFile] = []
        let manager = FileManager.default
        for edition in editions {
            let folder = contentDirectory.appendingPathComponent(edition)
            guard let paths = manager.enumerator(atPath: folder.path) else { continue }
            for path in paths.compactMap({ $0 as? String }).sorted() {
                guard extensions.contains((path as NSString).pathExtension.lowercased()),
                      !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
                let url = folder.appendingPathComponent(path)
                guard (try? manager.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType == .typeRegular,
                      let data = try? Data(contentsOf: url) else { continue }
                files.append(SiteFile(path: "\(edition)/\(path)", data: data))
            }
        }
        return files
    }
}
