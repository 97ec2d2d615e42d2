import FolioCore

/// `figure-caption-without-figure`: a caption paragraph ("Figure 8-1 Three ways …", "图 8-1 …") with no
/// image next to it: the blocks on either side, past other captions, hold no image. A sentence that
/// mentions a figure ("Figure 8-2 shows …") ends with punctuation and is not a caption. Captions in
/// a row (English and Chinese) are reported once, at the first.
enum FigureCaptionRule {
    static func findings(in siblings: LintSiblings) -> [ContentFinding] {
        var found: [ContentFinding] = []
        for index in siblings.blocks.indices where isCaption(siblings, index) {
            guard index == 0 || !isCaption(siblings, index - 1), !LintText.containsImage(siblings.blocks[index]),
                  !neighbourHasImage(siblings, from: index, step: -1), !neighbourHasImage(siblings, from: index, step: 1) else { continue }
            found.append(ContentFinding(.figureCaptionWithoutFigure, "caption '\(LintText.excerpt(siblings.texts[index]))' has no image beside it; restore the figure or mark it as missing", at: siblings.blocks[index]))
        }
        return found
    }

    /// True when block `index` is a short paragraph starting with a figure number and not a sentence.
    static func isCaption(_ siblings: LintSiblings, _ index: Int) -> Bool {
        let text = siblings.texts[index]
        guard siblings.isParagraph(index), text.count <= 120, !LintText.endsSentence(text) else { return false }
        return figureNumberLength(text) != nil
    }

    /// The length of a leading `Figure 8-1` / `Fig. 8-1` / `图 8-1` / `图8.1`, or nil.
    static func figureNumberLength(_ text: String) -> Int? {
        var rest = Substring(text)
        var matched = false
        for word in ["Figure", "Fig.", "图"] where rest.hasPrefix(word) {
            rest = rest.dropFirst(word.count)
            matched = true
            break
        }
        guard matched else { return nil }
        rest = rest.drop { $0 == " " }
        let major = rest.prefix { $0.isASCII && $0.isNumber }
        rest = rest.dropFirst(major.count)
        guard !major.isEmpty, let separator = rest.first, "-–.".contains(separator) else { return nil }
        rest = rest.dropFirst()
        let minor = rest.prefix { $0.isASCII && $0.isNumber }
        guard !minor.isEmpty else { return nil }
        return text.count - rest.dropFirst(minor.count).count
    }

    /// True when the first block from `index` in direction `step` that is not a caption holds an image.
    private static func neighbourHasImage(_ siblings: LintSiblings, from index: Int, step: Int) -> Bool {
        var position = index + step
        while siblings.blocks.indices.contains(position), isCaption(siblings, position) { position += step }
        return siblings.blocks.indices.contains(position) && LintText.containsImage(siblings.blocks[position])
    }
}
