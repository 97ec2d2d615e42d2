import FolioCore

/// Recognises the headings of an article: real `<h1>`–`<h6>` (split into English and Chinese, and
/// an English heading merged with a following Chinese one of the same level), and paragraphs that
/// stand for headings.
///
/// A paragraph is a heading when it is short, wholly bold or wholly plain, has no link, does not end
/// like a sentence, starts with an English title (capitalised words: `Loading`, `Image Size and
/// Resolution`) and is followed by English text — sections of a bilingual article start in English,
/// with no Han character, which rules out Chinese lead lines (`Bars（栏）`) and table rows (`Boarding pass交通凭证`). A plain
/// paragraph must hold both languages (`Progress Indicators进程指示器`); an English-only bold one
/// (`Gestures`) must be followed by English prose, or by a bold Chinese title and then English prose.
/// Runs of at least `glossaryRunLength` candidates that are each followed by at most two text blocks
/// are a glossary or table (`Home家`, `Room房间`, …) and stay paragraphs.
public struct ZhihuHeadingDetector: Sendable {
    /// The Markdown level of headings found in paragraphs.
    public var paragraphHeadingLevel: Int
    /// How many closely spaced candidates make a glossary instead of headings.
    public var glossaryRunLength: Int

    /// Creates a detector.
    public init(paragraphHeadingLevel: Int = 2, glossaryRunLength: Int = 3) {
        self.paragraphHeadingLevel = max(2, min(6, paragraphHeadingLevel))
        self.glossaryRunLength = max(2, glossaryRunLength)
    }

    /// The article blocks of `blocks`.
    public func detect(_ blocks: [ZhihuBlock]) -> [ArticleBlock] {
        var headingAt: [Int: (BilingualHeading, mergesNext: Bool)] = [:]
        for index in blocks.indices {
            if let found = paragraphHeading(at: index, in: blocks) { headingAt[index] = found }
        }
        removeGlossaryRuns(&headingAt, in: blocks)
        var out: [ArticleBlock] = []
        var index = 0
        while index < blocks.count {
            defer { index += 1 }
            if let (heading, mergesNext) = headingAt[index] {
                var merged = heading
                if mergesNext, let next = nextTextIndex(after: index, in: blocks) {
                    merged.zh = blocks[next].plainText
                    appendImages(between: index, and: next, of: blocks, to: &out)
                    index = next
                }
                append(.heading(level: paragraphHeadingLevel, merged), to: &out)
                continue
            }
            switch blocks[index] {
            case .image(let url, let width, let height):
                out.append(.image(url: url, width: width, height: height))
            case .text(.heading(let level), let text):
                var heading = BilingualHeading.split(text.plain)
                if Self.followsEnglishOnlyHeading(level: level, in: out), text.plain.dominantLanguage == .zh {
                    heading = BilingualHeading(en: nil, zh: text.plain)
                }
                append(.heading(level: max(2, min(6, level)), heading), to: &out)
            case .text(.listItem(let ordered), let text):
                out.append(.listItem(text, ordered: ordered))
            case .text(.paragraph, let text):
                out.append(.paragraph(text))
            }
        }
        return out
    }

    private static func followsEnglishOnlyHeading(level: Int, in out: [ArticleBlock]) -> Bool {
        if case .heading(let previousLevel, let previous)? = out.last {
            return previousLevel == max(2, min(6, level)) && previous.en != nil && previous.zh == nil
        }
        return false
    }

    /// Appends `block`, merging an English-only heading with a Chinese-only heading of the same level.
    private func append(_ block: ArticleBlock, to out: inout [ArticleBlock]) {
        if case .heading(let level, let heading) = block, heading.en == nil, let zh = heading.zh,
           case .heading(let previousLevel, let previous)? = out.last, previousLevel == level,
           previous.en != nil, previous.zh == nil {
            out[out.count - 1] = .heading(level: level, BilingualHeading(en: previous.en, zh: zh))
            return
        }
        out.append(block)
    }

    private func appendImages(between start: Int, and end: Int, of blocks: [ZhihuBlock], to out: inout [ArticleBlock]) {
        for case .image(let url, let width, let height) in blocks[(start + 1)..<end] {
            out.append(.image(url: url, width: width, height: height))
        }
    }

