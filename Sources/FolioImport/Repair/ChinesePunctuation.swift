import FolioCore

/// Half-width punctuation inside Chinese sentences made full-width (`指南,请参阅` → `指南，请参阅`,
/// `PassKit:设置` → `PassKit：设置`, `技术 (上)` → `技术（上）`), in a chapter's Markdown body, with a record of every change. Code
/// (fenced blocks and spans), link destinations, autolinks and inline HTML are left alone; numbers keep
/// their own marks (`1,000`, `10:30`), and so does English text. A pass of its own, run on a Chinese
/// chapter's body after the importer has written it.
public enum ChinesePunctuation {
    /// One mark that changed: where (1-based line of the body, and column in characters) and how.
    public struct Change: Sendable, Equatable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var from: Character
        public var to: Character

        /// `12:7: ',' → '，'`
        public var description: String { "\(line):\(column): '\(from)' → '\(to)'" }
    }

    private static let fullWidth: [Character: Character] = [",": "，", ":": "：", ";": "；", "?": "？", "!": "！", "(": "（", ")": "）"]

    /// `body` with its half-width marks inside Chinese sentences made full-width, and the changes.
    public static func normalize(_ body: String) -> (text: String, changes: [Change]) {
        var changes: [Change] = []
        var lines: [String] = []
        var fence: Substring?
        for (index, line) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                lines.append(String(line))
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix(3)
                lines.append(String(line))
                continue
            }
            let (text, lineChanges) = normalize(line: Array(line), number: index + 1)
            lines.append(text)
            changes += lineChanges
        }
        return (lines.joined(separator: "\n"), changes)
    }

    /// One line outside code blocks.
    private static func normalize(line chars: [Character], number: Int) -> (String, [Change]) {
        var out = chars
        var changes: [Change] = []
        var removed = Set<Int>()
        let protected = protectedRanges(chars)
        var openParens: [Int] = []
        // A Latin word before a mark, Chinese after it: the mark is Chinese when the line is (`PassKit:设置`).
        // (More Han characters than Latin words, outside code and addresses.)
        let open = chars.indices.filter { !protected.contains($0) }
        let latinWords = open.filter { chars[$0].isLatinLetter && ($0 == 0 || !chars[$0 - 1].isLatinLetter) }.count
        let lineIsChinese = open.filter { chars[$0].isHan }.count > latinWords
        for (index, char) in chars.enumerated() where fullWidth[char] != nil && !protected.contains(index) {
            switch char {
            case "(":
                if index > 0, chars[index - 1] == "]" { continue }
                openParens.append(index)
            case ")":
                guard let open = openParens.popLast() else { continue }
                let inner = chars[(open + 1)..<index]
                let afterHan = neighbour(chars, from: open, step: -1).map { $0.char.isHan } ?? false
                guard inner.contains(where: \.isHan) || afterHan else { continue }
                for at in [open, index] {
                    out[at] = fullWidth[chars[at]]!
                    changes.append(Change(line: number, column: at + 1, from: chars[at], to: out[at]))
                }
                // A space between Chinese and a full-width parenthesis is dropped (`技术 （上）`).
                if open > 1, chars[open - 1] == " ", chars[open - 2].isCJK { removed.insert(open - 1) }
                if index + 2 < chars.count, chars[index + 1] == " ", chars[index + 2].isHan { removed.insert(index + 1) }
            default:
                if char == "!", index + 1 < chars.count, chars[index + 1] == "[" { continue }
                let before = neighbour(chars, from: index, step: -1)
                let after = neighbour(chars, from: index, step: 1)
                if let before, let after, before.char.isASCII && before.char.isNumber, after.char.isASCII && after.char.isNumber { continue }
                let chineseBefore = before.map { out[$0.index].isHan || out[$0.index] == "）" } ?? false
                let chineseAfter = after.map { $0.char.isHan } ?? false
                guard chineseBefore || (chineseAfter && lineIsChinese) else { continue }
                out[index] = fullWidth[char]!
                changes.append(Change(line: number, column: index + 1, from: char, to: out[index]))
                // Spaces before a full-width mark are dropped (`视图** :` → `视图**：`), and after it when
                // Chinese follows.
                var gap = index - 1
                while gap >= 0, chars[gap] == " " { removed.insert(gap); gap -= 1 }
                if let after, after.char.isCJK { for gap in (index + 1)..<after.index where chars[gap] == " " { removed.insert(gap) } }
            }
        }
        let text = String(out.enumerated().filter { !removed.contains($0.offset) }.map(\.element))
        return (text, changes.sorted { $0.column < $1.column })
    }

    /// The nearest character that is not a space or an emphasis mark (`**`) in direction `step`, with its index.
    private static func neighbour(_ chars: [Character], from index: Int, step: Int) -> (char: Character, index: Int)? {
        var at = index + step
        while at >= 0, at < chars.count {
            if chars[at] != " ", chars[at] != "*", chars[at] != "_" { return (chars[at], at) }
            at += step
        }
        return nil
    }

    /// Indices of code spans, link destinations (`](…)`), autolinks and inline HTML (`<…>`).
    private static func protectedRanges(_ chars: [Character]) -> Set<Int> {
        var protected = Set<Int>()
        var index = 0
        func close(_ mark: Character, from start: Int) -> Int? { chars[start...].firstIndex(of: mark) }
        while index < chars.count {
            let char = chars[index]
            var end: Int?
            if char == "`" {
                end = close("`", from: index + 1)
            } else if char == "<" {
                end = close(">", from: index + 1)
            } else if char == "(", index > 0, chars[index - 1] == "]" {
                end = close(")", from: index + 1)
            } else if char == ":", index + 2 < chars.count, chars[index + 1] == "/", chars[index + 2] == "/" {
                end = (index..<chars.count).first { chars[$0] == " " || chars[$0].isCJK }.map { $0 - 1 } ?? chars.count - 1
                var start = index
                while start > 0, chars[start - 1].isASCII, chars[start - 1].isLetter { start -= 1 }
                index = start
            }
            if let end {
                for at in index...end { protected.insert(at) }
                index = end + 1
            } else {
                index += 1
            }
        }
        return protected
    }
}
