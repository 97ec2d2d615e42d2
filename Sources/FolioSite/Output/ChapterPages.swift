import FolioCore
import FolioTemplates

/// The context of chapter pages (chapters, prefaces, essays and part title pages).
struct ChapterPages: Sendable {
    let context: PageContext
    let order: ReadingOrder
    /// Links to the same topics in other editions, shown under the title and headings.
    var alsoIn: AlsoInLinks? = nil

    /// The template context of `chapter`'s page, without its body (`content`, added by `PageJob`).
    func context(for chapter: Chapter, in edition: Edition, part: Part?) -> TemplateValue {
        let path = chapter.outputPath
        let root = SiteLinks.relativeRoot(of: path)
        // The book is the top bar's own link; the trail runs from the edition to this page.
        var crumbs: [(String, String)] = [("index.html", edition.shortTitle)]
        if let page = part?.page, page.id != chapter.id {
            crumbs.append((SiteLinks.fileName(page.outputPath), page.title.preferring(.zh)))
        }
        crumbs.append(("", chapter.title.preferring(.zh)))
        var fields = context.base(path: path, title: chapter.title.combined, breadcrumbs: crumbs,
                                  bodyClass: "chapter-page kind-\(chapter.kind.rawValue)")
        let (previous, next) = order.neighbours(of: path)
        let onThisPage = chapter.sections.filter { $0.level <= 3 }
        fields["chapter"] = .object([
            "title": .bilingual(chapter.title),
            "number": .text(chapter.number),
            "kind": .string(chapter.kind.rawValue),
            "is_part": .bool(chapter.kind == .part),
            "edition": .bilingual(edition.title),
            "edition_href": "index.html",
            "author": .text(chapter.frontMatter.string("author")),
            "url": .text(chapter.frontMatter.string("url")),
            "source": .text(chapter.frontMatter.string("source")),
        ])
        let chapterAlsoIn = alsoIn?.links(for: chapter, anchor: nil) ?? []
        fields["also_in"] = .array(chapterAlsoIn.map { .object(["href": .string(root + $0.path), "edition": .string($0.edition), "title": .string($0.title)]) })
        fields["has_also_in"] = .bool(!chapterAlsoIn.isEmpty)
        fields["on_this_page"] = .array(onThisPage.map { section in
            .object(["anchor": .string(section.anchor), "level": .int(section.level),
                     "title": .bilingual(section.title), "number": .text(section.number)])
        })
        fields["has_on_this_page"] = .bool(onThisPage.count > 1)
        fields["part_chapters"] = chapter.kind == .part
            ? .array((part?.chapters ?? []).map { .link(SiteLinks.fileName($0.outputPath), $0.title) })
            : .null
        fields["has_part_chapters"] = .bool(chapter.kind == .part && !(part?.chapters.isEmpty ?? true))
        fields["prev"] = pagerLink(previous, from: edition, root: root)
        fields["next"] = pagerLink(next, from: edition, root: root)
        return .object(fields)
    }

    /// A previous/next link; one that leaves `edition` names the edition it leads into (`other_edition`).
    private func pagerLink(_ entry: ReadingOrder.Entry?, from edition: Edition, root: String) -> TemplateValue {
        guard let entry else { return .null }
        var link: TemplateFields = ["href": .string(root + entry.path), "title": .bilingual(entry.title)]
        if entry.edition != edition.id { link["other_edition"] = .string(entry.editionTitle) }
        return .object(link)
    }
}

extension SiteLinks {
    /// The last component of a site path (`07-x.html`), for links within the same folder.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
