/// `bare-label`: a callout label (NOTE, TIP, IMPORTANT, WARNING, 注意, 提示, 重要) standing alone as a
/// paragraph or heading. `glued-label`: an upper-case English label run into the next word with no
/// space ("TIPThe App Store …"). Chinese labels are not judged glued: 提示 and 注意 are ordinary words too.
enum LabelRule {
    static func findings(in block: MarkdownNode) -> [ContentFinding] {
        let text = LintText.trimmed(block.plainText)
        if let label = LintText.label(text) {
            return [ContentFinding(.bareLabel, "label '\(label)' stands alone; make it a callout (> [!\(calloutName(label))]) holding the text it introduces", at: block)]
        }
        for label in LintText.labels where label.first?.isLatinLetter == true {
            var searchStart = text.startIndex
            while let range = text.range(of: label, range: searchStart..<text.endIndex) {
                searchStart = range.upperBound
                if range.lowerBound > text.startIndex, text[text.index(before: range.lowerBound)].isLetter { continue }
                let rest = text[range.upperBound...]
                guard let first = rest.first, first.isUppercase, let second = rest.dropFirst().first,
                      second.isLowercase || second.isHan else { continue }
                let glued = String(text[range.lowerBound...])
                return [ContentFinding(.gluedLabel, "label '\(label)' is glued to the text after it: '\(LintText.excerpt(glued, limit: 30))'", at: block)]
            }
        }
        return []
    }

    /// The GitHub alert name for a label.
    private static func calloutName(_ label: String) -> String {
        switch label {
        case "注意": return "NOTE"
        case "提示": return "TIP"
        case "重要": return "IMPORTANT"
        default: return label
        }
    }
}
