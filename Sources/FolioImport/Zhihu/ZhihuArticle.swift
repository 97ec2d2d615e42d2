import Foundation
import FolioCore

/// One comment of a column article (a top-level comment or a reply).
public struct ZhihuComment: Sendable, Equatable {
    /// The commenter's display name.
    public var author: String
    /// How many people liked it.
    public var likes: Int
    /// The comment as scraped (plain text or untrusted HTML).
    public var content: String
    /// For a reply: the author it answers.
    public var replyTo: String?
    /// Replies to a top-level comment.
    public var replies: [ZhihuComment]

    /// Creates a comment.
    public init(author: String, likes: Int, content: String, replyTo: String? = nil, replies: [ZhihuComment] = []) {
        self.author = author
        self.likes = likes
        self.content = content
        self.replyTo = replyTo
        self.replies = replies
    }
}

/// One article of a Zhihu column scrape, with where it stands in the JSON file.
public struct ZhihuArticle: Sendable, Equatable {
    /// `https://zhuanlan.zhihu.com/p/<id>`.
    public var url: String
    /// The title as published.
    public var title: String
    /// The article's HTML.
    public var content: String
    /// The author's display name.
    public var author: String?
    /// Upvotes.
    public var upvotes: Int?
    /// The topic tags.
    public var topics: [String]
    /// The comment threads.
    public var comments: [ZhihuComment]
    /// The lines of the JSON file the article object spans.
    public var lines: ClosedRange<Int>
    /// The position in the file's `article` array.
    public var position: Int

    /// The last path component of the URL, `p/<id>` form: `p/24089224`.
    public var urlKey: String {
        let parts = url.split(separator: "/").suffix(2)
        return parts.joined(separator: "/")
    }

    /// The numeric id at the end of the URL (Zhihu ids grow with time).
    public var numericID: Int? {
        url.split(separator: "/").last.flatMap { Int($0.prefix { $0.isNumber }) }
    }
}
