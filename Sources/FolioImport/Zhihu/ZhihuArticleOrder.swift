/// Puts the articles of one edition in reading order.
public enum ZhihuArticleOrder {
    /// `articles` sorted by `order` (URL id ties and articles without an id keep their file order),
    /// then each move applied in turn; a move whose article is not among `articles` is ignored, one
    /// whose anchor is missing is reported and not applied.
    public static func arrange(_ articles: [ZhihuArticle], order: ZhihuColumnOptions.Order,
                               moves: [ZhihuColumnOptions.Move]) -> ([ZhihuArticle], [String]) {
        var ordered: [ZhihuArticle]
        switch order {
        case .source: ordered = articles.sorted { $0.position < $1.position }
        case .sourceReversed: ordered = articles.sorted { $0.position > $1.position }
        case .urlID:
            ordered = articles.sorted {
                let left = $0.numericID ?? Int.max
                let right = $1.numericID ?? Int.max
                return left != right ? left < right : $0.position < $1.position
            }
        }
        var problems: [String] = []
        for move in moves {
            guard let from = ordered.firstIndex(where: { $0.urlKey == move.article }) else { continue }
            let moved = ordered.remove(at: from)
            guard let anchor = ordered.firstIndex(where: { $0.urlKey == move.after }) else {
                ordered.insert(moved, at: from)
                problems.append("move: '\(move.article)' cannot go after '\(move.after)', which is not in the same edition")
                continue
            }
            ordered.insert(moved, at: anchor + 1)
        }
        return (ordered, problems)
    }
}
