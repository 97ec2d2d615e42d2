/// Which addresses may reach an `href` or `src` of any output (pages, print page, search index):
/// `http`, `https`, `mailto`, and addresses without a scheme (relative and in-book links). Anything
/// else — `javascript:`, `data:`, `vbscript:`, written in any case, with spaces before it or tabs
/// inside it (browsers ignore those) — is refused, and its link dropped to text with a warning.
public enum SafeURL {
    /// The schemes allowed.
    public static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// True when `url` may be linked from a page.
    public static func isAllowed(_ url: String) -> Bool {
        var scheme = ""
        for scalar in url.unicodeScalars {
            if scalar == "\t" || scalar == "\n" || scalar == "\r" { continue }  // browsers drop these anywhere
            if scalar.value < 0x20 || scalar.value == 0x7F { return false }
            if scalar == " " && scheme.isEmpty { continue }  // leading spaces are trimmed
            if scalar == ":" { return allowedSchemes.contains(scheme.lowercased()) }
            if scalar == "/" || scalar == "?" || scalar == "#" { return !url.isEmpty }
            scheme.unicodeScalars.append(scalar)
        }
        return !scheme.isEmpty || url.contains("/")  // no scheme at all: a relative address
    }
}
