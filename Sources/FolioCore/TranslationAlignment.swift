import Foundation

/// Aligns a run of English blocks with the run of Chinese blocks that translates it, block by block,
/// from their lengths alone (Gale and Church's idea): each step takes up to three blocks of one side
/// and up to two of the other, or one block of one side with no partner (a label, a sentence left
/// untranslated). A step costs how far its Chinese length is from `hanPerWord` times its English
/// length (a doubled log ratio), plus `mergePenalty` for each block beyond one on either side, or
/// `skipPenalty` for a block without a partner, less for a short one (a label or a name is often left
/// untranslated; a paragraph seldom is). The alignment of least cost wins.
public enum TranslationAlignment {
    /// One step: English blocks and the Chinese blocks that translate them (either may be empty).
    public struct Step: Sendable, Equatable {
        public var english: Range<Int>
        public var chinese: Range<Int>

        public init(english: Range<Int>, chinese: Range<Int>) {
            self.english = english
            self.chinese = chinese
        }
    }

    /// Han characters per English word in a typical translation (measured on the default book's pairs).
    public static let hanPerWord = 1.5
    /// Cost of each block beyond one to one in a step.
    public static let mergePenalty = 1.0
    /// Cost of a block without a partner, from about four English words or six Han characters up.
    public static let skipPenalty = 1.2

    /// True when Chinese of `han` Han characters can be the translation of English of `words` words:
    /// a label does not translate a long paragraph, nor a long paragraph a line. The bounds are generous.
    public static func isPlausible(words: Int, han: Int) -> Bool {
        han <= 6 * words + 12 && words <= 3 * han + 8
    }

    private static let shapes: [(Int, Int)] = [(1, 1), (1, 2), (2, 1), (2, 2), (1, 3), (3, 1), (1, 0), (0, 1)]

    /// The alignment of least cost of English blocks of `words` Latin words each to Chinese blocks of
    /// `han` Han characters each, in order. An English block marked in `labels` (a name or a figure's
    /// label: a few words, no sentence mark) never merges with others and never pairs with Chinese that
    /// holds a sentence (`sentences`): it is no translation of it.
    public static func align(words: [Int], han: [Int], labels: [Bool] = [], sentences: [Bool] = []) -> [Step] {
        let isLabel = { (index: Int) in index < labels.count && labels[index] }
        let isSentence = { (index: Int) in index < sentences.count && sentences[index] }
        let n = words.count, m = han.count
        var cost = Array(repeating: Array(repeating: Double.infinity, count: m + 1), count: n + 1)
        var back = Array(repeating: Array(repeating: (0, 0), count: m + 1), count: n + 1)
        cost[0][0] = 0
        for i in 0...n {
            for j in 0...m where cost[i][j].isFinite {
                for (a, b) in shapes where i + a <= n && j + b <= m {
                    if b > 0, (i..<i + a).contains(where: isLabel), a > 1 || (j..<j + b).contains(where: isSentence) { continue }
                    let step = cost[i][j] + stepCost(words: words[i..<i + a], han: han[j..<j + b])
                    if step < cost[i + a][j + b] {
                        cost[i + a][j + b] = step
                        back[i + a][j + b] = (a, b)
                    }
                }
            }
        }
        var steps: [Step] = []
        var (i, j) = (n, m)
        while i > 0 || j > 0 {
            let (a, b) = back[i][j]
            steps.append(Step(english: i - a..<i, chinese: j - b..<j))
            (i, j) = (i - a, j - b)
        }
        return steps.reversed()
    }

    private static func stepCost(words: ArraySlice<Int>, han: ArraySlice<Int>) -> Double {
        if han.isEmpty { return skipPenalty * min(1, Double(words.reduce(0, +) + 1) / 5) }
        if words.isEmpty { return skipPenalty * min(1, Double(han.reduce(0, +) + 1) / 8) }
        let expected = Double(max(1, words.reduce(0, +))) * hanPerWord
        let actual = Double(max(1, han.reduce(0, +)))
        return 2 * abs(log(actual / expected)) + Double(words.count + han.count - 2) * mergePenalty
    }
}
