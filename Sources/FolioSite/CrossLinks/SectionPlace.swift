import FolioCore

/// A place other pages can link to: a section of a chapter, or a chapter's own title (no anchor).
public struct SectionPlace: Sendable, Hashable {
    /// The edition folder (`ios10`).
    public var edition: String
    /// The chapter (`ios10/11-ui-controls-2`).
    public var chapterID: String
    /// The chapter page's path in Site/.
    public var outputPath: String
    /// The section's anchor, or nil for the top of the chapter page.
    public var anchor: String?
    /// The heading (or chapter title) in each language.
    public var title: BilingualText
    /// The section number in the heading (`9.9`), if any.
    public var number: String?
    /// 1 for a chapter title, the heading level for sections.
    public var level: Int
    /// The chapter file as shown in diagnostics, and the line of the heading (1 for a chapter title).
    public var location: SourceLocation

    /// The place's path relative to the site root, with its anchor.
    public var path: String { anchor.map { "\(outputPath)#\($0)" } ?? outputPath }

    /// The place as a by-title link target.
    public var target: TitleIndex.Target {
        TitleIndex.Target(chapterID: chapterID, edition: edition, outputPath: outputPath, anchor: anchor)
    }

    /// The title as shown in lists: the number, then both languages.
    public var label: String {
        let text = title.combined
        guard let number, number != text else { return text }
        return "\(number) \(text)"
    }
}

extension Book {
    /// Every chapter title and section of the guideline chapters (chapters, prefaces and part pages; not
    /// essays or colophons, which are not translations of the guidelines), in reading order.
    public var sectionPlaces: [SectionPlace] {
        var places: [SectionPlace] = []
        for chapter in chapters where chapter.kind != .essay && chapter.kind != .colophon {
            places.append(SectionPlace(edition: chapter.edition, chapterID: chapter.id, outputPath: chapter.outputPath,
                                       anchor: nil, title: chapter.title, number: chapter.number, level: 1,
                                       location: SourceLocation(path: chapter.sourcePath, line: 1, column: 1)))
            for section in chapter.sections {
                places.append(SectionPlace(edition: chapter.edition, chapterID: chapter.id, outputPath: chapter.outputPath,
                                           anchor: section.anchor, title: section.title, number: section.number,
                                           level: section.level,
                                           location: SourceLocation(path: chapter.sourcePath, line: section.lines.first ?? 1, column: 1)))
            }
        }
        return places
    }
}
