import Foundation

/// Rendering styled inline text as Markdown.
extension InlineText {
    /// The text as Markdown inline content: bold as `**…**`, italic as `*…*`, links as `[text](url)`,
    /// everything else escaped with `markdownEscaped`. Emphasis never starts or ends on white space, and
    /// punctuation that would stop a delimiter from opening or closing (CommonMark flanking rules, which
    /// bite in Chinese text: `**清晰。**后`) is moved outside it. A `>` is escaped only at the start
    /// (elsewhere it cannot start markup since every `<` is escaped): `Settings > Privacy` stays readable.
    public var markdown: String {
        let rendered = renderedWithEscapes
        guard rendered.count > 2 else { return rendered }
        let head = rendered.prefix(2)
        return head + rendered.dropFirst(2).replacingOccurrences(of: "\\>", with: ">")
    }

    private var renderedWithEscapes: String {
        var out = ""
        var start = 0
        while start < characters.count {
            var end = start
            while end < characters.count, styles[end].link == styles[start].link { end += 1 }
            let inner = renderStyledRuns(start, end)
            if let link = styles[start].link, !inner.isEmpty {
                out += "[\(inner)](\(ZhihuLinks.markdownDestination(link)))"
            } else {
                out += inner
            }
            start = end
        }
        return out
    }

    private func renderStyledRuns(_ from: Int, _ to: Int) -> String {
        var out = ""
        var start = from
        while start < to {
            var end = start
            while end < to, styles[end].bold == styles[start].bold, styles[end].italic == styles[start].italic,
                  styles[end].code == styles[start].code { end += 1 }
            out += styles[start].code
                ? Self.codeSpan(String(characters[start..<end]))
                : renderRun(start, end, bold: styles[start].bold, italic: styles[start].italic, from: from, to: to)
            start = end
        }
        return out
    }

    /// `text` as a code span, fenced with more backquotes than any run inside it.
    static func codeSpan(_ text: String) -> String {
        guard !text.allSatisfy(\.isWhitespace) else { return text }
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + padding + text + padding + fence
    }

    private func renderRun(_ start: Int, _ end: Int, bold: Bool, italic: Bool, from: Int, to: Int) -> String {
        func text(_ a: Int, _ b: Int) -> String { a < b ? String(characters[a..<b]).markdownEscaped : "" }
        guard bold || italic else { return text(start, end) }
        var innerStart = start
        var innerEnd = end
        func isPunctuation(_ c: Character) -> Bool { c.isPunctuation || c.isSymbol }
        // opening delimiter must be left-flanking
        while innerStart < innerEnd {
            let first = characters[innerStart]
            let previous = innerStart > from ? characters[innerStart - 1] : nil
            let ok = !first.isWhitespace && (!isPunctuation(first) || previous == nil || previous!.isWhitespace || isPunctuation(previous!))
            if ok { break }
            innerStart += 1
        }
        // closing delimiter must be right-flanking
        while innerEnd > innerStart {
            let last = characters[innerEnd - 1]
            let next = innerEnd < to ? characters[innerEnd] : nil
            let ok = !last.isWhitespace && (!isPunctuation(last) || next == nil || next!.isWhitespace || isPunctuation(next!))
            if ok { break }
            innerEnd -= 1
        }
        guard innerStart < innerEnd else { return text(start, end) }
        var core = text(innerStart, innerEnd)
        if italic { core = "*\(core)*" }
        if bold { core = "**\(core)**" }
        return text(start, innerStart) + core + text(innerEnd, end)
    }
}
