/// Boilerplate lines repeated throughout an extracted text — a web page's title or an image's alt text left
/// by a scrape (`【更新中】…` standing where each figure was) — which stand for breaks, not content.
public enum RepeatedLineMarkers {
    /// The lines of `lines` that occur, trimmed and whole, at least `minimumCount` times and look like
    /// boilerplate: at most `maximumLength` characters, holding a letter, no TAB (table rows repeat their
    /// header legitimately), not a list item, not ending like a sentence. Ordered by first occurrence.
    public static func detect(in lines: [TextLine], minimumCount: Int, maximumLength: Int = 40) -> [String] {
        guard minimumCount > 0 else { return [] }
        var counts: [String: Int] = [:]
        var order: [String] = []
        for line in lines where !line.isBlank {
            let text = line.trimmed
            if counts[text] == nil { order.append(text) }
            counts[text, default: 0] += 1
        }
        return order.filter { text in
            guard let count = counts[text], count >= minimumCount, text.count <= maximumLength,
                  text.contains(where: \.isLetter), !text.contains("\t"),
                  let first = text.first, !"-•●▪◦*+·".contains(first),
                  let last = text.last, !"。.!?！？;；,，".contains(last) else { return false }
            return true
        }
    }

    /// `text` cut at every occurrence of any of `markers`: the trimmed, non-empty pieces in order
    /// (one piece, the trimmed text, when no marker occurs; none when the text is only markers).
    public static func split(_ text: String, at markers: [String]) -> [String] {
        var pieces = [text]
        for marker in markers where !marker.isEmpty {
            pieces = pieces.flatMap { $0.components(separatedBy: marker) }
        }
        return pieces.map(\.trimmedWhitespace).filter { !$0.isEmpty }
    }

    /// `lines` with every marker replaced by a paragraph break: a line that is only markers becomes blank,
    /// and a line holding markers between text becomes its pieces separated by blank lines (all keeping
    /// the original line number). Also returns how many marker occurrences were removed.
    public static func replaceWithBreaks(_ lines: [TextLine], markers: [String]) -> (lines: [TextLine], removed: Int) {
        guard !markers.isEmpty else { return (lines, 0) }
        var output: [TextLine] = []
        var removed = 0
        for line in lines {
            let occurrences = markers.reduce(0) { $0 + line.text.components(separatedBy: $1).count - 1 }
            guard occurrences > 0 else {
                output.append(line)
                continue
            }
            removed += occurrences
            let pieces = split(line.text, at: markers)
            if pieces.isEmpty { output.append(TextLine(number: line.number, text: "")) }
            for (index, piece) in pieces.enumerated() {
                if index > 0 { output.append(TextLine(number: line.number, text: "")) }
                output.append(TextLine(number: line.number, text: piece))
            }
        }
        return (output, removed)
    }
}
