import FolioCore

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
        var out: [UInt8] = []
        append(url: url, title: title, alt: alt, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `html(url:title:alt:)` as UTF-8; `lazy: false` (print) loads the image at once, since
    /// a PDF engine may not wait for a lazy one.
    public static func append(url: String, title: String, alt: String, lazy: Bool = true, to out: inout [UInt8]) {
        let lower = url.lowercased()
        guard !lower.hasPrefix("javascript:"), !lower.hasPrefix("data:"), !lower.hasPrefix("vbscript:") else {
            out.appendHTMLEscaped(alt)
            return
        }
        out.append("<img src=\"")
        out.appendHTMLEscaped(url)
        out.append("\" alt=\"")
        out.appendHTMLEscaped(alt)
        out.append(lazy ? "\" loading=\"lazy\" decoding=\"async\" referrerpolicy=\"no-referrer\"" : "\" decoding=\"async\" referrerpolicy=\"no-referrer\"")
        if let size = size(fromTitle: title) {
            out.append(" width=\"")
            out.appendDecimal(size.width)
            out.append("\" height=\"")
            out.appendDecimal(size.height)
            out.append("\"")
        } else if !title.isEmpty {
            out.append(" title=\"")
            out.appendHTMLEscaped(title)
            out.append("\"")
        }
        out.append(">")
    }
}
