import FolioCore
import Foundation

/// Rewrites the links of an imported page: a link to another chapter file (`other.md`, `other.html`)
/// goes to that chapter's new file, or, with an anchor, becomes a reference to the heading's title
/// (`<ref:Heading>`), which the build resolves; a link to a file that is not a chapter is removed
/// (its text kept) with a warning; local images are copied into `images/` beside the chapters (sized
/// when their header says how large they are); web links are left alone.
struct BookLinkRewriter {
    /// The folder of `SUMMARY.md`, relative to the book's folder.
    let root: String
    /// The new file name of each chapter, by its book-relative path.
    let fileNames: [String: String]
    /// Each chapter's text, by its book-relative path.
    let texts: [String: BookChapterText]
    let files: BookFiles

    /// What rewriting one page gave.
    struct Rewritten {
        var body: String
        var images: [(source: URL, path: String)] = []
        var diagnostics: [Diagnostic] = []
    }

    /// The links of `body` (the page at book-relative `path`, whose text in the book is `source`) rewritten.
    func rewrite(_ body: String, in path: String, source: String, displayPath: String) -> Rewritten {
        var result = Rewritten(body: "")
        let base = BookPaths.folder(of: path)
        /// Where the link to `destination` is written in the book's file (its first occurrence).
        func at(_ destination: String) -> SourceLocation {
            guard let range = source.range(of: destination) else { return SourceLocation(path: displayPath) }
            return SourceLocation.of(utf8Offset: source.utf8.distance(from: source.utf8.startIndex, to: range.lowerBound),
                                     in: source, path: displayPath)
        }
        result.body = MarkdownLinks.rewrite(body) { link in
            let destination = link.destination
            if destination.isEmpty || destination.hasPrefix("//") || Self.hasScheme(destination) { return .keep }
            let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let fragment = parts.count > 1 && !parts[1].isEmpty ? parts[1] : nil
            let filePart = String(parts[0].prefix { $0 != "?" })
            if filePart.isEmpty {
                return reference(to: path, fragment: fragment, written: destination, location: at(destination), diagnostics: &result.diagnostics)
            }
            guard let target = BookPaths.resolve(filePart, from: base, root: root) else {
                result.diagnostics.append(.warning("link '\(destination)' leads out of the book; its text is kept", at: at(destination)))
                return link.isImage ? .keep : .unlink
            }
            if BookPaths.isImage(target) {
                guard files.isFile(target) else {
                    result.diagnostics.append(.warning("image '\(destination)' not found", at: at(destination)))
                    return .keep
                }
                // Without leading dots (GitBook keeps uploads in `.gitbook/assets/`): hidden files are not published.
                let relative = BookPaths.relative(target, to: root).split(separator: "/")
                    .map { String($0.drop { $0 == "." }) }.filter { !$0.isEmpty }.joined(separator: "/")
                let copied = relative.hasPrefix("images/") ? relative : "images/" + relative
                result.images.append((files.url(target), copied))
                var title = link.title
                if link.isImage, let data = try? Data(contentsOf: files.url(target)), let size = ImageSize.of(data) {
                    title = "\(size.width)x\(size.height)"
                }
                return .replace(destination: copied, title: title)
            }
            let chapterPath = target.hasSuffix(".html") ? String(target.dropLast(5)) + ".md" : target
            if fileNames[chapterPath] != nil {
                return reference(to: chapterPath, fragment: fragment, written: destination, location: at(destination), diagnostics: &result.diagnostics)
            }
            if let readme = ["README.md", "index.md"].map({ chapterPath + "/" + $0 }).first(where: { fileNames[$0] != nil }) {
                return reference(to: readme, fragment: fragment, written: destination, location: at(destination), diagnostics: &result.diagnostics)
            }
            if chapterPath.hasSuffix(".md") || chapterPath.hasSuffix(".markdown") {
                result.diagnostics.append(.warning("link '\(destination)' names no chapter of SUMMARY.md; its text is kept", at: at(destination)))
                return .unlink
            }
            return .keep
        }
        return result
    }

    /// A link to chapter `path` (and its heading `fragment`): `<ref:Heading>` for a heading, the
    /// chapter's new file otherwise.
    private func reference(to path: String, fragment: String?, written: String, location: SourceLocation,
                           diagnostics: inout [Diagnostic]) -> MarkdownLinks.Rewrite {
        guard let fileName = fileNames[path], let text = texts[path] else { return .unlink }
        guard let fragment else { return .replace(destination: fileName, title: nil) }
        guard let heading = text.headings.heading(named: fragment) else {
            diagnostics.append(.warning("link '\(written)': no heading with anchor '\(fragment)'; it goes to the top of the chapter",
                                        at: location))
            return .replace(destination: fileName, title: nil)
        }
        if heading.anchor == text.leadingTitleAnchor || heading.quoted { return .replace(destination: fileName, title: nil) }
        let title = heading.text.filter { $0 != "<" && $0 != ">" }
        return .replace(destination: "ref:" + title, title: nil)
    }

    /// Whether `destination` starts with a URL scheme (`https:`, `mailto:`).
    private static func hasScheme(_ destination: String) -> Bool {
        guard let colon = destination.firstIndex(of: ":") else { return false }
        let scheme = destination[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
