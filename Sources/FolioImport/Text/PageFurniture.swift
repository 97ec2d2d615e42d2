import FolioCore
import Foundation

/// What a PDF extraction leaves of each page's furniture: form feeds, bare page numbers (`12`, `- 12 -`,
/// `Page 12`, `第 12 页`, `12 / 300`) and running headers and footers (a short line repeated beside the
/// page breaks, even only a handful of times in a short document). These lines are removed, and where a
/// sentence ran on across the page break, the blank lines around them go too, so the paragraph reads on.
///
/// Plain digits count as page numbers only where there are at least `minimumPages` of them and they
/// mostly rise; a header or footer is a line repeated at least `minimumRepeats` times, most of them within
/// `reach` lines of a page break. A text without page breaks is left as it is.
enum PageFurniture {
    static let minimumPages = 3
    static let minimumRepeats = 3
    static let reach = 2
    static let maximumFurnitureLength = 60

    /// `lines` without page furniture; every kept line keeps its number.
    static func removed(from lines: [TextLine]) -> [TextLine] {
        var lines = lines
        var breaks = Set<Int>()
        for index in lines.indices where lines[index].text.contains("\u{0C}") {
            lines[index].text = lines[index].text.replacingOccurrences(of: "\u{0C}", with: "")
            breaks.insert(index)
        }
        let numbers = pageNumberLines(lines)
        breaks.formUnion(numbers)
        guard !breaks.isEmpty else { return lines }
        let furniture = numbers.union(runningLines(lines, near: breaks))
        return joiningAcross(lines, removing: furniture)
    }

    /// The indices of bare page-number lines.
    static func pageNumberLines(_ lines: [TextLine]) -> Set<Int> {
        var marked = Set<Int>()
        var digitsOnly: [(index: Int, value: Int)] = []
        for (index, line) in lines.enumerated() {
            let text = line.trimmed
            if let value = Int(text), text.count <= 4 {
                digitsOnly.append((index, value))
            } else if isMarkedPageNumber(text) {
                marked.insert(index)
            }
        }
        if digitsOnly.count >= minimumPages {
            let rising = zip(digitsOnly, digitsOnly.dropFirst()).filter { $0.value < $1.value }.count
            if rising * 3 >= (digitsOnly.count - 1) * 2 { marked.formUnion(digitsOnly.map(\.index)) }
        }
        return marked
    }

    /// True for `- 12 -`, `— 12 —`, `Page 12`, `Page 12 of 30`, `第 12 页`, `12 / 300`.
    static func isMarkedPageNumber(_ text: String) -> Bool {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let isNumber = { (word: String) in !word.isEmpty && word.count <= 4 && word.allSatisfy(\.isASCII) && Int(word) != nil }
        let dashes: Set<String> = ["-", "–", "—"]
        switch words.count {
        case 1:
            let inner = text.trimmingCharacters(in: ["-", "–", "—"])
            if inner != text, isNumber(inner) { return true }
            if text.hasPrefix("第"), text.hasSuffix("页") { return isNumber(String(text.dropFirst().dropLast())) }
            let halves = text.split(separator: "/").map(String.init)
            return halves.count == 2 && halves.allSatisfy(isNumber)
        case 2: return words[0].lowercased() == "page" && isNumber(words[1])
        case 3:
            if dashes.contains(words[0]), dashes.contains(words[2]) { return isNumber(words[1]) }
            if words[0] == "第", words[2] == "页" { return isNumber(words[1]) }
            return words[1] == "/" && isNumber(words[0]) && isNumber(words[2])
        case 4: return words[0].lowercased() == "page" && isNumber(words[1]) && words[2].lowercased() == "of" && isNumber(words[3])
        default: return false
        }
    }

    /// The indices of running headers and footers: short lines repeated beside the page breaks.
    static func runningLines(_ lines: [TextLine], near breaks: Set<Int>) -> Set<Int> {
        var occurrences: [String: [Int]] = [:]
        for (index, line) in lines.enumerated() where !line.isBlank {
            let text = line.trimmed
            guard text.count <= maximumFurnitureLength, text.contains(where: \.isLetter),
                  let last = text.last, !"。.!?！？;；:：,，".contains(last) else { continue }
            occurrences[text, default: []].append(index)
        }
        var found = Set<Int>()
        for (_, indices) in occurrences where indices.count >= minimumRepeats {
            let nearBreak = indices.filter { index in isNear(index, breaks, in: lines) }.count
            if nearBreak * 2 >= indices.count { found.formUnion(indices) }
        }
        return found
    }

    /// True when a page break is within `reach` non-blank lines of `index`.
    private static func isNear(_ index: Int, _ breaks: Set<Int>, in lines: [TextLine]) -> Bool {
        for direction in [-1, 1] {
            var position = index, steps = 0
            while steps <= reach, position >= 0, position < lines.count {
                if breaks.contains(position) { return true }
                position += direction
                if position >= 0, position < lines.count, !lines[position].isBlank { steps += 1 }
            }
        }
        return false
    }

    /// `lines` without `furniture`; where the text before it does not end a sentence and the text after
    /// continues it, the blank lines between go too.
    private static func joiningAcross(_ lines: [TextLine], removing furniture: Set<Int>) -> [TextLine] {
        var out: [TextLine] = []
        var index = 0
        while index < lines.count {
            guard furniture.contains(index) else {
                out.append(lines[index])
                index += 1
                continue
            }
            var end = index
            while end < lines.count, furniture.contains(end) || lines[end].isBlank { end += 1 }
            let before = out.last(where: { !$0.isBlank })?.trimmed ?? ""
            let after = end < lines.count ? lines[end].trimmed : ""
            if continues(before, after) {
                while out.last?.isBlank == true { out.removeLast() }
            } else if out.last?.isBlank == false {
                out.append(TextLine(number: lines[index].number, text: ""))
            }
            index = end
        }
        return out
    }

    /// True when `after` carries on the sentence that `before` leaves unfinished.
    static func continues(_ before: String, _ after: String) -> Bool {
        guard let end = before.last, let start = after.first else { return false }
        if "。！？；.!?;:：".contains(end) { return false }
        return (start.isLatinLetter && start.isLowercase) || (start.isHan && (end.isHan || "，、".contains(end)))
            || ((end.isLetter || end == ",") && start.isLatinLetter && start.isLowercase)
    }
}
