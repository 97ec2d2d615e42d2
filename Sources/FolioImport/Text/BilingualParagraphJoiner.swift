import FolioCore

/// Re-joins paragraphs that a PDF extraction split in two (a blank line in mid-sentence), before pairing:
/// an English paragraph that does not end a sentence, followed by an English one that starts in lower case, a
/// digit, `(` or `“`; a Chinese paragraph of more than 20 characters that does not end a sentence, followed by a
/// Chinese one.
enum BilingualParagraphJoiner {
    /// The most blank lines a split may leave between the two halves.
    static let maximumGap = 3

    /// `elements` with split paragraphs joined.
    static func joined(_ elements: [BilingualElement]) -> [BilingualElement] {
        var out: [BilingualElement] = []
        for element in elements {
            if let next = element.paragraphText, let last = out.last, let previous = last.paragraphText,
               element.firstLine - last.lastLine - 1 <= maximumGap, continues(previous, with: next) {
                out[out.count - 1].kind = .paragraph(previous.joinedAcrossLineBreak(next))
                out[out.count - 1].lastLine = element.lastLine
            } else {
                out.append(element)
            }
        }
        return out
    }

    /// True when `next` continues the sentence that `previous` leaves open.
    static func continues(_ previous: String, with next: String) -> Bool {
        let language = previous.dominantLanguage
        guard language == next.dominantLanguage, let first = next.first else { return false }
        switch language {
        case .en?:
            guard !BilingualTextRules.endsSentence(previous, chinese: false) else { return false }
            return first.isLowercase || first.isNumber || first == "(" || first == "“"
        case .zh?:
            return previous.count > 20 && !BilingualTextRules.endsSentence(previous, chinese: true)
        case nil:
            return false
        }
    }
}
