import Foundation
import FolioCore

/// Comment threads written as the ```` ```comments ```` fenced JSON block of the content format.
public enum ZhihuComments {
    /// The fenced block for `comments`, or nil when there are none. One JSON object per top-level
    /// comment, keys in the order `author`, `likes`, `text`, `replies`; each reply has `author`,
    /// `replyTo`, `likes`, `text`.
    public static func fencedBlock(_ comments: [ZhihuComment]) -> String? {
        guard !comments.isEmpty else { return nil }
        let lines = comments.map { comment -> String in
            var object = "{\"author\": \(json(comment.author)), \"likes\": \(comment.likes), \"text\": \(json(plainText(comment.content))), \"replies\": ["
            let replies = comment.replies.map { reply in
                "\n    {\"author\": \(json(reply.author)), \"replyTo\": \(json(reply.replyTo ?? "")), \"likes\": \(reply.likes), \"text\": \(json(plainText(reply.content)))}"
            }
            object += replies.joined(separator: ",")
            object += replies.isEmpty ? "]}" : "\n  ]}"
            return "  " + object
        }
        return "```comments\n[\n" + lines.joined(separator: ",\n") + "\n]\n```"
    }

    /// The visible text of an untrusted comment: tags removed (scripts and styles with their contents),
    /// entities decoded, `<br>` and paragraph ends as line breaks, and a link's http(s) target added in
    /// parentheses after its text when the text does not show it already.
    public static func plainText(_ html: String) -> String {
        var out = ""
        var skipping: String?
        var linkTargets: [String?] = []
        var linkTextStart: [Int] = []
        for token in HTMLTokenizer.tokenize(html) {
            if let skipped = skipping {
                if case .endTag(let name) = token, name == skipped { skipping = nil }
                continue
            }
            switch token {
            case .text(let text):
                out += text
            case .comment:
                break
            case .startTag(let name, _, let selfClosing):
                if ["script", "style", "template", "iframe", "object", "svg"].contains(name) && !selfClosing { skipping = name }
                if name == "br" { out += "\n" }
                if name == "p" || name == "div" || name == "li", !out.isEmpty, !out.hasSuffix("\n") { out += "\n" }
                if name == "a" && !selfClosing {
                    linkTargets.append(token.attribute("href").flatMap(ZhihuLinks.safeTarget).flatMap { $0.hasPrefix("mailto:") ? nil : $0 })
                    linkTextStart.append(out.count)
                }
            case .endTag(let name):
                if name == "p" || name == "div" || name == "li" { out += "\n" }
                if name == "a", let target = linkTargets.popLast(), let start = linkTextStart.popLast() {
                    let shown = String(out.suffix(max(0, out.count - start)))
                    if let target, !shown.contains(target) { out += " (\(target))" }
                }
            }
        }
        let lines = out.replacingOccurrences(of: "\u{A0}", with: " ").split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        var collapsed: [String] = []
        for line in lines where !(line.isEmpty && (collapsed.last?.isEmpty ?? true)) { collapsed.append(line) }
        return collapsed.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func json(_ text: String) -> String { FrontMatter.jsonString(text) }
}
