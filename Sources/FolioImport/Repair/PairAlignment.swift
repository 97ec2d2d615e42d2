import FolioCore
import Foundation

/// Aligns a run of English paragraphs followed by a run of Chinese paragraphs (2 EN, then 2 ZH)
/// paragraph by paragraph, and writes them interleaved (EN, ZH, EN, ZH), so each translation pair is
/// one paragraph and its translation.
///
/// The alignment is the one of least cost by length (Gale and Church's idea): each step takes one or
/// two English paragraphs and one or two Chinese ones; its cost is how far the Chinese length is from
/// the run's own ratio of Han characters to English words (as a log ratio, doubled), plus a penalty
/// for each paragraph beyond one on either side (steps that are not 1:1 are rarer).
enum PairAlignment {
    /// Cost added for each paragraph of a step beyond one to one.
    static let mergePenalty = 1.0

    /// `blocks` with every EN run → ZH run of paragraphs aligned and interleaved.
    static func aligned(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        var out: [MarkdownBlock] = []
        var index = 0
        while index < blocks.count {
            let englishEnd = run(of: .en, in: blocks, from: index)
            let chineseEnd = run(of: .zh, in: blocks, from: englishEnd)
            guard englishEnd - index >= 2, chineseEnd - englishEnd >= 2 else {
                out.append(blocks[index])
                index += 1
                continue
            }
            let english = Array(blocks[index..<englishEnd])
            let chinese = Array(blocks[englishEnd..<chineseEnd])
            for step in align(english, chinese) {
                out += english[step.english] + chinese[step.chinese]
            }
            index = chineseEnd
        }
        return out
    }

    private static func run(of language: Language, in blocks: [MarkdownBlock], from start: Int) -> Int {
        var end = start
        while end < blocks.count, blocks[end].isParagraph, !blocks[end].isBoldOnly, blocks[end].language == language { end += 1 }
        return end
    }

    /// One step of an alignment: which English and which Chinese paragraphs translate each other.
    struct Step: Equatable {
        var english: Range<Int>
        var chinese: Range<Int>
    }

    /// The alignment of least cost of `english` to `chinese`.
    static func align(_ english: [MarkdownBlock], _ chinese: [MarkdownBlock]) -> [Step] {
        let words = english.map { Double(max(1, $0.tally.wordCount)) }
        let han = chinese.map { Double(max(1, $0.tally.hanCount)) }
        let ratio = han.reduce(0, +) / words.reduce(0, +)
        let n = english.count, m = chinese.count
        var cost = Array(repeating: Array(repeating: Double.infinity, count: m + 1), count: n + 1)
        var back = Array(repeating: Array(repeating: (0, 0), count: m + 1), count: n + 1)
        cost[0][0] = 0
        for i in 0...n {
            for j in 0...m where cost[i][j].isFinite {
                for (a, b) in [(1, 1), (1, 2), (2, 1), (2, 2)] where i + a <= n && j + b <= m {
                    let expected = words[i..<i + a].reduce(0, +) * ratio
                    let actual = han[j..<j + b].reduce(0, +)
                    let step = 2 * abs(log(actual / expected)) + Double(a + b - 2) * mergePenalty
                    if cost[i][j] + step < cost[i + a][j + b] {
                        cost[i + a][j + b] = cost[i][j] + step
                        back[i + a][j + b] = (a, b)
                    }
                }
            }
        }
        guard cost[n][m].isFinite else { return [Step(english: 0..<n, chinese: 0..<m)] }
        var steps: [Step] = []
        var (i, j) = (n, m)
        while i > 0 || j > 0 {
            let (a, b) = back[i][j]
            steps.append(Step(english: i - a..<i, chinese: j - b..<j))
            (i, j) = (i - a, j - b)
        }
        return steps.reversed()
    }
}
