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
            out += "{\"t\":\(json(edition.title.combined)),\"h\":\(json("\(edition.id)/index.html")),\"c\":["
            var first = true
            for part in edition.parts {
                for chapter in (part.page.map { [$0] } ?? []) + part.chapters {
                    if !first { out += "," }
                    first = false
                    let number = chapter.number.map { "\($0) " } ?? ""
                    out += "{\"t\":\(json(number + chapter.title.combined)),\"h\":\(json(chapter.outputPath))"
                    if chapter.kind == .part { out += ",\"p\":1" }
                    out += "}"
                }
            }
            out += "]}"
        }
        return out + "];\n"
    }

    /// A JSON string literal, with `<` escaped so the text can never close a script element.
    static func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "<": out += "\\u003c"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
