/// The thresholds of `ChineseSubheadings` (set from `ChineseTextOptions`).
struct ChineseSubheadingRule: Sendable, Equatable {
    /// The longest sub-heading, in characters; 0 turns promotion off.
    var maximumLength: Int = 20
    /// The longest sub-heading written with a trailing colon (`整体美感：`); longer such lines are lead-ins whose
    /// text went to the next line.
    var maximumColonLength: Int = 8
    /// The shortest sub-heading (a single character is a broken line).
    var minimumLength: Int = 2
    /// A neighbour this long or shorter without sentence punctuation is a label (figure label, table caption).
    var labelLength: Int = 24
    /// More blank lines than this in a row stand for a dropped figure.
    var maximumBlankLines: Int = 1
}

/// Unnumbered sub-headings inside the sections of a Chinese text (`系统按钮` under `9.1 按钮`), which an
/// extraction leaves as plain lines.
///
/// A line is promoted when
/// (i) it is a candidate (`title(ofCandidate:)`): short, with a Han character, no sentence punctuation, not a
/// list item, table row, section heading, chapter marker, lead-in, note label or reference (`请查看…`);
/// (ii) a blank line stands before it (unless it opens the lines) and after it;
/// (iii) the next text line is prose (`isProse`), at most `maximumBlankLines` blank lines away — or further
/// when the candidate itself does not follow a dropped figure (a heading over a figure, not a caption under one);
/// (iv) the previous text line is not a label (`isLabel`): a run of short lines is figure labels or table cells.
enum ChineseSubheadings {
    /// Note labels that stand on a line of their own but head a note, not a topic.
    static let noteLabels: Set<String> = ["note", "tip", "注", "注意", "提示", "重要", "警告", "建议", "小贴士"]
    /// Words of a reference to further reading (`请查看Page Control`), which is not a heading.
    static let referenceWords = ["参阅", "参见", "参考", "查阅", "查看", "详见"]
    /// Characters that make a line read as a sentence rather than a heading.
    static let sentencePunctuation: Set<Character> = Set("。！？；，,;!?：:")
    /// Characters that make a line read as a sentence rather than a label; a colon does not (`4: 3 视频`,
    /// `注：…`: a short line with a colon is a label).
    static let clausePunctuation: Set<Character> = Set("。！？；，,;!?")
    /// Characters that end a paragraph of prose (before any closing brackets or quotes), full-width and ASCII
    /// (web scrapes punctuate Chinese in ASCII).
    static let proseEnds: Set<Character> = Set("。！？；：.!?;:")
    /// Closing brackets and quotes that may follow a paragraph's final punctuation.
    static let closers: Set<Character> = Set(")）”\"’」』】")

    /// The indices of `lines` to promote, with each one's heading text (without a trailing colon).
    static func promoted(in lines: [TextLine], rule: ChineseSubheadingRule = ChineseSubheadingRule()) -> [Int: String] {
        guard rule.maximumLength > 0 else { return [:] }
        var result: [Int: String] = [:]
        for index in lines.indices where !lines[index].isBlank {
            guard let title = title(ofCandidate: lines[index].text, rule: rule) else { continue }
            let (previous, blanksBefore) = neighbour(of: index, in: lines, step: -1)
            let (next, blanksAfter) = neighbour(of: index, in: lines, step: 1)
            guard let next, blanksAfter >= 1, previous == nil || blanksBefore >= 1,
                  blanksAfter <= rule.maximumBlankLines || blanksBefore <= rule.maximumBlankLines,
                  isProse(lines[next].text, rule: rule),
                  previous.map({ !isLabel(lines[$0].text, rule: rule) }) ?? true else { continue }
            result[index] = title
        }
        return result
    }

    /// The heading text of a line shaped like a sub-heading (a trailing colon removed), or nil.
    static func title(ofCandidate text: String, rule: ChineseSubheadingRule = ChineseSubheadingRule()) -> String? {
        let trimmed = text.trimmedWhitespace
        guard !isStructural(trimmed), ChineseBlocks.leadIn(trimmed) == nil else { return nil }
        var core = trimmed
        var limit = rule.maximumLength
        if let last = core.last, last == "：" || last == ":" {
            core = String(core.dropLast()).trimmedWhitespace
            limit = min(limit, rule.maximumColonLength)
        }
        guard (rule.minimumLength...max(rule.minimumLength, limit)).contains(core.count), core.containsHan,
              !core.contains(where: { sentencePunctuation.contains($0) || "[]*`<>".contains($0) }),
              let first = core.first, !"(（【「“\"".contains(first),
              !noteLabels.contains(core.lowercased()), !referenceWords.contains(where: { core.contains($0) }) else { return nil }
        return core
    }

    /// True for a short line without clause punctuation (`clausePunctuation`): a heading or a label.
    static func isLabel(_ text: String, rule: ChineseSubheadingRule = ChineseSubheadingRule()) -> Bool {
        let trimmed = text.trimmedWhitespace
        guard !isStructural(trimmed) else { return false }
        return trimmed.count <= rule.labelLength && !trimmed.contains(where: { clausePunctuation.contains($0) })
    }

    /// True for a paragraph of prose: not structural, not a label, and ending with sentence punctuation or
    /// holding some (the first piece of a paragraph that line joining left broken).
    static func isProse(_ text: String, rule: ChineseSubheadingRule = ChineseSubheadingRule()) -> Bool {
        let trimmed = text.trimmedWhitespace
        guard !isStructural(trimmed), !isLabel(trimmed, rule: rule),
              let last = trimmed.reversed().first(where: { !closers.contains($0) }) else { return false }
        return proseEnds.contains(last) || trimmed.contains(where: { clausePunctuation.contains($0) })
    }

    /// True for a line that has a role of its own: table row, list item, section heading, chapter marker,
    /// separator.
    static func isStructural(_ trimmed: String) -> Bool {
        trimmed.isEmpty || trimmed.contains("\t") || ChineseBlocks.listItemContent(trimmed) != nil
            || NumberedHeading.parse(trimmed) != nil || ChineseChapterMarker.parse(trimmed) != nil
            || TableOfContents.isSeparator(trimmed)
    }

    /// The nearest text line before (`step` -1) or after (`step` 1) `index`, and the blank lines between.
    private static func neighbour(of index: Int, in lines: [TextLine], step: Int) -> (Int?, Int) {
        var scan = index + step
        var blanks = 0
        while lines.indices.contains(scan) {
            if !lines[scan].isBlank { return (scan, blanks) }
            blanks += 1
            scan += step
        }
        return (nil, blanks)
    }
}
