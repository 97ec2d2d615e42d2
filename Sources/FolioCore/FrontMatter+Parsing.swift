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
        var contiguous = text  // the same storage when `text` is native, as a file read is
        return contiguous.withUTF8 { parse(text, utf8: $0, path: path) }
    }

    /// `parse(_:path:)` on the bytes of `text`: lines are cut and trimmed as bytes, and Strings are
    /// made only for keys and values.
    private static func parse(_ text: String, utf8: UnsafeBufferPointer<UInt8>, path: String) -> (MarkdownFile, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var lines = ByteLines(utf8)
        guard let first = lines.next(), isFence(first, in: utf8) else {
            return (MarkdownFile(frontMatter: FrontMatter(), body: text, bodyStartLine: 1), [])
        }
        var frontMatter = FrontMatter()
        var entryIndex: [String: Int] = [:]
        var closed = false
        while let line = lines.next() {
            if isFence(line, in: utf8) {
                closed = true
                break
            }
            let trimmed = InlineWhitespace.trimmed(line, in: utf8)
            if trimmed.isEmpty || isComment(line, in: utf8) { continue }
            guard let colon = utf8[line].firstIndex(of: UInt8(ascii: ":")) else {
                diagnostics.append(.error(
                    "front matter line is not 'key: value'",
                    at: SourceLocation(path: path, line: lines.lineNumber, column: 1)))
                continue
            }
            let key = string(InlineWhitespace.trimmed(line.lowerBound..<colon, in: utf8), in: utf8)
            let rawValue = string(InlineWhitespace.trimmed(colon + 1..<line.upperBound, in: utf8), in: utf8)
            if key.isEmpty || key.utf8.contains(UInt8(ascii: " ")) {
                diagnostics.append(.error(
                    "front matter key '\(key)' must be one word",
                    at: SourceLocation(path: path, line: lines.lineNumber, column: 1)))
                continue
            }
            switch decode(rawValue) {
            case .success(let value):
                if let index = entryIndex[key] {
                    diagnostics.append(.warning("front matter key '\(key)' appears twice; this later value replaces the earlier one",
                                                at: SourceLocation(path: path, line: lines.lineNumber, column: 1)))
                    frontMatter.replaceValue(at: index, with: value)
                } else {
                    entryIndex[key] = frontMatter.entries.count
                    frontMatter.appendNew(key, value)
                }
            case .failure(let message):
                let afterColon = utf8[(colon + 1)..<line.upperBound].prefix { $0 == UInt8(ascii: " ") }.count
                let valueColumn = String(decoding: utf8[line.lowerBound...colon], as: UTF8.self).count + 1 + afterColon
                diagnostics.append(.error(message, at: SourceLocation(path: path, line: lines.lineNumber, column: valueColumn)))
            }
        }
        if !closed {
            diagnostics.append(.error(
                "front matter is not closed: add a line '---' after the last 'key: value' line",
                at: SourceLocation(path: path, line: 1, column: 1)))
            return (MarkdownFile(frontMatter: frontMatter, body: "", bodyStartLine: lines.lineNumber + 1), diagnostics)
        }
        let bodyStart = text.utf8.index(text.utf8.startIndex, offsetBy: lines.position)
        return (MarkdownFile(frontMatter: frontMatter, body: String(text[bodyStart...]), bodyStartLine: lines.lineNumber + 1),
                diagnostics)
    }

    private static func string(_ range: Range<Int>, in utf8: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: utf8[range]), as: UTF8.self)
    }

    private static let fence = Array("---".utf8)

    private static func isFence(_ line: Range<Int>, in utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        utf8[InlineWhitespace.trimmed(line, in: utf8)].elementsEqual(fence)
    }

    /// Whether the line's first character is `#` (a `#` followed by a combining mark is another character).
    private static func isComment(_ line: Range<Int>, in utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !line.isEmpty, utf8[line.lowerBound] == UInt8(ascii: "#") else { return false }
        guard line.count > 1, utf8[line.lowerBound + 1] >= 0x80 else { return true }
        return String(decoding: UnsafeBufferPointer(rebasing: utf8[line]), as: UTF8.self).hasPrefix("#")
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

/// Cuts UTF-8 text into lines (byte ranges without their line feed), so that only the front matter
/// is cut into lines and the body is taken whole.
private struct ByteLines {
    private let utf8: UnsafeBufferPointer<UInt8>
    /// The byte offset after the last line returned (and its line feed).
    private(set) var position = 0
    /// The 1-based number of the line last returned.
    private(set) var lineNumber = 0

    init(_ utf8: UnsafeBufferPointer<UInt8>) {
        self.utf8 = utf8
    }

    /// The next line without its line feed, or nil at the end of the text.
    mutating func next() -> Range<Int>? {
        guard position < utf8.count else { return nil }
        lineNumber += 1
        let start = position
        let end = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.count
        position = min(end + 1, utf8.count)
        // A CRLF line ends before its CR: front matter saved on Windows is read the same.
        return end > start && utf8[end - 1] == UInt8(ascii: "\r") ? start..<(end - 1) : start..<end
    }
}

/// Trimming tabs and space separators (`Unicode.Scalar.isInlineWhitespace`) off UTF-8 bytes.
enum InlineWhitespace {
    /// `range` without the inline white space at its start and end.
    static func trimmed(_ range: Range<Int>, in utf8: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var start = range.lowerBound, end = range.upperBound
        while start < end {
            let (scalar, length) = UTF8Scalars.scalar(in: utf8, at: start)
            guard scalar.isInlineWhitespace else { break }
            start += length
        }
        while end > start {
            var lead = end - 1
            while lead > start, utf8[lead] & 0xC0 == 0x80 { lead -= 1 }
            guard UTF8Scalars.scalar(in: utf8, at: lead).0.isInlineWhitespace else { break }
            end = lead
        }
        return start..<end
    }
}
