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
        var lines = LineCursor(text)
        guard let first = lines.next(), isFence(first) else {
            return (MarkdownFile(frontMatter: FrontMatter(), body: text, bodyStartLine: 1), [])
        }
        var frontMatter = FrontMatter()
        var closed = false
        while let line = lines.next() {
            let lineNumber = lines.lineNumber
            if isFence(line) {
                closed = true
                break
            }
            if line.isBlank || line.hasPrefix("#") { continue }
            guard let colon = line.utf8.firstIndex(of: UInt8(ascii: ":")) else {
                diagnostics.append(.error(
                    "front matter line is not 'key: value'",
                    at: SourceLocation(path: path, line: lineNumber, column: 1)))
                continue
            }
            let key = line[..<colon].trimmingWhitespace()
            let rawValue = line[line.index(after: colon)...].trimmingWhitespace()
            if key.isEmpty || key.utf8.contains(UInt8(ascii: " ")) {
                diagnostics.append(.error(
                    "front matter key '\(key)' must be one word",
                    at: SourceLocation(path: path, line: lineNumber, column: 1)))
                continue
            }
            switch decode(rawValue) {
            case .success(let value):
                frontMatter[key] = value
            case .failure(let message):
                let valueColumn = line[...colon].count + 1 + (line[line.index(after: colon)...].prefix { $0 == " " }.count)
                diagnostics.append(.error(message, at: SourceLocation(path: path, line: lineNumber, column: valueColumn)))
            }
        }
        if !closed {
            diagnostics.append(.error(
                "front matter is not closed: add a line '---' after the last 'key: value' line",
                at: SourceLocation(path: path, line: 1, column: 1)))
            return (MarkdownFile(frontMatter: frontMatter, body: "", bodyStartLine: lines.lineNumber + 1), diagnostics)
        }
        return (MarkdownFile(frontMatter: frontMatter, body: lines.rest, bodyStartLine: lines.lineNumber + 1), diagnostics)
    }

    private static func isFence(_ line: Substring) -> Bool {
        line.trimmingWhitespace() == "---"
    }

    /// The inside of a quoted string without escapes (`"Foreword"`), or nil when it needs a JSON decoder.
    private static func plainQuoted(_ raw: String) -> String? {
        let utf8 = raw.utf8
        guard utf8.count >= 2, utf8.last == UInt8(ascii: "\"") else { return nil }
        let inside = utf8.dropFirst().dropLast()
        guard !inside.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) else { return nil }
        return String(inside)
    }

    private enum Decoded { case success(FrontMatter.Value), failure(String) }

    private static func decode(_ raw: String) -> Decoded {
        guard let first = raw.utf8.first else { return .success(.string("")) }
        if first == UInt8(ascii: "\""), let plain = plainQuoted(raw) { return .success(.string(plain)) }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "[") {
            guard let data = raw.data(using: .utf8),
                  let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
                return .failure(first == UInt8(ascii: "\"") ? "unterminated or invalid quoted string" : "invalid list: write [\"a\", \"b\"]")
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

/// Reads a text line by line by its UTF-8 bytes (no grapheme breaking), so that only the front
/// matter is cut into lines and the body is taken whole.
private struct LineCursor {
    private let text: String
    private var position: String.Index
    /// The 1-based number of the line last returned.
    private(set) var lineNumber = 0

    init(_ text: String) {
        self.text = text
        position = text.startIndex
    }

    /// The next line without its line break, or nil at the end of the text.
    mutating func next() -> Substring? {
        guard position < text.endIndex else { return nil }
        lineNumber += 1
        let utf8 = text.utf8
        if let newline = utf8[position...].firstIndex(of: UInt8(ascii: "\n")) {
            let line = text[position..<newline]
            position = utf8.index(after: newline)
            return line
        }
        let line = text[position...]
        position = text.endIndex
        return line
    }

    /// Everything after the last line returned.
    var rest: String { String(text[position...]) }
}
