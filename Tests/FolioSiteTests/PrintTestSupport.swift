import FolioCore
import FolioTemplates
@testable import FolioSite

/// Helpers of the print tests: a glossary as back matter, and reading attribute values out of HTML.
enum PrintTestSupport {
    /// A one-term glossary whose entry links to `a/02-sliders.html#usage`.
    static func glossary() -> PrintBackMatter {
        PrintBackMatter(id: "glossary", title: BilingualText(en: "Glossary", zh: "术语表"), sitePath: "glossary.html",
                        fragments: ["sliders"]) { id, href in
            let use: TemplateValue = .object(["href": .string(href("a/02-sliders.html#usage")), "edition": "A", "label": "see", "aligned": false])
            let rendering: TemplateValue = .object(["chinese": "滑块", "editions": "A", "uses": .array([use])])
            let entry: TemplateValue = .object(["anchor": .string(id("sliders")), "english": "Sliders", "differs": false,
                                                "renderings": .array([rendering])])
            return ["glossary": .object(["term_count": 1, "differs_count": 0, "entries": .array([entry])])]
        }
    }

    /// The (unescaped) values of every ` name="…"` attribute in `html`, in order.
    static func values(of name: String, in html: String) -> [String] {
        var found: [String] = []
        var rest = Substring(html)
        let opening = " \(name)=\""
        while let start = rest.range(of: opening) {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            found.append(String(rest[..<end]).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&"))
            rest = rest[end...]
        }
        return found
    }
}
