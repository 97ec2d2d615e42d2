import FolioCore

/// `mixed-language`: a paragraph that holds a run of English sentences and a run of Chinese, such as
/// an English paragraph glued to its translation. Latin product names, titles and code inside Chinese
/// text are not a run of sentences: the English run must have `minimumWords` words and end a
/// sentence, and the Chinese must have `minimumHan` Han characters. Links and code spans count as one word.
enum MixedLanguageRule {
    static let minimumWords = 8
    static let minimumHan = 10

    static func findings(in block: MarkdownNode) -> [ContentFinding] {
        guard block.kind == .paragraph else { return [] }
        var text = ""
        appendProse(block.children, to: &text)
        guard LintText.hanCount(text) >= minimumHan,
              let english = englishSentenceRuns(text).max(by: { $0.latinWordCount < $1.latinWordCount }) else { return [] }
        return [ContentFinding(.mixedLanguage, "English sentences and Chinese in one paragraph: '\(LintText.excerpt(LintText.trimmed(english), limit: 40))'; split them into a pair", at: block)]
    }

    /// The stretches of `text` without Han characters or CJK punctuation that hold at least
    /// `minimumWords` Latin words and a sentence end (`.`, `!` or `?` before a space or at the end).
    static func englishSentenceRuns(_ text: String) -> [String] {
        var runs: [String] = []
        var current = ""
        func close() {
            if current.latinWordCount >= minimumWords, endsASentence(current) { runs.append(current) }
            current = ""
        }
        for character in text {
            if character.isCJK { close() } else { current.append(character) }
        }
        close()
        return runs
    }

    /// The paragraph's text with each link and code span as one word `x`: a linked English title
    /// inside Chinese text is a name, not a sentence.
    private static func appendProse(_ nodes: [MarkdownNode], to text: inout String) {
        for node in nodes {
            switch node.kind {
            case .text(let literal): text += literal
            case .code, .link: text += "x"
            case .softBreak, .lineBreak: text += " "
            case .image, .htmlInline: break
            default: appendProse(node.children, to: &text)
            }
        }
    }

    private static func endsASentence(_ run: String) -> Bool {
        let characters = Array(LintText.trimmed(run))
        for (index, character) in characters.enumerated() where ".!?".contains(character) {
            guard index > 0, characters[index - 1].isLetter else { continue }
            if index + 1 == characters.count || characters[index + 1] == " " { return true }
        }
        return false
    }
}
