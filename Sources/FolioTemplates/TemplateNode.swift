/// A node of a parsed template. Templates are parsed once into these trees and rendered many times.
indirect enum TemplateNode: Sendable {
    /// Literal text, shown as is.
    case text(String)
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (raw).
    case variable(TemplateName, escaped: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(TemplateName, [TemplateNode], inverted: Bool)
    /// `{{>name}}` or `{{>*name}}`.
    case partial(PartialCall)
    /// `{{<name}}…{{/name}}` with the blocks it overrides.
    case parent(PartialCall, arguments: [String: TemplateBlock])
    /// `{{$name}}default{{/name}}`.
    case block(TemplateBlock)
}

/// A (possibly dotted) name looked up in the context stack; `.` is the empty path (the top of the stack).
struct TemplateName: Sendable {
    /// The name's components: `a.b.c` → ["a", "b", "c"]; `.` → [].
    let components: [FieldKey]

    /// Splits a tag's name at its dots.
    init(_ name: String) {
        components = name == "." ? [] : name.split(separator: ".", omittingEmptySubsequences: false).map { FieldKey(String($0)) }
    }
}

/// A partial or parent tag: which template it includes and how it sits on its line.
struct PartialCall: Sendable {
    /// The template name, or nil for a dynamic name.
    let name: String?
    /// For `{{>*name}}`: the context name whose value is the template name.
    let dynamicName: TemplateName?
    /// True when the tag stood alone on its line.
    let isStandalone: Bool
    /// For a standalone tag: the whitespace before it, prepended to every line of the included template.
    let indentation: String
    /// Where the tag is, for errors (too deep recursion).
    let line: Int
    /// Where the tag is, for errors.
    let column: Int
}

/// A `{{$name}}…{{/name}}` block: a parameter of a template (with default content) or, inside a parent tag,
/// an argument that replaces the parent's block of the same name.
struct TemplateBlock: Sendable {
    /// The block's name (a namespace of its own).
    let name: String
    /// The default content (a parameter) or the replacement (an argument).
    let content: [TemplateNode]
    /// True when the opening tag stood alone on its line.
    let isStandalone: Bool
    /// The block's indentation: removed from the content's lines where it is defined, added where it is shown.
    let indentation: String
    /// True when the content begins at the start of a source line (so its first line carries indentation).
    let contentStartsLine: Bool
    /// The line ending removed after the closing tag when that tag stood alone ("" otherwise).
    let closingLineEnding: String
    /// Where the opening tag is, for errors (too deep recursion).
    let line: Int
    /// Where the opening tag is, for errors.
    let column: Int
}

/// One parsed template.
struct ParsedTemplate: Sendable {
    /// The template's name in its library.
    let name: String
    /// The path used in errors.
    let path: String
    /// The parsed content.
    let nodes: [TemplateNode]
}
