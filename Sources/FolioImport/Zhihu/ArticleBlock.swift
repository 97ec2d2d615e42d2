/// A block of an article after headings are recognised: what the Markdown writer turns into text.
public enum ArticleBlock: Sendable, Equatable {
    /// A heading at Markdown level 2…6, in one or both languages.
    case heading(level: Int, BilingualHeading)
    /// A paragraph.
    case paragraph(InlineText)
    /// A list item (`·`-paragraphs become items too, see `ZhihuMarkdownWriter`).
    case listItem(InlineText, ordered: Bool)
    /// A picture.
    case image(url: String, width: Int?, height: Int?)
}
