/// Rejoins paragraphs that a PDF extraction broke across lines (hard breaks at page or column ends).
///
/// A line is continued by the next non-blank line when
/// (i) it is longer than `Rule.minimumLength` characters,
/// (ii) it does not end with sentence-ending punctuation (`Rule.sentenceEnds`),
/// (iii) at most `Rule.maximumBlankLines` blank lines stand between them (more means a dropped figure), and
/// (iv) the next line is plain prose (`Role.continuable`), not a short heading-like line (at most
/// `minimumLength` characters with no sentence punctuation, or ending with a colon).
/// The caller classifies lines with a `Role`, so that headings, table rows, list items and notes are never
/// glued to the paragraph above them. Pieces are joined with `String.joinedAcrossLineBreak`: no space
/// between CJK characters, one space between Latin words.
public enum PDFLineJoining {
    /// What a line is, as far as joining goes.
    public enum Role: Sendable, Equatable {
        /// Prose: may be continued by the next line, and may continue the previous one.
        case continuable
        /// Starts a block of its own (list item, note, lead-in paragraph) but may be continued.
        case blockStart
        /// Stands alone (heading, table row, separator): never joined to anything.
        case standalone
    }

    /// The thresholds of the rule.
    public struct Rule: Sendable {
        /// A line this long or shorter is never continued (short lines are headings or labels).
        public var minimumLength: Int
        /// Characters that end a sentence; a line ending with one is complete.
        public var sentenceEnds: Set<Character>
        /// Characters that make a short line read as a sentence rather than a heading.
        public var sentencePunctuation: Set<Character>
        /// At most this many blank lines may stand between the two pieces.
        public var maximumBlankLines: Int

        /// The rule measured on Chinese PDF extractions (seed analysis §2.4).
        public init(minimumLength: Int = 24,
                    sentenceEnds: Set<Character> = Set("。！？；：:.!?;)）”\"】」*"),
                    sentencePunctuation: Set<Character> = Set("。！？；，、：,.;!?:"),
                    maximumBlankLines: Int = 1) {
            self.minimumLength = minimumLength
            self.sentenceEnds = sentenceEnds
            self.sentencePunctuation = sentencePunctuation
            self.maximumBlankLines = maximumBlankLines
        }
    }

    /// The lines with broken paragraphs joined (the joined line keeps the number of its first piece; the
    /// blank lines between the pieces are dropped), and how many joins were made.
    public static func join(_ lines: [TextLine], rule: Rule = Rule(),
                            role: (String) -> Role) -> (lines: [TextLine], joins: Int) {
        var output: [TextLine] = []
        var joins = 0
        var lastTextIndex: Int?  // index in `output` of the last non-blank line
        var blanksSinceLastText = 0
        for line in lines {
            if line.isBlank {
                output.append(line)
                blanksSinceLastText += 1
                continue
            }
            if let previousIndex = lastTextIndex, blanksSinceLastText <= rule.maximumBlankLines,
               isIncomplete(output[previousIndex].text, rule: rule, role: role),
               role(line.text) == .continuable, !isHeadingLike(line.text, rule: rule) {
                output[previousIndex].text = output[previousIndex].text.joinedAcrossLineBreak(line.text)
                output.removeLast(output.count - previousIndex - 1)
                joins += 1
            } else {
                output.append(line)
                lastTextIndex = output.count - 1
            }
            blanksSinceLastText = 0
        }
        return (output, joins)
    }

    /// True when `text` reads as a paragraph cut short: long enough, not a standalone line, no sentence end.
    public static func isIncomplete(_ text: String, rule: Rule = Rule(), role: (String) -> Role) -> Bool {
        let trimmed = text.trimmedWhitespace
        guard trimmed.count > rule.minimumLength, let last = trimmed.last else { return false }
        return !rule.sentenceEnds.contains(last) && role(text) != .standalone
    }

    /// True for a short line without sentence punctuation, or ending with a colon (`隐喻：`): a heading or a
    /// label, not a continuation.
    public static func isHeadingLike(_ text: String, rule: Rule = Rule()) -> Bool {
        let trimmed = text.trimmedWhitespace
        guard trimmed.count <= rule.minimumLength else { return false }
        return trimmed.last == "：" || trimmed.last == ":" || !trimmed.contains { rule.sentencePunctuation.contains($0) }
    }
}
