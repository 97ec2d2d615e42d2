import FolioCore
import FolioMarkdown

/// Turns the renderer's HTML into XHTML for the EPUB. The renderer escapes all source text (`<` only
/// ever opens a tag it wrote, and its only entities are `&amp; &lt; &gt; &quot;`), so a scan for its
/// own tags is enough: void elements are self-closed and every `lang` gets its `xml:lang` twin.
enum XHTMLMarkup {
    /// `html` as well-formed XHTML.
    static func xhtml(_ html: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(html.count + html.count / 16)
        var index = 0
        var inTag = false
        var tagIsVoid = false
        while index < html.count {
            let byte = html[index]
            if !inTag, byte == UInt8(ascii: "<") {
                inTag = true
                tagIsVoid = voidTags.contains { starts(html, at: index + 1, with: $0) }
            } else if inTag, byte == UInt8(ascii: ">") {
                inTag = false
                if tagIsVoid, out.last != UInt8(ascii: "/") { out.append(UInt8(ascii: "/")) }
            } else if inTag, byte == UInt8(ascii: " "), starts(html, at: index + 1, with: langAttribute) {
                // ` lang="xx"` → ` lang="xx" xml:lang="xx"`
                let valueStart = index + 1 + langAttribute.count
                guard let valueEnd = html[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { break }
                let value = html[valueStart..<valueEnd]
                out.append(contentsOf: html[index...valueEnd])
                out.append(contentsOf: Array(" xml:lang=\"".utf8) + value + [UInt8(ascii: "\"")])
                index = valueEnd + 1
                continue
            }
            out.append(byte)
            index += 1
        }
        return out
    }

    private static let voidTags: [[UInt8]] = ["br>", "br ", "hr>", "hr ", "img ", "wbr>", "col ", "col>"].map { Array($0.utf8) }
    private static let langAttribute = Array("lang=\"".utf8)

    private static func starts(_ bytes: [UInt8], at offset: Int, with prefix: [UInt8]) -> Bool {
        offset + prefix.count <= bytes.count && bytes[offset..<offset + prefix.count].elementsEqual(prefix)
    }

    /// Text escaped for XML element content and attributes (the one HTML escaper: same entities).
    static func escaped(_ text: String) -> String { text.htmlEscaped }

    /// ` lang="x" xml:lang="x"`.
    static func langAttributes(_ language: String) -> String { " lang=\"\(language)\" xml:lang=\"\(language)\"" }

    /// A complete XHTML content document: `title` in the head, the stylesheet linked from `path`.
    static func document(path: String, title: String, language: String, body: [UInt8], type: String? = nil) -> [UInt8] {
        let root = SiteLinks.relativeRoot(of: path)
        var out = Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"\(langAttributes(language))>
        <head>
        <meta charset="UTF-8"/>
        <title>\(escaped(title))</title>
        <link rel="stylesheet" type="text/css" href="\(root)\(EPUBPackage.stylesheetPath)"/>
        </head>
        <body>
        <section\(type.map { " epub:type=\"\($0)\"" } ?? "")>

        """.utf8)
        out += body
        out += Array("</section>\n</body>\n</html>\n".utf8)
        return out
    }
}
