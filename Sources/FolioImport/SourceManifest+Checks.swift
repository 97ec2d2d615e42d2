import FolioCore
import Foundation

extension SourceManifest {
    /// Reads `Content/sources/manifest.json` strictly (a trailing comma or a duplicate key is an
    /// error at its position) and checks its ids: edition ids are slugs listed once, each source's
    /// edition is a slug and its file stays inside `sources/`.
    static func read(_ data: Data, path: String) -> (SourceManifest?, [Diagnostic]) {
        let (decodedText, problem) = UTF8Text.decode(data, path: path)
        guard let text = decodedText else { return (nil, problem.map { [$0] } ?? []) }
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            return (nil, [.error("invalid source manifest: \(error.message)", at: SourceLocation.of(utf8Offset: error.utf8Offset, in: text, path: path))])
        }
        if let duplicate = root.firstDuplicateKey() {
            return (nil, [.error("key '\(duplicate.key)' appears twice in one object; keep one",
                                 at: SourceLocation.of(utf8Offset: duplicate.offset, in: text, path: path))])
        }
        let manifest: SourceManifest
        do {
            manifest = try JSONDecoder().decode(SourceManifest.self, from: Data(text.utf8))
        } catch {
            return (nil, [.error("invalid source manifest: \(error)", at: SourceLocation(path: path))])
        }
        return (manifest, manifest.problems(json: text, path: path))
    }

    /// Errors for ids that are not slugs, editions listed twice and source files outside `sources/`.
    func problems(json: String, path: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen: [String: Int] = [:]
        for edition in editions {
            seen[edition.id, default: 0] += 1
            let location = BookBoundary.location(ofQuoted: edition.id, after: "editions", occurrence: seen[edition.id] ?? 1, in: json, path: path)
            if !BookBoundary.isSlug(edition.id) {
                diagnostics.append(.error("edition id '\(edition.id)' is not valid: \(BookBoundary.slugRule)", at: location))
            } else if seen[edition.id] == 2 {
                diagnostics.append(.error("edition '\(edition.id)' is listed twice; remove one", at: location))
            }
        }
        for source in sources {
            if !BookBoundary.isContained(relativePath: source.file) {
                diagnostics.append(.error("source file '\(source.file)' is outside Content/sources/: name a file inside that folder",
                                          at: BookBoundary.location(ofQuoted: source.file, after: "sources", in: json, path: path)))
            }
            if !BookBoundary.isSlug(source.edition) {
                diagnostics.append(.error("edition '\(source.edition)' of source '\(source.file)' is not valid: \(BookBoundary.slugRule)",
                                          at: BookBoundary.location(ofQuoted: source.edition, after: "sources", in: json, path: path)))
            }
        }
        return diagnostics
    }
}
