import FolioCore

/// A run the scrape doubled inside one paragraph is kept once: a paragraph that is a run twice
/// (`SS`) becomes `S`; one that opens and closes with the same run around other text (`S M S`,
/// where the second copy is the run's real place) becomes `M` then `S`. Runs shorter than
/// `minimumLength` characters are ordinary repetition and stay.
enum DoubledText {
    /// The shortest run taken for a doubling.
    static let minimumLength = 12

    /// `blocks` with doubled runs kept once.
    static func undoubled(_ blocks: [MarkdownBlock], notes: inout [String]) -> [MarkdownBlock] {
        var found: [String] = []
        let out = blocks.flatMap { block -> [MarkdownBlock] in
            guard block.isParagraph, let parts = parts(block.markdown) else { return [block] }
            found.append(String(MarkdownBlock.visibleText(of: parts.last!).prefix(40)))
            return parts.map(MarkdownBlock.init)
        }
        notes += found.map { "a passage the source repeats was imported once: '\($0)'" }
        return out
    }

    /// The paragraphs `markdown` becomes, or nil when no run is doubled.
    static func parts(_ markdown: String) -> [String]? {
        let characters = Array(markdown)
        let count = characters.count
        guard count >= 2 * minimumLength else { return nil }
        if count % 2 == 0, characters[..<(count / 2)] == characters[(count / 2)...] {
            return [String(characters[..<(count / 2)])]
        }
        var length = (count - 1) / 2
        while length >= minimumLength {
            if characters[..<length] == characters[(count - length)...] {
                let middle = String(characters[length..<(count - length)]).trimmingWhitespace()
                return [middle, String(characters[(count - length)...])]
            }
            length -= 1
        }
        return nil
    }
}
