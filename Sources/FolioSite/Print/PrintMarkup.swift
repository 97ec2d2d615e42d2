import FolioCore
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
    /// With `page`, the body is the one of the chapter's own page (`ChapterRenderer` without prefix
    /// or shift): its headings are shifted and its page-only elements dropped as well (see `PageEdits`).
    public static func finish(_ html: String, prefix: String, sitePath: String,
                              rewriteLink: ((String) -> String)? = nil, page: PageEdits? = nil) -> String {
        String(decoding: finishUTF8(Array(html.utf8), prefix: prefix, sitePath: sitePath, rewriteLink: rewriteLink, page: page),
               as: UTF8.self)
    }

    /// `finish(_:prefix:sitePath:rewriteLink:page:)` on UTF-8 bytes.
    public static func finishUTF8(_ html: [UInt8], prefix: String, sitePath: String,
                                  rewriteLink: ((String) -> String)? = nil, page: PageEdits? = nil) -> [UInt8] {
        var edits: [AttributeEdit] = [
            AttributeEdit(name: "id") { $0.hasPrefix(prefix) ? $0 : prefix + $0 },
            AttributeEdit(name: "aria-labelledby") { value in
                value.split(separator: " ").map { $0.hasPrefix(prefix) ? String($0) : prefix + $0 }.joined(separator: " ")
            },
            AttributeEdit(name: "src") { source in
                PrintAnchors.hasScheme(source) || source.hasPrefix("/") ? source : PrintAnchors.resolve(source, from: sitePath)
            },
        ]
        if let rewriteLink { edits.append(AttributeEdit(name: "href", transform: rewriteLink)) }
        return edited(html, edits: edits, dropping: Array(" loading=\"lazy\"".utf8),
                      shortPairLimit: shortPairLimit, page: page)
    }

    /// A change of the value of every ` name="…"` attribute.
    struct AttributeEdit {
        let opening: [UInt8]
        let transform: (String) -> String

        init(name: String, transform: @escaping (String) -> String) {
            opening = Array(" \(name)=\"".utf8)
            self.transform = transform
        }
    }

    /// `bytes` in one pass: attribute values changed by `edits` (unescaped before, escaped after),
    /// every `dropping` removed, and pairs of at most `shortPairLimit` characters marked short. Text
    /// between tags is copied whole; only tags are looked into (values never hold a raw `>`).
    static func edited(_ bytes: [UInt8], edits: [AttributeEdit], dropping: [UInt8]?, shortPairLimit: Int?,
                       page: PageEdits? = nil) -> [UInt8] {
        let pair = Array("<div class=\"pair\">".utf8)
        let shortPair = Array("<div class=\"pair short\">".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 16)
        var inComments = false
        var index = 0
        while index < bytes.count {
            guard let tagStart = bytes[index...].firstIndex(of: UInt8(ascii: "<")) else {
                out += bytes[index...]
                break
            }
            out += bytes[index..<tagStart]
            if let limit = shortPairLimit, matches(pair, in: bytes, at: tagStart) {
                out += textLength(ofElementAt: tagStart, in: bytes, limit: limit) <= limit ? shortPair : pair
                index = tagStart + pair.count
                continue
            }
            let tagEnd = bytes[tagStart...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count - 1
            var bodyStart = tagStart
            if let page {
                if let end = page.endOfDroppedElement(at: tagStart, in: bytes) {
                    index = end
                    continue
                }
                inComments = page.isInComments(after: tagStart, in: bytes, before: inComments)
                if !inComments, let (level, closing) = PageEdits.heading(at: tagStart, in: bytes) {
                    out += Array((closing ? "</h" : "<h").utf8)
                    out.append(UInt8(ascii: "0") + UInt8(min(6, level + page.headingShift)))
                    bodyStart = tagStart + (closing ? 4 : 3)
                }
            }
            index = editTag(bytes, from: bodyStart, through: tagEnd, edits: edits, dropping: dropping, into: &out)
        }
        return out
    }

    /// Copies the tag `bytes[start...end]` into `out` with its attributes edited; returns the index after it.
    private static func editTag(_ bytes: [UInt8], from start: Int, through end: Int, edits: [AttributeEdit],
                                dropping: [UInt8]?, into out: inout [UInt8]) -> Int {
        // Bytes are copied in runs between the edited places (only a space can start one).
        var index = start
        var runStart = start
        while index <= end {
            guard bytes[index] == UInt8(ascii: " ") else {
                index += 1
                continue
            }
            if let dropping, matches(dropping, in: bytes, at: index) {
                out += bytes[runStart..<index]
                index += dropping.count
                runStart = index
                continue
            }
            if let edit = edits.first(where: { matches($0.opening, in: bytes, at: index) }),
               let valueEnd = bytes[(index + edit.opening.count)...].firstIndex(of: UInt8(ascii: "\"")) {
                out += bytes[runStart..<index]
                out += edit.opening
                let value = String(decoding: bytes[(index + edit.opening.count)..<valueEnd], as: UTF8.self)
                out += edit.transform(unescaped(value[...])).htmlEscaped.utf8
                index = valueEnd
                runStart = index
                continue
            }
            index += 1
        }
        let stop = min(index, end + 1)
        if runStart < stop { out += bytes[runStart..<stop] }
        return index
    }

    /// The first position of `pattern` in `bytes` at or after `from`.
    static func find(_ pattern: String, in bytes: [UInt8], from: Int) -> Int? {
        bytes.firstIndex(of: Array(pattern.utf8), from: from)
    }

    /// True when `pattern` stands in `bytes` at `position`.
    static func matches(_ pattern: [UInt8], in bytes: [UInt8], at position: Int) -> Bool {
        guard position + pattern.count <= bytes.count else { return false }
        for offset in pattern.indices where bytes[position + offset] != pattern[offset] { return false }
        return true
    }

    /// The (unescaped) values of every ` name="…"` attribute in `html`, in order.
    public static func values(of name: String, in html: String) -> [String] {
        let opening = Array(" \(name)=\"".utf8)
        var found: [String] = []
        html.withUTF8Bytes { bytes in
            var inTag = false
            var index = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "<"): inTag = true
                case UInt8(ascii: ">"): inTag = false
                case UInt8(ascii: " ") where inTag && bytes[index...].starts(with: opening):
                    let start = index + opening.count
                    guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) else { return }
                    found.append(unescaped(String(decoding: bytes[start..<end], as: UTF8.self)[...]))
                    index = end
                default: break
                }
                index += 1
            }
        }
        return found
    }

    /// `html` with the value of every ` name="…"` attribute replaced by `transform(value)`; values are
    /// unescaped before and escaped after. Scans UTF-8 bytes: print pages are large.
    public static func rewriteAttribute(_ name: String, in html: String, _ transform: (String) -> String) -> String {
        withoutActuallyEscaping(transform) { transform in
            String(decoding: edited(Array(html.utf8), edits: [AttributeEdit(name: name, transform: transform)],
                                    dropping: nil, shortPairLimit: nil), as: UTF8.self)
        }
    }

    /// `html` with `<div class="pair">` turned into `<div class="pair short">` for each pair whose text
    /// is at most `limit` characters, so print keeps it on one page.
    public static func markShortPairs(_ html: String, limit: Int = shortPairLimit) -> String {
        String(decoding: edited(Array(html.utf8), edits: [], dropping: nil, shortPairLimit: limit), as: UTF8.self)
    }

    private static func unescaped(_ value: Substring) -> String {
        guard value.utf8.contains(UInt8(ascii: "&")) else { return String(value) }
        return value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
}
