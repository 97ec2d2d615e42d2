/// A chapter marker line of a Chinese text, in any of the forms PDF and web extractions show:
/// `第一章`, `第三大章`, `八大章` (missing `第`), `第十一章`, `第1章`, or with the title on the same line:
/// `第一章、UI设计基础`, `第二章 设计策略`, `第三章：iOS 技术 (上)`.
struct ChineseChapterMarker: Sendable, Equatable {
    /// The chapter number.
    var number: Int
    /// The title written on the marker line, if any.
    var title: String?

    /// Parses `line`; nil when it is not a chapter marker. Without `第` the marker must say `大章` or stand
    /// alone on its line, so that prose such as `三章内容…` is not taken for one. A title on the line must
    /// follow a separator (`、，,:：.．` or a space), be at most 40 characters and not end like a sentence.
    static func parse(_ line: String) -> ChineseChapterMarker? {
        let text = line.trimmedWhitespace
        var rest = Substring(text)
        let hasPrefix = rest.first == "第"
        if hasPrefix { rest = rest.dropFirst() }
        let numeral = rest.prefix { ChineseNumerals.isNumeralCharacter($0) }
        guard !numeral.isEmpty, let number = ChineseNumerals.value(of: String(numeral)) else { return nil }
        rest = rest.dropFirst(numeral.count)
        let hasBig = rest.first == "大"
        if hasBig { rest = rest.dropFirst() }
        guard rest.first == "章" else { return nil }
        rest = rest.dropFirst()
        if rest.isEmpty { return ChineseChapterMarker(number: number, title: nil) }
        guard hasPrefix || hasBig, let separator = rest.first, "、，,:：.． ".contains(separator) || separator.isWhitespace else {
            return nil
        }
        let title = String(rest.dropFirst()).collapsingWhitespace
        guard !title.isEmpty, title.count <= 40, let last = title.last, !"。，,；;".contains(last) else { return nil }
        return ChineseChapterMarker(number: number, title: title)
    }
}
