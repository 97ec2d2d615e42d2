import Foundation
import FolioCore

/// Gives a one-language heading the partner that the source put somewhere else, so that the heading
/// becomes bilingual and the section's English and Chinese bodies become a translation pair.
///
/// - A late Chinese title: an English-only heading, its English body, then a short wholly bold Chinese
///   paragraph alone in its block (`美学完整性`), then the Chinese body. The Chinese title joins the
///   heading and the English body is followed directly by the Chinese one. When the Chinese title
///   stands right after the heading and English text follows it (`Static Launch Screen Images`,
///   `静止的启动页图片`), it may be plain too. English paragraphs that start with a bold lead
///   (`**Clarity.** …`) stop the search: a bold Chinese line after them translates that lead.
/// - An early English title: a Chinese-only heading preceded, within `englishTitleReach` text blocks,
///   by a short English title paragraph without sentence punctuation (`What's New in iOS 10`), with
///   only English paragraphs between. The paragraph becomes the heading's English side, and the
///   English paragraphs between follow the heading.
public struct ZhihuHeadingPartners: Sendable {
    /// How many text blocks before a Chinese-only heading its English title paragraph may stand (1: only directly before).
    public var englishTitleReach: Int
    /// The longest Chinese title, in characters, that joins an English-only heading.
    public var chineseTitleMaxLength: Int

    /// Creates the rules.
    public init(englishTitleReach: Int = 2, chineseTitleMaxLength: Int = 24) {
        self.englishTitleReach = max(0, englishTitleReach)
        self.chineseTitleMaxLength = max(1, chineseTitleMaxLength)
    }

    /// `blocks` with late Chinese titles and early English titles joined to their headings.
    public func apply(_ blocks: [ArticleBlock]) -> [ArticleBlock] {
        pairingEarlyEnglishTitles(pairingLateChineseTitles(blocks))
    }

    private func pairingLateChineseTitles(_ blocks: [ArticleBlock]) -> [ArticleBlock] {
        var out = blocks
        for index in out.indices.reversed() {
            guard case .heading(let level, let heading) = out[index], heading.en != nil, heading.zh == nil,
                  let (titleIndex, title) = lateChineseTitle(after: index, in: out) else { continue }
            out.remove(at: titleIndex)
            out[index] = .heading(level: level, BilingualHeading(en: heading.en, zh: title))
        }
        return out
    }

    /// The index and text of the Chinese title of the English-only heading at `index`.
    private func lateChineseTitle(after index: Int, in blocks: [ArticleBlock]) -> (Int, String)? {
        var cursor = index + 1
        var englishBlocks = 0
        while cursor < blocks.count {
            if case .image = blocks[cursor] { cursor += 1; continue }
            guard let text = blocks[cursor].inlineText, !text.plain.containsHan, text.plain.latinWordCount > 0 else { break }
            if text.startsWithBoldLead { return nil }
            englishBlocks += 1
            cursor += 1
        }
        guard cursor < blocks.count, case .paragraph(let title) = blocks[cursor],
              isChineseTitle(title, mayBePlain: englishBlocks == 0),
              let after = nextText(after: cursor, in: blocks) else { return nil }
        let language = after.plain.dominantLanguage
        if englishBlocks == 0 {
            guard language == .en, !after.plain.containsHan else { return nil }
        } else {
            guard language == .zh, !isChineseTitle(after, mayBePlain: false) else { return nil }
        }
        return (cursor, title.plain)
    }

    private func pairingEarlyEnglishTitles(_ blocks: [ArticleBlock]) -> [ArticleBlock] {
        var out = blocks
        var index = 0
        while index < out.count {
            if case .heading(let level, let heading) = out[index], heading.en == nil, let zh = heading.zh,
               let (titleIndex, title) = earlyEnglishTitle(before: index, in: out) {
                out.remove(at: index)
                out[titleIndex] = .heading(level: level, BilingualHeading(en: title, zh: zh))
            } else {
                index += 1
            }
        }
        return out
    }

    /// The index and text of the English title paragraph of the Chinese-only heading at `index`.
    private func earlyEnglishTitle(before index: Int, in blocks: [ArticleBlock]) -> (Int, String)? {
        var cursor = index - 1
        var textBlocks = 0
        while cursor >= 0 {
            if case .image = blocks[cursor] { cursor -= 1; continue }
            guard case .paragraph(let text) = blocks[cursor], !text.plain.containsHan else { return nil }
            textBlocks += 1
            guard textBlocks <= englishTitleReach else { return nil }
            if Self.isEnglishTitle(text) { return (cursor, text.plain) }
            guard text.plain.latinWordCount > 0 else { return nil }
            cursor -= 1
        }
        return nil
    }

    /// A short Chinese paragraph without a link or sentence punctuation, wholly bold (or, when
    /// `mayBePlain`, wholly plain).
    func isChineseTitle(_ text: InlineText, mayBePlain: Bool) -> Bool {
        let plain = text.plain
        guard text.isAllBold || (mayBePlain && !text.hasBold), !text.hasLink, plain.count <= chineseTitleMaxLength,
              plain.dominantLanguage == .zh, ZhihuMarkdownWriter.bulletLength(plain) == nil else { return false }
        return !plain.contains { "。，、；：:！？!?;".contains($0) } && plain.last != "."
    }

    /// A short English paragraph, wholly bold or wholly plain, that reads as a title.
    static func isEnglishTitle(_ text: InlineText) -> Bool {
        let plain = text.plain
        guard !plain.containsHan, !text.hasLink, plain.count <= 80, text.isAllBold || !text.hasBold,
              ZhihuMarkdownWriter.bulletLength(plain) == nil, let last = plain.last,
              !".。:：!！?？;；,，、".contains(last) else { return false }
        return ZhihuHeadingDetector.isEnglishTitle(plain)
    }

    private func nextText(after index: Int, in blocks: [ArticleBlock]) -> InlineText? {
        for block in blocks[(index + 1)...] {
            if case .image = block { continue }
            return block.inlineText
        }
        return nil
    }
}

extension ArticleBlock {
    /// The text of a paragraph or list item; nil for headings and images.
    var inlineText: InlineText? {
        switch self {
        case .paragraph(let text), .listItem(let text, _): return text
        case .heading, .image: return nil
        }
    }
}

extension InlineText {
    /// True when the text starts with a bold run and goes on in plain text (`**Clarity.** Throughout…`).
    var startsWithBoldLead: Bool {
        guard let first = characters.indices.first(where: { characters[$0].isLetter || characters[$0].isNumber }) else {
            return false
        }
        return styles[first].bold && !isAllBold
    }

    /// The bold run the text starts with, trimmed of white space and trailing punctuation (`Clarity`).
    var boldLead: String? {
        guard startsWithBoldLead || isAllBold else { return nil }
        let lead = String(zip(characters, styles).prefix { $0.1.bold || $0.0.isWhitespace }.map(\.0))
        let trimmed = lead.trimmingCharacters(in: .whitespaces)
        return String(trimmed.reversed().drop { $0.isPunctuation }.reversed())
    }
}
