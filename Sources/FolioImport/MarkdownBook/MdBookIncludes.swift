import FolioCore

/// mdBook's preprocessor directives, done at import since Folio has no preprocessors:
/// `{{#include file}}` and `{{#rustdoc_include file}}` (with `:N`, `:N:M`, `::M` line ranges or an
/// `:anchor` between `ANCHOR: anchor` and `ANCHOR_END: anchor` lines, dedented) are replaced by the
/// file's lines, `{{#title …}}` is removed, and the lines mdBook hides in Rust code blocks (`# …`)
/// are dropped. Other directives and `\{{#…}}` are left as written.
enum MdBookIncludes {
    /// `text`, the page at book-relative `path`, with its directives done; included files may
    /// include others, three levels deep.
    static func expand(_ text: String, in path: String, files: BookFiles, diagnostics: inout [Diagnostic], depth: Int = 0) -> String {
        guard text.contains("{{#") else { return depth == 0 ? withoutHiddenRustLines(text) : text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "{{#") {
            let escaped = rest[..<open.lowerBound].last == "\\"
            guard !escaped, let close = rest[open.upperBound...].range(of: "}}") else {
                result += rest[..<open.upperBound]
                rest = rest[open.upperBound...]
                continue
            }
            result += rest[..<open.lowerBound]
            let words = rest[open.upperBound..<close.lowerBound].split(separator: " ", maxSplits: 1).map(String.init)
            rest = rest[close.upperBound...]
            switch words.first {
            case "include", "rustdoc_include":
                guard words.count == 2, let included = include(words[1].trimmingCharacters(in: .whitespaces), from: path, files: files,
                                                              diagnostics: &diagnostics, depth: depth) else { continue }
                result += included
            case "title":
                continue
            default:
                result += "{{#" + words.joined(separator: " ") + "}}"
            }
        }
        result += rest
        return depth == 0 ? withoutHiddenRustLines(result) : result
    }

    /// The lines of an included file that `argument` (`file[:selector]`) selects.
    private static func include(_ argument: String, from path: String, files: BookFiles, diagnostics: inout [Diagnostic], depth: Int) -> String? {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard let target = BookPaths.resolve(parts[0], from: BookPaths.folder(of: path), root: ""), files.isFile(target),
              let text = files.text(target, &diagnostics, required: false) else {
            diagnostics.append(.warning("{{#include \(argument)}}: no such file in the book; left out", at: SourceLocation(path: files.display(path))))
            return nil
        }
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let isMarker = { (line: String) in line.contains("ANCHOR:") || line.contains("ANCHOR_END:") }
        if parts.count == 2, Int(parts[1]) == nil, !parts[1].isEmpty {
            let name = parts[1]
            guard let start = lines.firstIndex(where: { $0.hasSuffix("ANCHOR: \(name)") }) else { return nil }
            let end = lines[(start + 1)...].firstIndex { $0.hasSuffix("ANCHOR_END: \(name)") } ?? lines.count
            lines = dedented(Array(lines[(start + 1)..<end]).filter { !isMarker($0) })
        } else {
            let first = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
            let last = parts.count > 2 ? Int(parts[2]) ?? lines.count : lines.count
            let lower = min(max(first - 1, 0), lines.count)
            lines = Array(lines[lower..<max(min(last, lines.count), lower)]).filter { !isMarker($0) }
        }
        let joined = lines.joined(separator: "\n")
        return depth < 3 ? expand(joined, in: target, files: files, diagnostics: &diagnostics, depth: depth + 1) : joined
    }

    /// `lines` without the indentation they all share.
    private static func dedented(_ lines: [String]) -> [String] {
        let indent = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indent)) }
    }

    /// `text` without the lines mdBook hides in Rust code blocks: `#` alone or followed by a space
    /// (attributes such as `#[derive]` stay).
    static func withoutHiddenRustLines(_ text: String) -> String {
        guard text.contains("```rust") || text.contains("~~~rust") else { return text }
        var lines = MarkdownLines.split(text)
        var inRust = false
        lines = lines.filter { line in
            let trimmed = line.text.trimmingCharacters(in: .whitespaces)
            if !line.inCode { inRust = false; return true }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                inRust = !inRust && trimmed.drop { $0 == "`" || $0 == "~" }.lowercased().hasPrefix("rust")
                return true
            }
            return !(inRust && (trimmed == "#" || trimmed.hasPrefix("# ")))
        }
        return MarkdownLines.join(lines)
    }
}
