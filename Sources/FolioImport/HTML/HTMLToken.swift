/// One attribute of an HTML start tag; the value has its character references decoded.
public struct HTMLAttribute: Sendable, Equatable {
    /// The attribute name, lowercased.
    public var name: String
    /// The value ("" for an attribute written without one).
    public var value: String

    /// Creates an attribute.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// A piece of an HTML document as `HTMLTokenizer` reads it. Nesting is left to the consumer.
public enum HTMLToken: Sendable, Equatable {
    /// `<name attr="value">`; `selfClosing` when written `<name/>`.
    case startTag(String, [HTMLAttribute], selfClosing: Bool)
    /// `</name>`.
    case endTag(String)
    /// Text between tags, character references decoded.
    case text(String)
    /// `<!-- … -->`, `<!DOCTYPE …>` or `<?…>`: never visible.
    case comment(String)

    /// The value of attribute `name` of a start tag.
    public func attribute(_ name: String) -> String? {
        if case .startTag(_, let attributes, _) = self { return attributes.first { $0.name == name }?.value }
        return nil
    }
}
