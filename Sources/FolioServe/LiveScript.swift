/// The live-reload script: the one tag injected into every HTML response, and the script itself,
/// served at `/_folio/live.js` from the binary.
public enum LiveScript {
    /// The tag injected into every served HTML page, right before its last `</body>` (or at its end).
    public static let tag = "<script data-folio-live src=\"/_folio/live.js\"></script>"

    private static let tagBytes = Array(tag.utf8)
    private static let bodyEnd = Array("</body>".utf8)

    /// `html` with `tag` inserted right before the last `</body>` (case-insensitive), or appended
    /// when there is none; every other byte is kept.
    public static func injecting(into html: [UInt8]) -> [UInt8] {
        var page: [UInt8] = []
        page.reserveCapacity(html.count + tagBytes.count)
        if let bodyEndIndex = lastBodyEnd(in: html) {
            page.append(contentsOf: html[..<bodyEndIndex])
            page.append(contentsOf: tagBytes)
            page.append(contentsOf: html[bodyEndIndex...])
        } else {
            page.append(contentsOf: html)
            page.append(contentsOf: tagBytes)
        }
        return page
    }

    /// The inverse of `injecting(into:)`: a served page with its injected tag taken out, which is
    /// the stored page byte for byte. A page without the injected tag is returned unchanged.
    public static func removing(from html: [UInt8]) -> [UInt8] {
        if let bodyEndIndex = lastBodyEnd(in: html), bodyEndIndex >= tagBytes.count,
           html[(bodyEndIndex - tagBytes.count)..<bodyEndIndex].elementsEqual(tagBytes) {
            return Array(html[..<(bodyEndIndex - tagBytes.count)]) + html[bodyEndIndex...]
        }
        if html.count >= tagBytes.count, html[(html.count - tagBytes.count)...].elementsEqual(tagBytes) {
            return Array(html.dropLast(tagBytes.count))
        }
        return html
    }

    /// The start of the last `</body>` in `html`, compared without case.
    private static func lastBodyEnd(in html: [UInt8]) -> Int? {
        guard html.count >= bodyEnd.count else { return nil }
        var start = html.count - bodyEnd.count
        while start >= 0 {
            if html[start] == UInt8(ascii: "<") {
                var offset = 1
                while offset < bodyEnd.count, html[start + offset] | 0x20 == bodyEnd[offset] | 0x20 { offset += 1 }
                if offset == bodyEnd.count { return start }
            }
            start -= 1
        }
        return nil
    }
}
