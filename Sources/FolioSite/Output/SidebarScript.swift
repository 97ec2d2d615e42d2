import FolioCore

/// `toc.js`: the book's table of contents as data, written once and shared by every page (a TOC
/// copied into each page would make the site grow with the square of its chapters). The site's
/// script draws it into the sidebar and marks the current page.
enum SidebarScript {
    /// The script's text; paths are relative to the site root.
    static func script(for book: Book) -> String {
        var out = "window.FOLIO_TOC=["
        for (editionIndex, edition) in book.editions.enumerated() {
            if editionIndex > 0 { out += "," }
            out += "{\"t\":\(JSONText.quoted(edition.title.combined)),\"h\":\(JSONText.quoted("\(edition.id)/index.html")),\"c\":["
            var first = true
            var seen: [String: Int] = [:]
            for part in edition.parts {
                for chapter in part.pages {
                    if !first { out += "," }
                    first = false
                    let number = chapter.number.map { "\($0) " } ?? ""
                    let label = number + chapter.title.combined
                    // Two pages of one edition with the same title (two essays called 几个网站) are told
                    // apart by their place among the pages of that title: `几个网站 (2)`.
                    seen[label, default: 0] += 1
                    let shown = seen[label, default: 1] > 1 ? "\(label) (\(seen[label, default: 1]))" : label
                    out += "{\"t\":\(JSONText.quoted(shown)),\"h\":\(JSONText.quoted(chapter.outputPath))"
                    if chapter.kind == .part { out += ",\"p\":1" }
                    out += "}"
                }
            }
            out += "]}"
        }
        return out + "];\n"
    }
}
