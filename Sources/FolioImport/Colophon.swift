import FolioCore

/// The colophon page of an edition, written from the manifest: title, translators, credits,
/// licence, date and source.
public enum Colophon {
    /// The colophon as an imported file named `colophon.md` in the edition's folder.
    public static func file(for edition: EditionInfo) -> (frontMatter: FrontMatter, body: String) {
        var frontMatter = FrontMatter()
        if let en = edition.title.en { frontMatter["title_en"] = .string(en) }
        if let zh = edition.title.zh { frontMatter["title_zh"] = .string(zh) }
        if let short = edition.shortTitle { frontMatter["short_title"] = .string(short) }
        frontMatter["kind"] = .string("colophon")
        frontMatter["languages"] = .list(edition.languages.map(\.rawValue))
        if let translators = edition.translators, !translators.isEmpty { frontMatter["translators"] = .list(translators) }
        if let date = edition.date { frontMatter["date"] = .string(date) }
        if let url = edition.url { frontMatter["url"] = .string(url) }
        if edition.referencesOutside == true { frontMatter["references_outside"] = .bool(true) }
        var lines: [String] = []
        if let notes = edition.notes { lines += [notes, ""] }
        if let translators = edition.translators, !translators.isEmpty {
            lines.append("- **译者 Translators:** " + translators.map(\.markdownEscaped).joined(separator: "、"))
        }
        for credit in edition.credits ?? [] { lines.append("- " + credit.markdownEscaped) }
        if let date = edition.date { lines.append("- **时间 Date:** " + date.markdownEscaped) }
        if let licence = edition.licence { lines.append("- **许可 Licence:** " + licence.markdownEscaped) }
        if let url = edition.url { lines.append("- **来源 Source:** <\(url)>") }
        return (frontMatter, lines.joined(separator: "\n") + "\n")
    }
}
