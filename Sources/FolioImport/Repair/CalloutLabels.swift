import FolioCore

/// Turns the sources' note labels (TIP / NOTE / IMPORTANT / WARNING / 提示 / 注意 / 重要 / 警告),
/// standing alone as a paragraph or glued to the text they introduce (`**TIP**The App Store…`,
/// `Note: …`, `**注意**：…`), into call-out blocks in GitHub's alert syntax (`> [!NOTE]`). A label
/// alone takes the paragraph after it; an English call-out takes the Chinese paragraph after it when
/// that paragraph can be its translation (with or without its own label), so the pair stays one box.
enum CalloutLabels {
    /// Label words and the call-out kind each opens.
    static let labels: [(word: String, kind: String)] = [
        ("NOTE", "NOTE"), ("TIP", "TIP"), ("IMPORTANT", "IMPORTANT"), ("WARNING", "WARNING"), ("CAUTION", "CAUTION"),
        ("注意", "NOTE"), ("提示", "TIP"), ("重要", "IMPORTANT"), ("警告", "WARNING"), ("小心", "CAUTION"),
    ]

    /// `blocks` with every labelled paragraph made a call-out.
    static func applied(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        var out: [MarkdownBlock] = []
        var index = 0
        while index < blocks.count {
            guard blocks[index].isParagraph, let (kind, rest) = label(blocks[index].markdown) else {
                out.append(blocks[index])
                index += 1
                continue
            }
            var body: [String] = []
            var next = index + 1
            if !rest.isEmpty {
                body.append(rest)
            } else if next < blocks.count, blocks[next].isParagraph, label(blocks[next].markdown) == nil, isSentence(blocks[next]) {
                body.append(blocks[next].markdown)
                next += 1
            }
            if let first = body.first, MarkdownBlock(first).language == .en, next < blocks.count, blocks[next].isParagraph,
               let translation = translation(of: first, in: blocks[next]) {
                body.append(translation)
                next += 1
            }
            guard !body.isEmpty else {
                out.append(blocks[index])
                index += 1
                continue
            }
            out.append(MarkdownBlock(quote(kind: kind, body)))
            index = next
        }
        return out
    }

    /// The call-out kind and the rest of the paragraph ("" when the label stands alone), when
    /// `markdown` opens with a label: bold (`**TIP**`), followed by a colon, alone, or an upper-case
    /// English label glued to a capitalised word (`TIPThe`). A Chinese label word without a colon or
    /// bold is an ordinary word (`注意在不同情境下…`) and stays.
    static func label(_ markdown: String) -> (kind: String, rest: String)? {
        for (word, kind) in labels {
            for form in ["**\(word)**", "**\(word):**", "**\(word)：**", word] {
                guard let rest = strip(form, from: markdown) else { continue }
                let isBold = form.hasPrefix("**")
                var body = Substring(rest)
                var hadColon = form.hasSuffix(":**") || form.hasSuffix("：**")
                if let first = body.first, first == ":" || first == "：" {
                    body = body.dropFirst()
                    hadColon = true
                }
                if body.hasPrefix("**"), !isBold, word.first!.isHan { continue }
                let text = String(body).trimmingWhitespace()
                let isEnglishWord = word.first!.isLatinLetter
                if text.isEmpty { return (kind, "") }
                if isBold || hadColon { return (kind, text) }
                if isEnglishWord, word == word.uppercased(), let first = text.first, first.isUppercase, body.first != " " {
                    return (kind, text)  // TIPThe App Store…
                }
            }
        }
        return nil
    }

    /// `markdown` without the label `form` at its start; an English label matches in capitals (`NOTE`)
    /// or capitalised (`Note`), and must end at a word boundary or run into a capital (`TIPThe`).
    private static func strip(_ form: String, from markdown: String) -> String? {
        let capitalised = form.first!.isLatinLetter ? form.prefix(1) + form.dropFirst().lowercased() : form
        guard markdown.hasPrefix(form) || markdown.hasPrefix(capitalised) else { return nil }
        let rest = markdown.dropFirst(form.count)
        if let next = rest.first, next.isLowercase, form.last!.isLetter { return nil }
        return String(rest)
    }

    /// The Chinese side of an English call-out: `block` without its own label, when it is Chinese
    /// and of a length that can translate `english`.
    private static func translation(of english: String, in block: MarkdownBlock) -> String? {
        var text = label(block.markdown)?.rest ?? block.markdown
        // a word of the English label's line left glued to the Chinese (`TIPIt了解…` after `It’s important…`)
        let stray = text.prefix { $0.isLatinLetter }
        if !stray.isEmpty, text.dropFirst(stray.count).first?.isHan == true, english.hasPrefix(stray) {
            text = String(text.dropFirst(stray.count))
        }
        let candidate = MarkdownBlock(text)
        guard candidate.language == .zh, !text.isEmpty else { return nil }
        let words = MarkdownBlock(english).tally.wordCount
        let han = candidate.tally.hanCount
        return TranslationAlignment.isPlausible(words: words, han: han) ? text : nil
    }

    /// True when `block` says something: a sentence, not a lone label (`警告` above `模态视图` is a
    /// figure's labels, not a warning).
    private static func isSentence(_ block: MarkdownBlock) -> Bool {
        block.visible.count >= 20 || GluedTranslation.endsSentence(block.markdown, chinese: block.language == .zh)
    }

    /// The call-out as a block quote: the marker line, then the paragraphs.
    static func quote(kind: String, _ paragraphs: [String]) -> String {
        let lines = paragraphs.map { paragraph in
            paragraph.split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }.joined(separator: "\n")
        }
        return "> [!\(kind)]\n" + lines.joined(separator: "\n>\n")
    }
}
