/// Rendering cleaned extracted text as Markdown inline content.
extension ExtractedTextInline {
    /// `text` (already cleaned with `cleanResidue`) as Markdown: `**bold**`, `*emphasis*` and `` `code` `` spans are kept,
    /// `[text](#)` placeholders become by-title links `[text](<ref:text>)`, `[text](https://…)` stays a link,
    /// a bare `http(s)://` URL becomes an autolink `<https://…>` (ending before white space, CJK characters
    /// and trailing punctuation), and all other text is escaped with `markdownEscaped`. Bold whose text ends
    /// with punctuation right before
    /// a letter (`**清晰：**整个`) is written `**清晰**：整个`, which CommonMark can close.
    public static func markdown(_ text: String) -> String {
        var out = ""
        var plain = ""
        func flush() {
            if !plain.isEmpty { out += plain.markdownEscaped }
            plain = ""
        }
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "[", let (rendered, end) = link(in: text, at: index) {
                flush()
                out += rendered
                index = end
            } else if character == "`", let close = text[text.index(after: index)...].firstIndex(of: "`"),
                      close > text.index(after: index) {
                flush()
                out += "`" + text[text.index(after: index)..<close] + "`"
                index = text.index(after: close)
            } else if character == "h", let end = urlEnd(in: text, at: index) {
                flush()
                out += "<" + text[index..<end] + ">"
                index = end
            } else if text[index...].hasPrefix("**"), let (rendered, end) = delimited("**", in: text, at: index) {
                flush()
                out += rendered
                index = end
            } else if character == "*", let (rendered, end) = delimited("*", in: text, at: index) {
                flush()
                out += rendered
                index = end
            } else {
                plain.append(character)
                index = text.index(after: index)
            }
        }
        flush()
        return out
    }

    /// The text of a link whose letters were spaced out by the extraction (`U I B u t t o n` → `UIButton`);
    /// other texts are returned with white space collapsed.
    public static func repairedLinkText(_ text: String) -> String {
        let collapsed = text.collapsingWhitespace
        let tokens = collapsed.split(separator: " ")
        if tokens.count >= 3, tokens.allSatisfy({ $0.count == 1 && $0.first!.isLatinLetter }) {
            return tokens.joined()
        }
        return collapsed
    }

    /// A by-title link to `title`, or nil when the title cannot be written inside `<ref:…>`.
    public static func referenceLink(to title: String) -> String? {
        guard !title.isEmpty, !title.contains(where: { "<>\\\n".contains($0) }) else { return nil }
        return "[\(title.markdownEscaped)](<ref:\(title)>)"
    }

    private static func link(in text: String, at open: String.Index) -> (String, String.Index)? {
        guard let closeBracket = text[open...].firstIndex(of: "]") else { return nil }
        let afterBracket = text.index(after: closeBracket)
        guard afterBracket < text.endIndex, text[afterBracket] == "(",
              let closeParen = text[afterBracket...].firstIndex(of: ")") else { return nil }
        let label = repairedLinkText(String(text[text.index(after: open)..<closeBracket]))
        guard !label.contains("[") else { return nil }
        let target = String(text[text.index(after: afterBracket)..<closeParen]).trimmedWhitespace
        let end = text.index(after: closeParen)
        if label.isEmpty { return ("", end) }
        if target.isEmpty || target.hasPrefix("#") {
            return (referenceLink(to: label) ?? label.markdownEscaped, end)
        }
        if (target.hasPrefix("http://") || target.hasPrefix("https://")), !target.contains(where: { " <>".contains($0) }) {
            return ("[\(label.markdownEscaped)](<\(target)>)", end)
        }
        return (label.markdownEscaped, end)
    }

    /// The end of a bare URL starting at `start`, or nil when none starts there.
    static func urlEnd(in text: String, at start: String.Index) -> String.Index? {
        let rest = text[start...]
        guard rest.hasPrefix("http://") || rest.hasPrefix("https://") else { return nil }
        var end = rest.firstIndex(where: { $0.isWhitespace || $0.isCJK || "<>\"\\`".contains($0) }) ?? text.endIndex
        while end > start, ".,;:!?()]'".contains(text[text.index(before: end)]) { end = text.index(before: end) }
        let scheme = rest.hasPrefix("https") ? 8 : 7
        return text.distance(from: start, to: end) > scheme ? end : nil
    }

    /// A `**bold**` or `*emphasis*` span opening at `open`. Emphasis must close on the same line, hold
    /// no asterisk and not start or end with white space (`2 * 3 * 4` stays text).
    private static func delimited(_ marker: String, in text: String, at open: String.Index) -> (String, String.Index)? {
        let innerStart = text.index(open, offsetBy: marker.count)
        guard innerStart < text.endIndex, let close = text[innerStart...].range(of: marker) else { return nil }
        let raw = text[innerStart..<close.lowerBound]
        if marker == "*" {
            guard let first = raw.first, let last = raw.last, !first.isWhitespace, !last.isWhitespace,
                  !raw.contains(where: { $0 == "*" || $0.isNewline }) else { return nil }
        }
        var inner = String(raw).trimmedWhitespace
        let end = close.upperBound
        guard !inner.isEmpty else { return ("", end) }
        var trailing = ""
        let next = end < text.endIndex ? text[end] : nil
        if let next, !next.isWhitespace, !next.isPunctuation {
            while let last = inner.last, last.isPunctuation, inner.count > 1 {
                trailing = String(last) + trailing
                inner.removeLast()
            }
        }
        return (marker + markdown(inner) + marker + trailing.markdownEscaped, end)
    }
}
