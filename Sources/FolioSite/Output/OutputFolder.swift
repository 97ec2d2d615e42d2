import FolioCore
import Foundation

/// The rules for the folder a site is written to, checked before anything is read or written: it
/// must be a folder Folio wrote (its `.folio-files` lists everything in it), an empty one or a
/// missing one; never `/`, a file or device, a symbolic link, nor a folder that holds or lies inside
/// the book's content or theme.
enum OutputFolder {
    /// Why the site may not be written to `output`, or nil. `protected` are the book's folders.
    static func refusal(output: URL, protected: [URL]) -> String? {
        let outputPath = resolved(output)
        if outputPath == "/" {
            return "refusing to write the site to '/': choose a folder of its own with --out"
        }
        for folder in protected {
            let path = resolved(folder)
            if outputPath == path || path.hasPrefix(outputPath + "/") || outputPath.hasPrefix(path + "/") {
                let what = folder == protected.first ? "content" : "theme"
                return "refusing to write the site to '\(output.standardizedFileURL.path)': it holds or is inside the book's \(what) folder; choose another --out"
            }
        }
        switch BookBoundary.kind(atPath: output.path) {
        case .missing, .folder: break
        case .symbolicLink:
            return "refusing to replace '\(output.standardizedFileURL.path)': it is a symbolic link; choose a folder with --out"
        case .file, .other:
            return "refusing to replace '\(output.standardizedFileURL.path)': it is a file, not a folder; folio replaces only a folder it wrote: choose another --out"
        }
        if let problem = foreignFile(in: output) {
            return "refusing to replace '\(output.standardizedFileURL.path)': it holds '\(problem.debugDescriptionOfControls)', which folio did not write; move it away or choose another --out"
        }
        return nil
    }

    /// The path with symbolic links resolved as far as it exists.
    private static func resolved(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// The first file in `output` that its ledger does not list, or nil when all are Folio's. A folder
    /// without a ledger is refused on its first entry, without walking it (`--out ~`).
    static func foreignFile(in output: URL) -> String? {
        guard let ledger = try? String(contentsOf: output.appendingPathComponent(SiteWriter.ledgerName), encoding: .utf8) else {
            return (try? FileManager.default.contentsOfDirectory(atPath: output.path))?.sorted().first
        }
        let known = Set(ledger.split(separator: "\n").map(String.init))
        return FileListing.files(under: output.path).sorted().first { !known.contains($0) }
    }
}
