import FolioCore

extension HTMLRenderer {
    /// True when a link's text `text` is its address `href`, give or take the scheme, `www.` and a
    /// final slash (`example.com/a` for `https://www.example.com/a/`).
    static func isAddressText(_ text: String, of href: String) -> Bool {
        func bare(_ address: String) -> Substring {
            var rest = Substring(address.trimmingWhitespace())
            for prefix in ["https://", "http://", "www."] where rest.lowercased().hasPrefix(prefix) { rest = rest.dropFirst(prefix.count) }
            while rest.hasSuffix("/") { rest = rest.dropLast() }
            return rest
        }
        let shown = bare(text)
        return !shown.isEmpty && shown == bare(href)
    }
}
