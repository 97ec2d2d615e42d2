import FolioCore
import FolioMarkdown
import Foundation

/// A comment of a column article, read from a ```` ```comments ```` block. Text only: it is escaped
/// when rendered, because comments are untrusted.
public struct Comment: Sendable, Equatable, Decodable {
    public var author: String
    public var likes: Int?
    public var text: String
    public var replyTo: String?
    public var replies: [Comment]?

    /// How deep the JSON of a comments block may nest (brackets and braces): replies of replies
    /// are rendered by recursion. Twenty levels of replies fit.
    public static let maximumJSONDepth = 42

    /// A comments block nested deeper than `maximumJSONDepth`.
    public struct TooDeep: Error, CustomStringConvertible {
        public var description: String { "comments are nested more than \(Comment.maximumJSONDepth) levels deep (replies of replies); flatten them" }
    }

    /// Decodes the JSON of a comments block.
    public static func decodeThread(_ json: String) throws -> [Comment] {
        if JSONText.nestingDepth(json) > maximumJSONDepth { throw TooDeep() }
        return try JSONDecoder().decode([Comment].self, from: Data(json.utf8))
    }

    /// The thread as HTML: a list of comments, replies nested under their comment. `idPrefix` goes
    /// before its ids (the print page keeps ids unique across chapters).
    public static func html(_ comments: [Comment], idPrefix: String = "") -> String {
        var out = "<section class=\"comments\" aria-labelledby=\"\(idPrefix)comments-title\"><h2 id=\"\(idPrefix)comments-title\">评论 <span lang=\"en\">Comments</span> <span class=\"count\">(\(count(comments)))</span></h2>\n<ol class=\"thread\">\n"
        for comment in comments { append(comment, to: &out) }
        return out + "</ol></section>\n"
    }

    private static func count(_ comments: [Comment]) -> Int {
        comments.reduce(0) { $0 + 1 + count($1.replies ?? []) }
    }

    private static func append(_ comment: Comment, to out: inout String) {
        out += "<li class=\"comment\"><p class=\"meta\"><span class=\"author\">\(comment.author.htmlEscaped)</span>"
        if let replyTo = comment.replyTo { out += " <span class=\"reply-to\">回复 \(replyTo.htmlEscaped)</span>" }
        if let likes = comment.likes, likes > 0 { out += " <span class=\"likes\">♥ \(likes)</span>" }
        out += "</p>"
        for paragraph in comment.text.components(separatedBy: "\n\n") where !paragraph.isEmpty {
            out += "<p>\(paragraph.htmlEscaped.replacingOccurrences(of: "\n", with: "<br>"))</p>"
        }
        if let replies = comment.replies, !replies.isEmpty {
            out += "<ol class=\"replies\">"
            for reply in replies { append(reply, to: &out) }
            out += "</ol>"
        }
        out += "</li>\n"
    }
}
