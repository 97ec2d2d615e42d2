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
            for part in edition.parts {
                for chapter in part.pages {
                    if !first { out += "," }
                    first = false
                    let number = chapter.number.map { "\($0) " } ?? ""
                    out += "{\"t\":\(JSONText.quoted(number + chapter.title.combined)),\"h\":\(JSONText.quoted(chapter.outputPath))"
                    if chapter.kind == .part { out += ",\"p\":1" }
                    out += "}"
                }
            }
            out += "]}"
        }
        return out + "];\n"
    }
}
