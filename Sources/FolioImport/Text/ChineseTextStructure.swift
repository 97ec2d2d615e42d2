import FolioCore

/// A chapter found in a Chinese text: its marker's number, its titles and the lines of its content.
struct ChineseChapterDraft: Sendable, Equatable {
    /// The number of the chapter marker (nil for a text without markers).
    var number: Int?
    /// The Chinese title (marker line, the line after it, or the table of contents).
    var titleZh: String?
    /// The English title (the subtitle line or a gloss).
    var titleEn: String?
    /// The first source line of the chapter (its marker).
    var firstLine: Int
    /// The last source line of the chapter (the line before the next marker).
    var lastLine: Int
    /// The lines after the marker and titles.
    var content: [TextLine]
}

/// Finding chapters in the cleaned lines of a Chinese text.
enum ChineseTextStructure {
    /// The indices of chapter marker lines, with the parsed markers.
    static func chapterMarkers(in lines: [TextLine]) -> [(index: Int, marker: ChineseChapterMarker)] {
        lines.indices.compactMap { index in
            guard !lines[index].text.contains("\t"), let marker = ChineseChapterMarker.parse(lines[index].text) else { return nil }
            return (index, marker)
        }
    }

    /// The chapters starting at `markers`. A marker without a title on its line takes the next non-blank
    /// line as its title when that line is short and not a section heading, and a following Latin-only line
    /// as the English subtitle; separator lines (`—`) after the titles are skipped. Titles written
    /// `中文(English)` are split. Chapter numbers out of sequence are reported.
    static func chapters(in lines: [TextLine], markers: [(index: Int, marker: ChineseChapterMarker)],
                         path: String, diagnostics: inout [Diagnostic]) -> [ChineseChapterDraft] {
        var drafts: [ChineseChapterDraft] = []
        for (position, (markerIndex, marker)) in markers.enumerated() {
            let end = position + 1 < markers.count ? markers[position + 1].index : lines.count
            if let previous = drafts.last?.number, marker.number != previous + 1 {
                diagnostics.append(.warning("chapter \(marker.number) follows chapter \(previous); expected chapter \(previous + 1)",
                                            at: SourceLocation(path: path, line: lines[markerIndex].number)))
            }
            var titleZh: String?
            var titleEn: String?
            var next = markerIndex + 1
            if let title = marker.title {
                (titleZh, titleEn) = splitTitle(title)
            } else if let index = nextText(in: lines, from: next, before: end), isTitleLine(lines[index].trimmed, maximumLength: 40) {
                (titleZh, titleEn) = splitTitle(lines[index].trimmed)
                next = index + 1
            }
            if titleEn == nil, let index = nextText(in: lines, from: next, before: end) {
                let text = lines[index].trimmed
                if isTitleLine(text, maximumLength: 80), !text.containsHan, text.contains(where: \.isLatinLetter) {
                    titleEn = text
                    next = index + 1
                }
            }
            while let index = nextText(in: lines, from: next, before: end), TableOfContents.isSeparator(lines[index].text) {
                next = index + 1
            }
            drafts.append(ChineseChapterDraft(
                number: marker.number, titleZh: titleZh, titleEn: titleEn,
                firstLine: lines[markerIndex].number, lastLine: lines[end - 1].number,
                content: Array(lines[min(next, end)..<end])))
        }
        return drafts
    }

    /// A title split into its Chinese and English parts (`中文(English)`, or the whole title in one language).
    static func splitTitle(_ title: String) -> (String?, String?) {
        if let (chinese, english) = HeadingGloss.split(title) { return (chinese, english) }
        return title.containsHan ? (title, nil) : (nil, title)
    }

    /// True for a line that can be a title: short, not a section heading or marker, no sentence punctuation.
    static func isTitleLine(_ text: String, maximumLength: Int) -> Bool {
        !text.isEmpty && text.count <= maximumLength && NumberedHeading.parse(text) == nil
            && ChineseChapterMarker.parse(text) == nil && !TableOfContents.isSeparator(text)
            && !text.contains(where: { "。，；！？\t".contains($0) })
    }

    private static func nextText(in lines: [TextLine], from start: Int, before end: Int) -> Int? {
        var index = start
        while index < end {
            if !lines[index].isBlank { return index }
            index += 1
        }
        return nil
    }
}
