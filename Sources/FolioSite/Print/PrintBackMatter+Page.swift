import Foundation

/// Making back matter from a page the site already rendered, so the print shows the same body.
extension PrintBackMatter {
    /// The back matter for the rendered page `html` at `sitePath`: the content of its `<main>`
    /// without the page's `<h1>` (the print writes its own title). Nil when the page has no `<main>`.
    static func fromPage(_ html: String, id: String, title: BilingualText, sitePath: String) -> PrintBackMatter? {
        let bytes = Array(html.utf8)
        guard let open = PrintMarkup.find("<main", in: bytes, from: 0),
              let openEnd = PrintMarkup.find(">", in: bytes, from: open),
              let close = PrintMarkup.find("</main>", in: bytes, from: openEnd + 1) else { return nil }
        var body = Array(bytes[(openEnd + 1)..<close])
        if let h1 = PrintMarkup.find("<h1", in: body, from: 0), let h1End = PrintMarkup.find("</h1>", in: body, from: h1) {
            body.removeSubrange(h1..<(h1End + 5))
        }
        return PrintBackMatter(id: id, title: title, sitePath: sitePath, html: String(decoding: body, as: UTF8.self))
    }
}

