/// The pages the server makes itself (before the live script is injected): the error page served
/// in place of a page whose rebuild failed, and the 404 page used when the site has no `404.html`.
enum ServerPages {
    /// A page showing `diagnostic` (escaped, in a `<pre>`) for the page at `sitePath`.
    static func problemPage(sitePath: String, diagnostic: String) -> [UInt8] {
        page(title: "Build error: \(sitePath)", body: """
        <h1>This page could not be rebuilt</h1>
        <p><code>\(escapingHTML(sitePath))</code> failed to build; fix the source and save to reload.</p>
        <pre class="folio-diagnostic">\(escapingHTML(diagnostic))</pre>
        """)
    }

    /// A plain 404 page for `path`.
    static func notFoundPage(path: String) -> [UInt8] {
        page(title: "Not found", body: """
        <h1>Not found</h1>
        <p>Nothing is served at <code>\(escapingHTML(path))</code>.</p>
        """)
    }

    private static func page(title: String, body: String) -> [UInt8] {
        Array("""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escapingHTML(title))</title>
        <style>
        body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#18181b}
        pre{font:13px/1.55 ui-monospace,Menlo,Consolas,monospace;white-space:pre-wrap;background:#fef2f2;
        border:1px solid #fecaca;border-radius:4px;padding:1rem;color:#7f1d1d}
        </style>
        </head>
        <body>
        \(body)
        </body>
        </html>

        """.utf8)
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` escaped for HTML text and attribute values.
    static func escapingHTML(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
