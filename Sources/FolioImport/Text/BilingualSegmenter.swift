import Foundation
import FolioCore

/// Cuts the lines of a bilingual text into elements: markers, headings, paragraphs, list items, table rows and
/// captions. Heading candidates are accepted leniently when the table of contents lists their English title and
/// strictly (every content word capitalised, Chinese title present) otherwise.
struct BilingualSegmenter {
    /// All lines of the source.
    var lines: [BilingualLine]
    /// Title keys of the table of contents' entries (see `BilingualTextRules.titleKey`).
    var tocKeys: Set<String>

    private static let listMarker = try! NSRegularExpression(pattern: "^\\s*(?:[-■•▪●]|\\*(?!\\*))\\s+(\\S.*)$")
    private static let captionLabel = try! NSRegularExpression(pattern: "^(Figure|Table)\\s?([0-9]+-[0-9]+)\\s*(.*)$")

    /// The elements of the lines at `range` (indices into `lines`).
    func segment(_ range: Range<Int>) -> [BilingualElement] {
        var elements: [BilingualElement] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if lines[index].isBlank { index += 1; continue }
            let (element, next) = element(at: index, end: range.upperBound)
            elements.append(element)
            index = max(next, index + 1)
        }
        return elements
    }

    private func element(at index: Int, end: Int) -> (BilingualElement, Int) {
        let text = lines[index].text.trimmingCharacters(in: .whitespaces)
        let number = lines[index].number
        if let marker = BilingualMarker.parse(text) { return markerElement(marker, at: index, end: end) }
        if text.contains("\t") || lines[index].text.hasPrefix("\t") {
            let cells = lines[index].text.components(separatedBy: "\t").map { $0.trimmingCharacters(in: .whitespaces) }
            return (BilingualElement(kind: .tableRow(cells), firstLine: number, lastLine: number), index + 1)
        }
        if let item = Self.capture(Self.listMarker, text, group: 1) { return listElement(item, at: index, end: end) }
        if let caption = captionElement(text, at: index, end: end) { return caption }
        if let heading = headingElement(text, at: index, end: end) { return heading }
        // a paragraph: following lines of the same language continue it when no sentence ends at the break
        var paragraph = text
        var next = index + 1
        let language = text.dominantLanguage
        while next < end, !lines[next].isBlank, isPlain(next),
              lines[next].text.dominantLanguage == language,
              !BilingualTextRules.endsSentence(paragraph, chinese: language == .zh) {
            paragraph = paragraph.joinedAcrossLineBreak(lines[next].text)
            next += 1
        }
        return (BilingualElement(kind: .paragraph(paragraph), firstLine: number, lastLine: lines[next - 1].number), next)
    }

    private func markerElement(_ marker: BilingualMarker, at index: Int, end: Int) -> (BilingualElement, Int) {
        var title = BilingualTitle.split(marker.rest)
        var next = index + 1
        if marker.rest.isEmpty, let enLine = nextNonBlank(after: index, end: end, maxGap: 2) {
            let candidate = BilingualTitle.split(lines[enLine].text)
            if let en = candidate.en, BilingualTextRules.isTitleLike(en, strict: false, maxWords: 16), isPlain(enLine) {
                title = candidate
                next = enLine + 1
            }
        }
        if title.en != nil, title.zh == nil, let zhLine = nextNonBlank(after: next - 1, end: end, maxGap: 2),
           isPlain(zhLine) {
            let zh = BilingualTextRules.strippingLinkResidue(lines[zhLine].text)
            if BilingualTextRules.isChineseTitleLike(zh, allowComma: true) {
                title.zh = zh
                next = zhLine + 1
            }
        }
        let element = BilingualElement(kind: .marker(marker, title), firstLine: lines[index].number,
                                       lastLine: lines[next - 1].number)
        return (element, next)
    }

    private func listElement(_ item: String, at index: Int, end: Int) -> (BilingualElement, Int) {
        var paragraphs = [item]
        let split = BilingualTitle.split(item)
        if let firstHan = item.firstIndex(where: \.isHan), split.en != nil, split.zh != nil,
           String(item[..<firstHan]).dominantLanguage == .en, String(item[firstHan...]).dominantLanguage == .zh,
           let en = split.en, let cut = item.range(of: en)?.upperBound {
            paragraphs = [String(item[..<cut]).trimmingCharacters(in: .whitespaces),
                          String(item[cut...]).trimmingCharacters(in: .whitespaces)]
        }
        var next = index + 1
        if paragraphs.count == 1, item.dominantLanguage == .en,
           let partner = nextNonBlank(after: index, end: end, maxGap: 1), isPlain(partner),
           lines[partner].text.dominantLanguage == .zh, headingElement(lines[partner].text, at: partner, end: end) == nil {
            paragraphs.append(lines[partner].text.trimmingCharacters(in: .whitespaces))
            next = partner + 1
        }
        let element = BilingualElement(kind: .listItem(paragraphs), firstLine: lines[index].number,
                                       lastLine: lines[next - 1].number)
        return (element, next)
    }

    private func captionElement(_ text: String, at index: Int, end: Int) -> (BilingualElement, Int)? {
        let range = NSRange(text.startIndex..., in: text)
        guard let match = Self.captionLabel.firstMatch(in: text, range: range),
              let kindRange = Range(match.range(at: 1), in: text), let numberRange = Range(match.range(at: 2), in: text),
              let restRange = Range(match.range(at: 3), in: text) else { return nil }
        let rest = String(text[restRange])
        if let first = rest.first, first.isLowercase || first == "(" || first == "," || first == "." { return nil }
        let label = "\(text[kindRange]) \(text[numberRange])"
        var title = BilingualTitle.split(rest)
        if rest.dominantLanguage == .zh && !rest.isEmpty && rest.first.map({ $0.isCJK }) == true {
            title = BilingualTitle(en: nil, zh: rest)
        }
        var next = index + 1
        if title.en == nil, title.zh == nil, let enLine = nextNonBlank(after: index, end: end, maxGap: 2), isPlain(enLine),
           lines[enLine].text.dominantLanguage == .en, !BilingualTextRules.endsSentence(lines[enLine].text, chinese: false) {
            title = BilingualTitle.split(lines[enLine].text)
            next = enLine + 1
        }
        if title.zh == nil, let zhLine = nextNonBlank(after: next - 1, end: end, maxGap: 1), isPlain(zhLine) {
            let zh = lines[zhLine].text.trimmingCharacters(in: .whitespaces)
            if zh.dominantLanguage == .zh, zh.count <= 80 {
                title.zh = zh
                next = zhLine + 1
            }
        }
        let element = BilingualElement(kind: .caption(label: label, en: title.en, zh: title.zh),
                                       firstLine: lines[index].number, lastLine: lines[next - 1].number)
        return (element, next)
    }

    /// The heading starting at `index`, in any of its forms: `EN ZH` on one line, EN then ZH on the next
    /// non-blank line, or EN alone when the table of contents lists it.
    func headingElement(_ text: String, at index: Int, end: Int) -> (BilingualElement, Int)? {
        guard isPlain(index) else { return nil }
        let line = text.trimmingCharacters(in: .whitespaces)
        let title = BilingualTitle.split(line)
        guard let en = title.en else { return nil }
        let listed = listed(en)
        guard BilingualTextRules.isTitleLike(en, strict: !listed, maxWords: listed ? 16 : 10) else { return nil }
        let number = lines[index].number
        if let zh = title.zh {
            guard BilingualTextRules.isChineseTitleLike(zh, allowComma: en.contains(",")) else { return nil }
            return (BilingualElement(kind: .heading(title), firstLine: number, lastLine: number), index + 1)
        }
        if let zhLine = nextNonBlank(after: index, end: end, maxGap: 2), isPlain(zhLine) {
            let zh = BilingualTextRules.strippingLinkResidue(lines[zhLine].text)
            if BilingualTextRules.isChineseTitleLike(zh, allowComma: en.contains(",")) {
                let element = BilingualElement(kind: .heading(BilingualTitle(en: en, zh: zh)), firstLine: number,
                                               lastLine: lines[zhLine].number)
                return (element, zhLine + 1)
            }
        }
        guard listed else { return nil }
        return (BilingualElement(kind: .heading(BilingualTitle(en: en, zh: nil)), firstLine: number, lastLine: number),
                index + 1)
    }

    /// True when the table of contents lists `en` (singular and plural forms match).
    func listed(_ en: String) -> Bool {
        let key = BilingualTextRules.titleKey(en)
        return tocKeys.contains(key) || tocKeys.contains(key + "s") || (key.hasSuffix("s") && tocKeys.contains(String(key.dropLast())))
    }

    private func isPlain(_ index: Int) -> Bool {
        let text = lines[index].text
        guard !text.contains("\t"), BilingualMarker.parse(text) == nil else { return false }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if Self.capture(Self.listMarker, trimmed, group: 1) != nil { return false }
        return Self.capture(Self.captionLabel, trimmed, group: 2) == nil
    }

    private func nextNonBlank(after index: Int, end: Int, maxGap: Int) -> Int? {
        var next = index + 1
        while next < end, lines[next].isBlank { next += 1 }
        return next < end && next - index - 1 <= maxGap ? next : nil
    }

    private static func capture(_ regex: NSRegularExpression, _ text: String, group: Int) -> String? {
        guard let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(match.range(at: group), in: text) else { return nil }
        return String(text[range])
    }
}
