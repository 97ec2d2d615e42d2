/// `heading-like-bold`: a short paragraph that is all bold and does not end a sentence, followed by
/// body text: it stands in for a heading, so it gets no anchor and no place in "on this page".
/// A bold label that ends with a colon introduces what follows and is not judged.
enum HeadingLikeBoldRule {
    /// A heading-like line is at most this many characters.
    static let maximumLength = 60

    static func findings(in siblings: LintSiblings) -> [ContentFinding] {
        var found: [ContentFinding] = []
        for index in siblings.blocks.indices.dropLast() {
            let block = siblings.blocks[index], text = siblings.texts[index]
            guard block.kind == .paragraph, LintText.isBoldOnly(block), text.count <= maximumLength,
                  !LintText.endsSentence(text), LintText.label(text) == nil else { continue }
            let next = siblings.blocks[index + 1]
            let nextIsBody = next.kind == .paragraph && !LintText.isBoldOnly(next) && LintText.endsSentence(siblings.texts[index + 1])
                || next.kind == .paragraph && LintText.isBoldOnly(next) && next.language != block.language && nextIsBodyAfterPartner(siblings, index + 1)
            guard nextIsBody else { continue }
            found.append(ContentFinding(.headingLikeBold, "bold paragraph '\(LintText.excerpt(text))' stands in for a heading; make it a heading", at: block))
        }
        return found
    }

    /// True when the block after `index` (a bold heading in the other language) is body text.
    private static func nextIsBodyAfterPartner(_ siblings: LintSiblings, _ index: Int) -> Bool {
        let after = index + 1
        return after < siblings.blocks.count && siblings.blocks[after].kind == .paragraph
            && !LintText.isBoldOnly(siblings.blocks[after]) && LintText.endsSentence(siblings.texts[after])
    }
}
