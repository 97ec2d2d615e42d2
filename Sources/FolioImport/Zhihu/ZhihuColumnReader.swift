import FolioCore

/// Reads the JSON of a Zhihu column scrape (`{"title", "article": [{"url", "title", "content", …}]}`)
/// into articles. Invalid JSON and a missing `article` array are errors; an article without `url`,
/// `title` or `content` (or with one of the wrong type) is skipped with a warning naming the field and
/// the article's line. Optional fields (`userName`, `upvote`, `topic`, `comments`) are read when present.
public enum ZhihuColumnReader {
    /// The articles of `text` (the contents of `path`) and the problems found.
    public static func read(_ text: String, path: String) -> (articles: [ZhihuArticle], diagnostics: [Diagnostic]) {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            return ([], [.error("invalid JSON: \(error.message)",
                                at: SourceLocation.of(utf8Offset: error.utf8Offset, in: text, path: path))])
        }
        guard let list = root["article"] else {
            return ([], [.error("not a Zhihu column: the top-level object has no \"article\" array",
                                at: location(of: root, in: text, path: path))])
        }
        guard let items = list.array else {
            return ([], [.error("\"article\" must be an array, found \(list.kindName)",
                                at: location(of: list, in: text, path: path))])
        }
        var articles: [ZhihuArticle] = []
        var diagnostics: [Diagnostic] = []
        for (position, item) in items.enumerated() {
            var missing: String?
            for field in ["url", "title", "content"] where item[field]?.string == nil {
                missing = field
                break
            }
            if let missing {
                let problem = item[missing] == nil ? "has no \"\(missing)\"" : "has a \"\(missing)\" that is not a string"
                diagnostics.append(.warning("skipped article \(position + 1) (line \(item.line)): it \(problem)",
                                            at: location(of: item, in: text, path: path)))
                continue
            }
            articles.append(ZhihuArticle(
                url: item["url"]!.string!, title: item["title"]!.string!, content: item["content"]!.string!,
                author: item["userName"]?.string, upvotes: item["upvote"]?.int,
                topics: (item["topic"]?.array ?? []).compactMap { $0["tag"]?.string ?? $0.string },
                comments: (item["comments"]?.array ?? []).compactMap { comment($0, replyTo: nil) },
                lines: item.line...max(item.line, item.endLine), position: position))
        }
        return (articles, diagnostics)
    }

    private static func comment(_ node: JSONNode, replyTo: String?) -> ZhihuComment? {
        guard let content = node["content"]?.string else { return nil }
        let author = node["userName"]?.string ?? ""
        let replies = replyTo == nil
            ? (node["childComments"]?.array ?? []).compactMap { reply in
                comment(reply, replyTo: reply["replyToAuthor"]?.string ?? author)
            }
            : []
        return ZhihuComment(author: author, likes: node["likes"]?.int ?? 0, content: content,
                            replyTo: replyTo, replies: replies)
    }

    private static func location(of node: JSONNode, in text: String, path: String) -> SourceLocation {
        SourceLocation.of(utf8Offset: node.utf8Offset, in: text, path: path)
    }
}
