import Foundation

/// Making back matter from a page the site already rendered, so the print shows the same body.
extension PrintBackMatter {
    /// The back matter for the rendered page `html` at `sitePath`: the content of its `<main>`
    /// without the page's `<h1>` (the print writes its own title). Nil when the page has no `<main>`.
    static func fromPage(_ html: String, id: String, title: BilingualText, sitePath: String) -> PrintBackMatter? {
        guard let open = html.range(of: "<main"), let openEnd = html[open.upperBound...].range(of: ">"),
              let close = html.range(of: "</main>", range: openEnd.upperBound..<html.endIndex) else { return nil }
        var body = String(html[openEnd.upperBound..<close.lowerBound])
        if let h1 = body.range(of: "<h1"), let h1End = body.range(of: "</h1>", range: h1.upperBound..<body.endIndex) {
            body.removeSubrange(h1.lowerBound..<h1End.upperBound)
        }
        return PrintBackMatter(id: id, title: title, sitePath: sitePath, html: body)
    }
}

