import Foundation

/// Links found in Zhihu HTML: redirect unwrapping and the schemes that may reach the page.
public enum ZhihuLinks {
    /// The real target of `href`: a `https://link.zhihu.com/?target=<percent-encoded URL>` redirect is
    /// unwrapped and its target percent-decoded exactly once (so an encoded `%25E5` stays `%E5`);
    /// any other address is returned as written.
    public static func unwrap(_ href: String) -> String {
        let trimmed = href.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let components = URLComponents(string: trimmed),
              let host = components.host?.lowercased(), host == "link.zhihu.com",
              let query = components.percentEncodedQuery else { return trimmed }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0] == "target" else { continue }
            let raw = String(parts[1])
            return raw.removingPercentEncoding ?? raw
        }
        return trimmed
    }

    /// The unwrapped target of `href` when it may be linked from a page (http, https or mailto);
    /// nil for `javascript:` and every other scheme, relative addresses and empty values.
    public static func safeTarget(_ href: String) -> String? {
        let target = unwrap(href)
        let lowered = target.lowercased()
        guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://") || lowered.hasPrefix("mailto:") else {
            return nil
        }
        return target
    }

    /// `url` written as a Markdown link destination: in angle brackets when it holds characters that
    /// would end a bare destination.
    public static func markdownDestination(_ url: String) -> String {
        let needsBrackets = url.contains { $0 == " " || $0 == "(" || $0 == ")" || $0.isWhitespace }
        let cleaned = url.replacingOccurrences(of: "<", with: "%3C").replacingOccurrences(of: ">", with: "%3E")
        return needsBrackets ? "<\(cleaned)>" : cleaned
    }
}
