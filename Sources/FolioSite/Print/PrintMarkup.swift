import FolioMarkdown

/// Edits of rendered HTML for the print page. The HTML is Folio's own output, where every text and
/// attribute value is escaped, so ` id="` or `<div` can only be markup, never text.
public enum PrintMarkup {
    /// The most characters of text a translation pair may hold to be kept on one page (`.pair.short`).
    public static let shortPairLimit = 800

    /// A body rendered for the page at `sitePath`, made fit for the print page: ids without `prefix`
    /// get it (also in `aria-labelledby`), relative image sources become relative to the site root,
    /// images load eagerly (a lazy image may be missing from the PDF), and short pairs are marked.
    /// `rewriteLink`, when given, rewrites every `href` (for bodies not rendered by `ChapterRenderer`).
    public static func finish(_ html: String, prefix: String, sitePath: String,
                              rewriteLink: ((String) -> String)? = nil) -> String {
        var out = rewriteAttribute("id", in: html) { $0.hasPrefix(prefix) ? $0 : prefix + $0 }
        out = rewriteAttribute("aria-labelledby", in: out) { value in
            value.split(separator: " ").map { $0.hasPrefix(prefix) ? String($0) : prefix + $0 }.joined(separator: " ")
        }
        out = rewriteAttribute("src", in: out) { source in
            PrintAnchors.hasScheme(source) || source.hasPrefix("/") ? source : PrintAnchors.resolve(source, from: sitePath)
        }
        if let rewriteLink { out = rewriteAttribute("href", in: out, rewriteLink) }
        out = removingLazyLoading(out)
        return markShortPairs(out)
    }

    /// The (unescaped) values of every ` name="…"` attribute in `html`, in order.
    public static func values(of name: String, in html: String) -> [String] {
        var found: [String] = []
        _ = rewriteAttribute(name, in: html) { found.append($0); return $0 }
        return found
    }

    /// `html` with the value of every ` name="…"` attribute replaced by `transform(value)`; values are
    /// unescaped before and escaped after. Scans UTF-8 bytes: print pages are large.
    public static func rewriteAttribute(_ name: String, in html: String, _ transform: (String) -> String) -> String {
        let bytes = Array(html.utf8)
        let opening = Array(" \(name)=\"".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 16)
        var index = 0
        var copied = 0
        while let start = find(opening, in: bytes, from: index) {
            let valueStart = start + opening.count
            guard let valueEnd = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            out += bytes[copied..<valueStart]
            let value = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
            out += transform(unescaped(value[...])).htmlEscaped.utf8
            copied = valueEnd
            index = valueEnd
        }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }

    /// `html` with `<div class="pair">` turned into `<div class="pair short">` for each pair whose text
    /// is at most `limit` characters, so print keeps it on one page.
    public static func markShortPairs(_ html: String, limit: Int = shortPairLimit) -> String {
        let bytes = Array(html.utf8)
        let opening = Array("<div class=\"pair\">".utf8)
        let short = Array("<div class=\"pair short\">".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 1024)
        var copied = 0
        while let start = find(opening, in: bytes, from: copied) {
            out += bytes[copied..<start]
            out += textLength(ofElementAt: start, in: bytes, limit: limit) <= limit ? short : opening
            copied = start + opening.count
        }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }

    /// The first position of `pattern` in `bytes` at or after `from`.
    static func find(_ pattern: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var index = from
        let last = bytes.count - pattern.count
        while index <= last {
            if bytes[index] == first {
                var matched = 1
                while matched < pattern.count && bytes[index + matched] == pattern[matched] { matched += 1 }
                if matched == pattern.count { return index }
            }
            index += 1
        }
        return nil
    }

    /// The number of text characters of the `<div>` starting at `start`, counting up to `limit + 1`.
    private static func textLength(ofElementAt start: Int, in bytes: [UInt8], limit: Int) -> Int {
        let closeDiv = Array("</div>".utf8)
        let openDiv = Array("<div".utf8)
        var depth = 0
        var count = 0
        var index = start
        var inTag = false
        func matches(_ pattern: [UInt8], at position: Int) -> Bool {
            position + pattern.count <= bytes.count && pattern.indices.allSatisfy { bytes[position + $0] == pattern[$0] }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                if matches(closeDiv, at: index) {
                    depth -= 1
                    if depth == 0 { return count }
                } else if matches(openDiv, at: index) {
                    depth += 1
                }
                inTag = true
            } else if byte == UInt8(ascii: ">") {
                inTag = false
            } else if !inTag && byte & 0xC0 != 0x80 && byte != 0x20 && byte != 0x0A && byte != 0x09 && byte != 0x0D {
                count += 1
                if count > limit { return count }
            }
            index += 1
        }
        return count
    }

    private static func removingLazyLoading(_ html: String) -> String {
        let bytes = Array(html.utf8)
        let lazy = Array(" loading=\"lazy\"".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var copied = 0
        while let start = find(lazy, in: bytes, from: copied) {
            out += bytes[copied..<start]
            copied = start + lazy.count
        }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }

    private static func unescaped(_ value: Substring) -> String {
        guard value.contains("&") else { return String(value) }
        return value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
}
