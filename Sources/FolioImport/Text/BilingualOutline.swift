import Foundation
import FolioCore

/// A piece of the book cut from a bilingual text: the front matter, a part page or a chapter.
struct BilingualUnit: Sendable, Equatable {
    /// What the unit becomes (the front matter's `kind`).
    enum Kind: String, Sendable { case preface, part, chapter }
    /// Preface, part or chapter.
    var kind: Kind
    /// The part or chapter number, as printed.
    var number: String?
    /// Its titles.
    var title: BilingualTitle
    /// Its content, title lines excluded.
    var elements: [BilingualElement]
    /// 1-based first and last source line.
    var lines: ClosedRange<Int>
}

/// Cuts the body's elements into parts and chapters: at part and chapter markers, and, for chapters that the
/// table of contents lists but the body does not mark, where they open (see `BilingualTextOptions.chapterStarts`).
struct BilingualOutline {
    /// The table of contents (titles of unmarked chapters, their first sections).
    var toc: BilingualTableOfContents
    /// The source's options.
    var options: BilingualTextOptions
    /// The source path, for diagnostics.
    var path: String

    private struct Boundary {
        var index: Int
        var kind: BilingualUnit.Kind
        var number: String
        var title: BilingualTitle
        var skipsFirst: Bool
    }

    /// The units of `elements`; what precedes the first marker becomes a preface titled by its first heading.
    func units(of elements: [BilingualElement], diagnostics: inout [Diagnostic]) -> [BilingualUnit] {
        var boundaries: [Boundary] = elements.indices.compactMap { index in
            guard case .marker(let marker, var title) = elements[index].kind else { return nil }
            let kind: BilingualUnit.Kind = marker.kind == .part ? .part : .chapter
            let listed = toc.entries.first { $0.kind == (kind == .part ? .part : .chapter) && $0.number == marker.number }
            if title.en == nil { title.en = listed?.title.en }
            if title.zh == nil { title.zh = listed?.title.zh }
            if title.en == nil && title.zh == nil {
                diagnostics.append(.warning("\(marker.kind.rawValue) \(marker.number) has no title",
                                            at: SourceLocation(path: path, line: elements[index].firstLine)))
            }
            return Boundary(index: index, kind: kind, number: marker.number, title: title, skipsFirst: true)
        }
        let marked = Set(boundaries.filter { $0.kind == .chapter }.map(\.number))
        for chapter in toc.chapters where !marked.contains(chapter.number ?? "") {
            if let start = start(of: chapter, in: elements, boundaries: boundaries, diagnostics: &diagnostics) {
                boundaries.append(Boundary(index: start, kind: .chapter, number: chapter.number ?? "",
                                           title: chapter.title, skipsFirst: false))
            }
        }
        boundaries.sort { $0.index < $1.index }
        var units: [BilingualUnit] = []
        if let first = boundaries.first?.index ?? (elements.isEmpty ? nil : elements.count), first > 0 {
            var front = Array(elements[..<first])
            var title = BilingualTitle()
            if case .heading(let heading) = front[0].kind {
                title = heading
                front.removeFirst()
            }
            units.append(BilingualUnit(kind: .preface, number: nil, title: title, elements: front,
                                       lines: elements[0].firstLine...elements[first - 1].lastLine))
        }
        for (position, boundary) in boundaries.enumerated() {
            let end = position + 1 < boundaries.count ? boundaries[position + 1].index : elements.count
            let content = Array(elements[(boundary.index + (boundary.skipsFirst ? 1 : 0))..<end])
            let lastLine = max(elements[end - 1].lastLine, elements[boundary.index].firstLine)
            units.append(BilingualUnit(kind: boundary.kind, number: boundary.number, title: boundary.title,
                                       elements: content, lines: elements[boundary.index].firstLine...lastLine))
        }
        return units
    }

    /// Where an unmarked chapter starts: the paragraph named by the options, else the first English paragraph
    /// mentioning "this chapter" between the previous heading and the chapter's first section, else that section.
    private func start(of chapter: BilingualTableOfContents.Entry, in elements: [BilingualElement],
                       boundaries: [Boundary], diagnostics: inout [Diagnostic]) -> Int? {
        let number = Int(chapter.number ?? "") ?? 0
        let chapterBoundaries = boundaries.filter { $0.kind == .chapter }
        let lower = chapterBoundaries.filter { (Int($0.number) ?? 0) < number }.map(\.index).max() ?? 0
        let upper = chapterBoundaries.filter { (Int($0.number) ?? 0) > number }.map(\.index).min() ?? elements.count
        guard lower < upper else { return nil }
        let window = lower..<upper
        if let opening = options.chapterStarts[chapter.number ?? ""] {
            let wanted = Self.normalised(opening)
            if let index = window.first(where: { elements[$0].paragraphText.map { Self.normalised($0).hasPrefix(wanted) } == true }) {
                return index
            }
            diagnostics.append(.warning("option chapterStarts[\"\(chapter.number ?? "")\"]: no paragraph of the body starts with '\(opening)'",
                                        at: SourceLocation(path: path, line: chapter.line)))
        }
        let sectionKeys = toc.sections(ofChapter: chapter.number).map { BilingualTextRules.titleKey($0.title.en ?? "") }
        guard let section = window.first(where: { index in
            guard case .heading(let title) = elements[index].kind else { return false }
            let key = BilingualTextRules.titleKey(title.en ?? "")
            return sectionKeys.contains { BilingualTextRules.sameTitleKey($0, key) }
        }) else {
            diagnostics.append(.warning("chapter \(chapter.number ?? "") of the table of contents was not found in the body",
                                        at: SourceLocation(path: path, line: chapter.line)))
            return nil
        }
        let previous = (window.lowerBound..<section).last { elements[$0].isStructural } ?? window.lowerBound
        if let opening = (previous..<section).first(where: { index in
            guard let text = elements[index].paragraphText, text.dominantLanguage == .en else { return false }
            return text.range(of: "this chapter", options: .caseInsensitive) != nil
        }) {
            return opening
        }
        diagnostics.append(.warning("chapter \(chapter.number ?? "") has no marker in the body; it starts at its first section (set the option chapterStarts to move it)",
                                    at: SourceLocation(path: path, line: elements[section].firstLine)))
        return section
    }

    private static func normalised(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
