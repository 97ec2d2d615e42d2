/// `doubled-text`: text the scrape doubled. A paragraph equal to one of the `window` paragraphs
/// before it with no heading or other block between (link-only paragraphs aside, which often repeat
/// a caption as their title; the same text under different headings is deliberate), or a
/// paragraph that starts and ends with the same run of at least `minimumRun` characters.
enum DoubledTextRule {
    static let window = 2
    static let minimumRun = 12

    static func findings(in siblings: LintSiblings) -> [ContentFinding] {
        var found: [ContentFinding] = []
        for index in siblings.blocks.indices where siblings.isParagraph(index) && !isLinkOnly(siblings.blocks[index]) {
            let text = siblings.texts[index]
            guard text.count >= minimumRun || LintText.hanCount(text) >= 6 else { continue }
            var earlier = index
            while earlier > max(0, index - window), siblings.isParagraph(earlier - 1) { earlier -= 1 }
            if let twin = (earlier..<index).first(where: { !isLinkOnly(siblings.blocks[$0]) && siblings.texts[$0] == text }) {
                found.append(ContentFinding(.doubledText, "paragraph repeats line \(siblings.blocks[twin].line): '\(LintText.excerpt(text))'; keep one", at: siblings.blocks[index]))
            } else if let run = repeatedEnds(text) {
                found.append(ContentFinding(.doubledText, "paragraph starts and ends with the same text '\(LintText.excerpt(run))'; keep one", at: siblings.blocks[index]))
            }
        }
        return found
    }

    /// The longest run (of at least `minimumRun` characters) that both starts and ends `text`
    /// without the two overlapping, or nil.
    static func repeatedEnds(_ text: String) -> String? {
        let characters = Array(text)
        var length = characters.count / 2
        while length >= minimumRun {
            if characters[..<length] == characters[(characters.count - length)...] { return String(characters[..<length]) }
            length -= 1
        }
        return nil
    }

    private static func isLinkOnly(_ block: MarkdownNode) -> Bool {
        let content = block.children.filter {
            if case .text(let text) = $0.kind { return !text.allSatisfy(\.isWhitespace) }
            return $0.kind != .softBreak && $0.kind != .lineBreak
        }
        guard content.count == 1, case .link = content[0].kind else { return false }
        return true
    }
}
