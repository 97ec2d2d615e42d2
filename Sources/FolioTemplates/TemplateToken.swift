/// One piece of a template's source: a run of text or a tag, as the tokenizer cuts it.
struct TemplateToken: Sendable {
    /// What the token is.
    enum Kind: Sendable, Equatable {
        /// Literal text; a text token holds at most one line ending, at its end.
        case text
        /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (raw).
        case variable(escaped: Bool)
        /// `{{#name}}`.
        case section
        /// `{{^name}}`.
        case inverted
        /// `{{/name}}`.
        case close
        /// `{{! … }}`.
        case comment
        /// `{{>name}}`.
        case partial
        /// `{{<name}}`.
        case parent
        /// `{{$name}}`.
        case block
        /// `{{=<% %>=}}`.
        case setDelimiter
    }

    /// What the token is.
    var kind: Kind
    /// The text of a text token, or the trimmed name of a tag.
    var content: String
    /// The tag as written, delimiters included (for error messages).
    var spelling: String
    /// Character offset of the token's first character in the template source.
    var offset: Int
    /// True when the tag stands alone on its line (the line's whitespace and line ending were removed).
    var isStandalone = false
    /// For a standalone tag: the whitespace that preceded the line's first tag.
    var indentation = ""
    /// For a standalone tag: the line ending removed with its line ("" at the end of the template).
    var strippedLineEnding = ""

    /// True for tags that may stand alone on a line (everything but text and interpolation).
    var canStandAlone: Bool {
        switch kind {
        case .text, .variable: return false
        default: return true
        }
    }
}

extension Character {
    /// True for a line ending the spec recognises: "\n" or "\r\n" (one `Character` in Swift).
    var isTemplateLineEnding: Bool { self == "\n" || self == "\r\n" }

    /// True for spaces and tabs, the only whitespace a standalone line may hold besides its line ending.
    var isInlineWhitespace: Bool { self == " " || self == "\t" }
}
