import FolioCore
import FolioTemplates

/// The contexts of the Topics page (topics.html: every topic shared by editions, one link per edition)
/// and the Glossary page (glossary.html: every English term with its Chinese renderings), and the
/// same data as the print page's back matter.
struct CrossLinkPages: Sendable {
    /// The shared page context.
    let context: PageContext
    /// The book's cross-links.
    let crossLinks: CrossLinks

    private var book: Book { context.book }

    /// topics.html.
    func topics() -> TemplateValue {
        var fields = context.base(path: "topics.html", title: "主题 Topics", bodyClass: "topics-page")
        for field in topicsBody(id: { $0 }, href: { $0 }) { fields[field.name] = field.value }
        return .object(fields)
    }

    /// glossary.html.
    func glossary() -> TemplateValue {
        var fields = context.base(path: "glossary.html", title: "术语表 Glossary", bodyClass: "glossary-page")
        for field in glossaryBody(id: { $0 }, href: { $0 }) { fields[field.name] = field.value }
        return .object(fields)
    }

    /// The glossary and the topics as the print page's back matter (shown by `partials/glossary-body`
    /// and `partials/topics-body`, as on their pages).
    func backMatter() -> [PrintBackMatter] {
        let pages = self
        return [
            PrintBackMatter(id: "glossary", title: BilingualText(en: "Glossary", zh: "术语表"), sitePath: "glossary.html",
                            fragments: Set(crossLinks.glossary.entries.map(\.anchor))) { id, href in
                ["glossary": .object(pages.glossaryBody(id: id, href: href))]
            },
            PrintBackMatter(id: "topics", title: BilingualText(en: "Topics", zh: "主题索引"), sitePath: "topics.html",
                            fragments: Set(crossLinks.topics.sharedTopics.map(\.anchor))) { id, href in
                ["topics": .object(pages.topicsBody(id: id, href: href))]
            },
        ]
    }

    /// The fields of the topic table, ids and links made by `id` and `href`.
    private func topicsBody(id: (String) -> String, href: (String) -> String) -> TemplateFields {
        var fields = TemplateFields()
        let editions = book.editions.filter { edition in crossLinks.topics.sharedTopics.contains { $0.editions.contains(edition.id) } }
        fields["editions"] = .array(editions.map { .object(["title": .string($0.shortTitle), "id": .string($0.id)]) })
        fields["topics"] = .array(crossLinks.topics.sharedTopics.map { topic in
            .object([
                "anchor": .string(id(topic.anchor)),
                "english": .string(topic.english),
                "edition_count": .int(topic.editions.count),
                "cells": .array(editions.map { edition in
                    guard let place = topic.primary(in: edition.id) else { return .object(["edition": .string(edition.shortTitle)]) }
                    return .object(["edition": .string(edition.shortTitle),
                                    "link": .object(["href": .string(href(place.path)), "label": .string(place.label)])])
                }),
            ])
        })
        fields["topic_count"] = .int(crossLinks.topics.sharedTopics.count)
        return fields
    }

    /// The fields of the glossary list, ids and links made by `id` and `href`.
    private func glossaryBody(id: (String) -> String, href: (String) -> String) -> TemplateFields {
        var fields = TemplateFields()
        let titles = Dictionary(book.editions.map { ($0.id, $0.shortTitle) }, uniquingKeysWith: { first, _ in first })
        fields["entries"] = .array(crossLinks.glossary.entries.map { entry in
            .object([
                "anchor": .string(id(entry.anchor)),
                "english": .string(entry.english),
                "differs": .bool(entry.isRenderedDifferently),
                "renderings": .array(entry.renderings.map { rendering in
                    .object([
                        "chinese": .string(rendering.chinese),
                        "editions": .string(rendering.editions.map { titles[$0] ?? $0 }.joined(separator: "、")),
                        "uses": .array(rendering.uses.map { use in
                            .object(["href": .string(href(use.place.path)), "edition": .string(titles[use.place.edition] ?? use.place.edition),
                                     "label": .string(use.place.label), "aligned": .bool(use.aligned)])
                        }),
                    ])
                }),
            ])
        })
        fields["term_count"] = .int(crossLinks.glossary.entries.count)
        fields["differs_count"] = .int(crossLinks.glossary.differentlyRendered.count)
        return fields
    }
}
