/// How images are written: lazy, without a referrer (image hosts refuse hotlinks that send one), and
/// with their pixel size when the Markdown title gives it as `WIDTHxHEIGHT`.
public enum ImageMarkup {
    /// The pixel size in an image title such as `"1242x2208"`, or nil.
    public static func size(fromTitle title: String) -> (width: Int, height: Int)? {
        let parts = title.split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0 else { return nil }
        return (width, height)
    }

    /// The `<img>` element for an image; only http(s) and relative URLs are allowed.
    public static func html(url: String, title: String, alt: String) -> String {
        let lower = url.lowercased()
        guard !lower.hasPrefix("javascript:"), !lower.hasPrefix("data:"), !lower.hasPrefix("vbscript:") else {
            return alt.htmlEscaped
        }
        var html = "<img src=\"\(url.htmlEscaped)\" alt=\"\(alt.htmlEscaped)\" loading=\"lazy\" decoding=\"async\" referrerpolicy=\"no-referrer\""
        if let size = size(fromTitle: title) {
            html += " width=\"\(size.width)\" height=\"\(size.height)\""
        } else if !title.isEmpty {
            html += " title=\"\(title.htmlEscaped)\""
        }
        return html + ">"
    }
}
