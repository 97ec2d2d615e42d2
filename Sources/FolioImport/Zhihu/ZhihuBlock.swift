/// A block of a Zhihu article as read from its HTML, before headings are recognised.
public enum ZhihuBlock: Sendable, Equatable {
    /// How a text block was marked up in the HTML.
    public enum Kind: Sendable, Equatable {
        case paragraph
        /// `<h1>`…`<h6>` with its level.
        case heading(Int)
        /// `<li>`; `ordered` inside `<ol>`.
        case listItem(ordered: Bool)
    }

    /// Text (white space already normalised, never blank).
    case text(Kind, InlineText)
    /// One picture: its real URL and pixel size when known.
    case image(url: String, width: Int?, height: Int?)

    /// The plain text of a text block ("" for an image).
    public var plainText: String {
        if case .text(_, let text) = self { return text.plain }
        return ""
    }
}
