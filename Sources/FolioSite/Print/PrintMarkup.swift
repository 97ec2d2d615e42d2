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
        out = out.replacingOccurrences(of: " loading=\"lazy\"", with: "")
        return markShortPairs(out)
    }

    /// The (unescaped) values of every ` name="…"` attribute in `html`, in order.
    public static func values(of name: String, in html: String) -> [String] {
        var found: [String] = []
        _ = rewriteAttribute(name, in: html) { found.append($0); return $0 }
        return found
    }

    /// `html` with the value of every ` name="…"` attribute replaced by `transform(value)`; values are
    /// unescaped before and escaped after.
    public static func rewriteAttribute(_ name: String, in html: String, _ transform: (String) -> String) -> String {
        let opening = " \(name)=\""
        var out = ""
        var rest = html[...]
        while let start = rest.range(of: opening), let end = rest[start.upperBound...].firstIndex(of: "\"") {
            out += rest[..<start.upperBound]
            out += transform(unescaped(rest[start.upperBound..<end])).htmlEscaped
            rest = rest[end...]
        }
        return out + rest
    }

    /// `html` with `<div class="pair">` turned into `<div class="pair short">` for each pair whose text
    /// is at most `limit` characters, so print keeps it on one page.
    public static func markShortPairs(_ html: String, limit: Int = shortPairLimit) -> String {
        let opening = "<div class=\"pair\">"
        var out = ""
        var rest = html[...]
        while let start = rest.range(of: opening) {
            out += rest[..<start.lowerBound]
            let short = textLength(ofElementAt: start.lowerBound, in: rest, limit: limit) <= limit
            out += short ? "<div class=\"pair short\">" : opening
            rest = rest[start.upperBound...]
        }
        return out + rest
    }

    /// The number of text characters of the `<div>` starting at `start`, counting up to `limit + 1`.
    private static func textLength(ofElementAt start: Substring.Index, in html: Substring, limit: Int) -> Int {
        var depth = 0
        var count = 0
        var index = start
        var inTag = false
        while index < html.endIndex {
            let character = html[index]
            if character == "<" {
                if html[index...].hasPrefix("</div>") {
                    depth -= 1
                    if depth == 0 { return count }
                } else if html[index...].hasPrefix("<div") {
                    depth += 1
                }
                inTag = true
            } else if character == ">" {
                inTag = false
            } else if !inTag && !character.isWhitespace {
                count += 1
                if count > limit { return count }
            }
            index = html.index(after: index)
        }
        return count
    }

    private static func unescaped(_ value: Substring) -> String {
        guard value.contains("&") else { return String(value) }
        return value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
}