    private func nextTextIndex(after index: Int, in blocks: [ZhihuBlock]) -> Int? {
        var next = index + 1
        while next < blocks.count {
            if case .text = blocks[next] { return next }
            next += 1
        }
        return nil
    }

    private func paragraphHeading(at index: Int, in blocks: [ZhihuBlock]) -> (BilingualHeading, mergesNext: Bool)? {
        guard case .text(.paragraph, let text) = blocks[index], let heading = Self.candidate(text),
              let next = nextTextIndex(after: index, in: blocks) else { return nil }
        if heading.zh != nil { return Self.startsSection(blocks[next]) ? (heading, false) : nil }
        if Self.isEnglishProse(blocks[next]) { return (heading, false) }
        if case .text(.paragraph, let nextText) = blocks[next], Self.isChineseTitle(nextText),
           let after = nextTextIndex(after: next, in: blocks), Self.isEnglishProse(blocks[after]) {
            return (heading, true)
        }
        return nil
    }

    private func removeGlossaryRuns(_ headingAt: inout [Int: (BilingualHeading, mergesNext: Bool)], in blocks: [ZhihuBlock]) {
        let indices = headingAt.keys.sorted()
        var run: [Int] = []
        func closeRun() {
            if run.count >= glossaryRunLength { for index in run { headingAt[index] = nil } }
            run = []
        }
        for index in indices {
            if let last = run.last {
                let between = blocks[(last + 1)..<index]
                let close = between.count <= 2 && between.allSatisfy { if case .text(.paragraph, _) = $0 { return true } else { return false } }
                if !close { closeRun() }
            }
            run.append(index)
        }
        closeRun()
    }

    /// The heading a paragraph's text would make, judged on the text alone.
    static func candidate(_ text: InlineText) -> BilingualHeading? {
        let plain = text.plain
        guard !text.hasLink, plain.count <= 80, text.isAllBold || !text.hasBold,
              let last = plain.last, !".。:：!！?？;；,，、".contains(last) else { return nil }
        let heading = BilingualHeading.split(plain)
        guard let en = heading.en, isEnglishTitle(en) else { return nil }
        if let zh = heading.zh, zh.count > 24 || zh.contains(where: { "，、。；：,;".contains($0) }) { return nil }
        if !text.isAllBold && heading.zh == nil { return nil }
        return heading
    }

    /// Capitalised words, at most ten, not all capitals (`TIP`), no sentence punctuation.
    static func isEnglishTitle(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard !words.isEmpty, words.count <= 10, !text.contains(where: { ";:!?".contains($0) }) else { return false }
        let letters = text.filter(\.isLetter)
        if letters.count > 1 && letters.allSatisfy(\.isUppercase) { return false }
        let minor: Set<String> = ["with", "from", "into", "over", "than", "that", "your", "when", "upon", "onto"]
        return words.allSatisfy { word in
            let letterCount = word.filter(\.isLetter).count
            guard letterCount >= 4, !minor.contains(word.lowercased()) else { return true }
            return word.first.map { $0.isUppercase || $0.isNumber } ?? true
        }
    }

    /// English text (a paragraph or list item) or a heading: what may follow a section title.
    static func startsSection(_ block: ZhihuBlock) -> Bool {
        switch block {
        case .text(.heading, _): return true
        case .text(_, let text): return text.plain.dominantLanguage == .en && !text.plain.containsHan
        case .image: return false
        }
    }

    /// An English paragraph of at least six words that is not wholly bold.
    static func isEnglishProse(_ block: ZhihuBlock) -> Bool {
        guard case .text(_, let text) = block else { return false }
        return text.plain.dominantLanguage == .en && text.plain.latinWordCount >= 6 && !text.isAllBold
    }

    /// A short, wholly bold Chinese paragraph that does not end like a sentence.
    static func isChineseTitle(_ text: InlineText) -> Bool {
        let plain = text.plain
        guard text.isAllBold, !text.hasLink, plain.count <= 40, plain.dominantLanguage == .zh,
              let last = plain.last else { return false }
        return !"。：:！？；，.".contains(last)
    }
}
