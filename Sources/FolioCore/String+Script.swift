/// Classifying text by script, the basis of the bilingual contract.
extension String {
    /// True when the string holds at least one Han ideograph.
    public var containsHan: Bool { unicodeScalars.contains { $0.isHan } }

    /// The number of Latin words (runs of Latin letters) in the string.
    public var latinWordCount: Int {
        var count = 0
        var inWord = false
        for scalar in unicodeScalars {
            if scalar.isLatinLetter {
                if !inWord { count += 1 }
                inWord = true
            } else if scalar != "'" && scalar != "’" {
                inWord = false
            }
        }
        return count
    }

    /// The language a block of text is written in, or nil when it has no letters of either script.
    ///
    /// A block is Chinese when it contains Han characters and either starts with a CJK character
    /// (or a CJK opening bracket) or its Han characters are at least half of its Han characters plus
    /// Latin words; it is English when it has Latin letters and no Han characters; otherwise it is
    /// English if Latin words outnumber Han characters.
    public var dominantLanguage: Language? {
        var tally = ScriptTally()
        tally.add(self)
        return tally.dominantLanguage
    }

    /// Joins two pieces of a line broken by a PDF or a hard wrap: no space between two CJK
    /// characters, one space between Latin text, and none where either side already has white space.
    public func joinedAcrossLineBreak(_ next: String) -> String {
        let head = self.replacingTrailingWhitespace()
        let tail = String(next.drop(while: { $0.isWhitespace }))
        guard let last = head.last, let first = tail.first else { return head + tail }
        if last.isCJK || first.isCJK { return head + tail }
        if last == "-" && first.isLetter && head.dropLast().last?.isLetter == true {
            return head + tail  // keep hyphenated compounds such as "Table-\nView" together
        }
        return head + " " + tail
    }

    private func replacingTrailingWhitespace() -> String {
        var result = self
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}
