/// Converts character offsets of a template source into 1-based lines and columns (counted in characters).
struct SourcePositions: Sendable {
    /// The offset of the first character of each line.
    private let lineStarts: [Int]

    /// Indexes the line starts of `characters` ("\n" and "\r\n" end lines).
    init(_ characters: [Character]) {
        var starts = [0]
        for (index, character) in characters.enumerated() where character.isTemplateLineEnding {
            starts.append(index + 1)
        }
        lineStarts = starts
    }

    /// The 1-based line and column of `offset`.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }
}
