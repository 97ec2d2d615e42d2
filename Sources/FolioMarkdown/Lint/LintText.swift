import FolioCore

/// Measures of text the lint rules share: lengths by script, sentence ends, labels.
enum LintText {
    /// Punctuation that ends a sentence or introduces what follows, in either language.
    static let terminalPunctuation: Set<Character> = [".", "!", "?", ":", ";", "。", "！", "？", "；", "：", "…"]
    /// Closing quotes and brackets that may stand after a sentence's last punctuation.
    static let closers: Set<Character> = ["\"", "'", "”", "’", ")", "）", "」", "』", "】", "》", "*", "_", "]"]
    /// Callout labels, in upper case; matched case-insensitively when alone.
    static let labels = ["IMPORTANT", "WARNING", "NOTE", "TIP", "重要", "注意", "提示"]

    /// `text` without white space or line breaks at either end.
    static func trimmed(_ text: String) -> String { text.trimming(\.isWhitespaceOrNewline) }

    /// The number of Han characters in `text`.
    static func hanCount(_ text: String) -> Int { text.unicodeScalars.reduce(0) { $0 + ($1.isHan ? 1 : 0) } }

    /// The text's length in a common unit: Latin words plus Han characters divided by
    /// `hanPerWord` (the typical number of Han characters that translate one English word).
    static func weight(_ text: String) -> Double { Double(text.latinWordCount) + Double(hanCount(text)) / hanPerWord }

    /// Han characters per English word in the default book's translated paragraphs (median 1.52).
    static let hanPerWord = 1.5

    /// The last character that is not a closing quote or bracket, or nil for empty text.
    static func lastSignificant(_ text: String) -> Character? { text.last { !closers.contains($0) && !$0.isWhitespace } }

    /// True when the text ends with sentence punctuation (after any closing quotes or brackets).
    static func endsSentence(_ text: String) -> Bool { lastSignificant(text).map(terminalPunctuation.contains) ?? false }

    /// The callout label the whole text is (`NOTE`, `Tip:`, `**注意**：`), in upper case, or nil.
    static func label(_ text: String) -> String? {
        var core = trimmed(text)
        while let last = core.last, last == ":" || last == "：" || last.isWhitespace { core.removeLast() }
        let upper = core.uppercased()
        return labels.contains(upper) ? upper : nil
    }

    /// True when `node` or a descendant is an image.
    static func containsImage(_ node: MarkdownNode) -> Bool {
        if case .image = node.kind { return true }
        return node.children.contains(where: containsImage)
    }

    /// True when every letter of the paragraph is inside strong emphasis (`**Clarity**`).
    static func isBoldOnly(_ paragraph: MarkdownNode) -> Bool {
        var sawStrong = false
        for child in paragraph.children {
            switch child.kind {
            case .strong: sawStrong = true
            case .softBreak, .lineBreak: continue
            case .text(let text) where !text.contains(where: { $0.isLetter || $0.isNumber }): continue
            default: return false
            }
        }
        return sawStrong
    }

    /// The lines of a paragraph's text (split at its soft and hard line breaks); code spans are
    /// written as `codeAs` when given.
    static func lines(of paragraph: MarkdownNode, codeAs: String? = nil) -> [String] {
        var lines = [""]
        func walk(_ nodes: [MarkdownNode]) {
            for node in nodes {
                switch node.kind {
                case .text(let literal): lines[lines.count - 1] += literal
                case .code(let literal): lines[lines.count - 1] += codeAs ?? literal
                case .softBreak, .lineBreak: lines.append("")
                default: walk(node.children)
                }
            }
        }
        walk(paragraph.children)
        return lines
    }

    /// `text` shortened to its first `limit` characters, for messages.
    static func excerpt(_ text: String, limit: Int = 40) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return line.count > limit ? String(line.prefix(limit)) + "…" : line
    }
}
