/// `heading-like-bold`: a short paragraph that is all bold and does not end a sentence, followed by
/// body text: it stands in for a heading, so it gets no anchor and no place in "on this page".
/// A bold label that ends with a colon introduces what follows and is not judged; an English and a
/// Chinese bold line together (a heading pair) are reported once, at the first.
enum HeadingLikeBoldRule {
    /// A heading-like line is at most this many characters.
    static let maximumLength = 60

    static func findings(in siblings: LintSiblings) -> [ContentFinding] {
        var found: [ContentFinding] = []
        for index in siblings.blocks.indices.dropLast() {
            let block = siblings.blocks[index], text = siblings.texts[index]
            guard isHeadingShaped(siblings, index) else { continue }
            if index > 0, isHeadingShaped(siblings, index - 1), siblings.blocks[index - 1].language != block.language { continue }
            let next = siblings.blocks[index + 1]
            let nextIsBody = next.kind == .paragraph && !LintText.isBoldOnly(next) && LintText.endsSentence(siblings.texts[index + 1])
                || next.kind == .paragraph && LintText.isBoldOnly(next) && next.language != block.language && nextIsBodyAfterPartner(siblings, index + 1)
            guard nextIsBody else { continue }
            found.append(ContentFinding(.headingLikeBold, "bold paragraph '\(LintText.excerpt(text))' stands in for a heading; make it a heading", at: block))
        }
        return found
    }

    /// True when block `index` is a short bold-only paragraph that does not end a sentence and is no label.
    private static func isHeadingShaped(_ siblings: LintSiblings, _ index: Int) -> Bool {
        let text = siblings.texts[index]
        return siblings.isParagraph(index) && LintText.isBoldOnly(siblings.blocks[index]) && text.count <= maximumLength
            && !LintText.endsSentence(text) && LintText.label(text) == nil
    }

    /// True when the block after `index` (a bold heading in the other language) is body text.
    private static func nextIsBodyAfterPartner(_ siblings: LintSiblings, _ index: Int) -> Bool {
        let after = index + 1
        return after < siblings.blocks.count && siblings.blocks[after].kind == .paragraph
            && !LintText.isBoldOnly(siblings.blocks[after]) && LintText.endsSentence(siblings.texts[after])
    }
}
