import Foundation

/// A Markdown file split into its front matter and body.
public struct MarkdownFile: Sendable, Equatable {
    public var frontMatter: FrontMatter
    public var body: String
    /// The 1-based line of the file on which the body starts (for shifting Markdown source positions).
    public var bodyStartLine: Int

    public init(frontMatter: FrontMatter, body: String, bodyStartLine: Int = 1) {
        self.frontMatter = frontMatter
        self.body = body
        self.bodyStartLine = bodyStartLine
    }

    /// The whole file as text: front matter block, then body.
    public var serialized: String { frontMatter.serialized + body }

    /// Splits `text` (the contents of `path`) into front matter and body.
    /// A file without a leading `---` line has empty front matter. Problems are returned as diagnostics.
    public static func parse(_ text: String, path: String) -> (MarkdownFile, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first.map({ $0.trimmingCharacters(in: .whitespaces) == "---" }) == true else {
            return (MarkdownFile(frontMatter: FrontMatter(), body: text, bodyStartLine: 1), [])
        }
        var frontMatter = FrontMatter()
        var index = 1
        var closed = false
        while index < lines.count {
            let line = String(lines[index])
            let lineNumber = index + 1
            index += 1
            if line.trimmingCharacters(in: .whitespaces) == "---" {
                closed = true
                break
            }
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
            guard let colon = line.firstIndex(of: ":") else {
                diagnostics.append(.error(
                    "front matter line is not 'key: value'",
                    at: SourceLocation(path: path, line: lineNumber, column: 1)))
                continue
            }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            let rawValue = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if key.isEmpty || key.contains(" ") {
                diagnostics.append(.error(
                    "front matter key '\(key)' must be one word",
                    at: SourceLocation(path: path, line: lineNumber, column: 1)))
                continue
            }
            let valueColumn = line[...colon].count + 1 + (line[line.index(after: colon)...].prefix { $0 == " " }.count)
            switch decode(rawValue) {
            case .success(let value):
                frontMatter[key] = value
            case .failure(let message):
                diagnostics.append(.error(message, at: SourceLocation(path: path, line: lineNumber, column: valueColumn)))
            }
        }
        if !closed {
            diagnostics.append(.error(
                "front matter is not closed: add a line '---' after the last 'key: value' line",
                at: SourceLocation(path: path, line: 1, column: 1)))
            return (MarkdownFile(frontMatter: frontMatter, body: "", bodyStartLine: lines.count + 1), diagnostics)
        }
        let body = lines[index...].joined(separator: "\n")
        return (MarkdownFile(frontMatter: frontMatter, body: body, bodyStartLine: index + 1), diagnostics)
    }

    private enum Decoded { case success(FrontMatter.Value), failure(String) }

    private static func decode(_ raw: String) -> Decoded {
        guard let first = raw.first else { return .success(.string("")) }
        if first == "\"" || first == "[" {
            guard let data = raw.data(using: .utf8),
                  let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
                return .failure(first == "\"" ? "unterminated or invalid quoted string" : "invalid list: write [\"a\", \"b\"]")
            }
            if let s = object as? String { return .success(.string(s)) }
            if let items = object as? [Any] {
                return .success(.list(items.map { item in (item as? String) ?? "\(item)" }))
            }
            return .failure("unsupported value")
        }
        if let i = Int(raw) { return .success(.int(i)) }
        if raw == "true" { return .success(.bool(true)) }
        if raw == "false" { return .success(.bool(false)) }
        return .success(.string(raw))
    }
}
