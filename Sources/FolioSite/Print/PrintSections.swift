import FolioCore
import FolioTemplates

/// The template values of the print page's parts: edition title pages, part pages, chapters,
/// colophons, cover lines and table-of-contents entries.
struct PrintSections {
    /// Heading level of a part title.
    static let partLevel = 2
    /// Heading level of a colophon's title (under the “Colophons” `<h1>`).
    static let colophonLevel = 2

    /// Heading level of a chapter title: under its part's title when the part has a title page.
    static func chapterLevel(inTitledPart: Bool) -> Int { inTitledPart ? 3 : 2 }

    let book: Book
    let labels: PrintLabels
    let anchors: PrintAnchors
    /// The body of a chapter by its id (`.null` when it has none).
    let body: (String) -> TemplateValue

    /// The body of chapter `id`, or `missing`.
    private func body(_ id: String, missing: TemplateValue) -> TemplateValue {
        let value = body(id)
        return value == .null ? missing : value
    }

    /// An edition: its title page, then its parts with their chapters.
    func edition(_ edition: Edition) -> TemplateValue {
        let numbers = PrintNumbering.numbers(of: edition)
        let runningEdition = edition.colophon?.frontMatter.string("short_title") ?? edition.title.keeping(labels.language).combined
        return .object([
            "id": .string(anchors.topID(ofSitePath: "\(edition.id)/index.html") ?? edition.id),
            "title": .bilingual(edition.title.keeping(labels.language)),
            "translators": translators(of: edition),
            "translators_label": .bilingual(labels.text(zh: "译者", en: "Translators")),
            "date": .text(edition.colophon?.frontMatter.string("date")),
            "parts": .array(edition.parts.map { part in
                let level = Self.chapterLevel(inTitledPart: part.page != nil)
                return .object([
                    "page": part.page.map { page in
                        let title = page.title.keeping(labels.language)
                        return .object(["id": .string(anchors.topID(ofChapter: page.id)),
                                        "label": .text(numbers[page.id].map(labels.part)),
                                        "title": .bilingual(title),
                                        "running_head": .string(title.combined),
                                        "running_edition": .string(runningEdition),
                                        "html": body(page.id, missing: .null)])
                    } ?? .null,
                    "chapters": .array(part.chapters.map { chapter($0, level: level, number: numbers[$0.id], edition: runningEdition) }),
                ])
            }),
        ])
    }

    /// A chapter with its opening (number label, title) and body.
    private func chapter(_ chapter: Chapter, level: Int, number: String?, edition: String) -> TemplateValue {
        let title = chapter.title.keeping(labels.language)
        let label = chapter.kind == .chapter ? number.map(labels.chapter) : number
        return .object([
            "id": .string(anchors.topID(ofChapter: chapter.id)),
            "kind": .string(chapter.kind.rawValue),
            "heading": .string("h\(level)"),
            "label": .text(label),
            "title": .bilingual(title),
            "running_head": .string([number, title.combined].compactMap { $0 }.joined(separator: " ")),
            "running_edition": .string(edition),
            "author": .text(chapter.frontMatter.string("author")),
            "url": .text(chapter.frontMatter.string("url")),
            "original": .bilingual(labels.text(zh: "原文", en: "Original")),
            "html": body(chapter.id, missing: .string("")),
        ])
    }

    /// An edition's colophon, titled with the edition's title, or nil when it has none.
    func colophon(_ edition: Edition) -> TemplateValue? {
        guard let colophon = edition.colophon else { return nil }
        return .object([
            "id": .string(anchors.topID(ofChapter: colophon.id)),
            "title": .bilingual(edition.title.keeping(labels.language)),
            "html": body(colophon.id, missing: .string("")),
        ])
    }

    /// An edition's line on the cover: title, translators and date.
    func coverEntry(_ edition: Edition) -> TemplateValue {
        .object(["title": .bilingual(edition.title.keeping(labels.language)),
                 "translators": translators(of: edition),
                 "date": .text(edition.colophon?.frontMatter.string("date"))])
    }

    /// The table-of-contents entries of an edition: the edition, its part pages, its chapters.
    func tocEntries(_ edition: Edition) -> [TemplateValue] {
        let numbers = PrintNumbering.numbers(of: edition)
        var entries = [Self.tocEntry(id: anchors.topID(ofSitePath: "\(edition.id)/index.html") ?? edition.id, level: 1,
                                     kind: "edition", number: nil, title: edition.title.keeping(labels.language))]
        for part in edition.parts {
            if let page = part.page {
                entries.append(Self.tocEntry(id: anchors.topID(ofChapter: page.id), level: 2, kind: "part",
                                             number: numbers[page.id], title: page.title.keeping(labels.language)))
            }
            for chapter in part.chapters {
                entries.append(Self.tocEntry(id: anchors.topID(ofChapter: chapter.id), level: part.page == nil ? 2 : 3,
                                             kind: chapter.kind.rawValue, number: numbers[chapter.id],
                                             title: chapter.title.keeping(labels.language)))
            }
        }
        return entries
    }

    /// One line of the printed table of contents.
    static func tocEntry(id: String, level: Int, kind: String, number: String?, title: BilingualText) -> TemplateValue {
        .object(["id": .string(id), "level": .int(level), "kind": .string(kind), "number": .text(number),
                 "title": .bilingual(title)])
    }

    private func translators(of edition: Edition) -> TemplateValue {
        .text(edition.colophon?.frontMatter.list("translators").joined(separator: "、"))
    }
}
