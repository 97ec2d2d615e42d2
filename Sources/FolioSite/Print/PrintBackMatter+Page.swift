import Foundation

/// Making back matter from a page the site already rendered, so the print shows the same body.
extension PrintBackMatter {
    /// The back matter for the rendered page `html` at `sitePath`: the content of its `<main>`
    /// without the page's `<h1>` (the print writes its own title, outside this body). An `<article>`
    /// wrapping the whole body becomes a `<div>`: without its heading it would be an article without
    /// one. Nil when the page has no `<main>`.
    static func fromPage(_ html: String, id: String, title: BilingualText, sitePath: String) -> PrintBackMatter? {
        let bytes = Array(html.utf8)
        guard let open = PrintMarkup.find("<main", in: bytes, from: 0),
              let openEnd = PrintMarkup.find(">", in: bytes, from: open),
              let close = PrintMarkup.find("</main>", in: bytes, from: openEnd + 1) else { return nil }
        var body = Array(bytes[(openEnd + 1)..<close])
        if let h1 = PrintMarkup.find("<h1", in: body, from: 0), let h1End = PrintMarkup.find("</h1>", in: body, from: h1) {
            body.removeSubrange(h1..<(h1End + 5))
        }
        unwrapArticle(&body)
        return PrintBackMatter(id: id, title: title, sitePath: sitePath, html: String(decoding: body, as: UTF8.self))
    }

    /// Renames the `<article>` element that is all of `body` (white space aside), and the only one in
    /// it, to `<div>`.
    static func unwrapArticle(_ body: inout [UInt8]) {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }
        guard let first = body.firstIndex(where: { !isSpace($0) }),
              body[first...].starts(with: Array("<article".utf8)),
              PrintMarkup.find("<article", in: body, from: first + 8) == nil,
              let last = body.lastIndex(where: { !isSpace($0) }),
              last >= 9, body[(last - 9)...last].elementsEqual("</article>".utf8) else { return }
        body.replaceSubrange((last - 9)...last, with: Array("</div>".utf8))
        body.replaceSubrange(first..<(first + 8), with: Array("<div".utf8))
    }
}

