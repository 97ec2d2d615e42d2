/// Turns a template's source into a `ParsedTemplate`, collecting every error it can find.
enum TemplateParser {
    /// How deep sections, parents and blocks may nest in one template: the tree is rendered by
    /// recursion, which must not exhaust the stack (real themes nest a handful).
    static let maximumSectionDepth = 32

    /// Parses `source`; returns the template, or the errors found (unclosed tags, unbalanced sections,
    /// invalid delimiters, empty tags).
    static func parse(_ source: String, name: String, path: String) -> Result<ParsedTemplate, TemplateErrors> {
        var tokenizer = TemplateTokenizer(source: source, path: path)
        tokenizer.tokenize()
        var builder = TreeBuilder(tokens: tokenizer.tokens.strippingStandaloneLines(), path: path,
                                  positions: tokenizer.positions)
        builder.build()
        let errors = tokenizer.errors + builder.errors
        guard errors.isEmpty else { return .failure(TemplateErrors(errors: errors)) }
        return .success(ParsedTemplate(name: name, path: path, nodes: builder.rootNodes))
    }
}

/// Builds the node tree from tokens, matching each section, parent and block with its closing tag.
private struct TreeBuilder {
    /// A tag whose closing tag has not been seen yet, with the nodes collected inside it.
    struct OpenTag {
        let index: Int
        var nodes: [TemplateNode] = []
    }

    let tokens: [TemplateToken]
    let path: String
    let positions: SourcePositions
    private var open: [OpenTag] = []
    private(set) var rootNodes: [TemplateNode] = []
    private(set) var errors: [TemplateError] = []

    init(tokens: [TemplateToken], path: String, positions: SourcePositions) {
        self.tokens = tokens
        self.path = path
        self.positions = positions
    }

    mutating func build() {
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .text: appendText(token.content)
            case .variable(let escaped): append(.variable(TemplateName(token.content), escaped: escaped))
            case .section, .inverted, .parent, .block:
                guard open.count < TemplateParser.maximumSectionDepth else {
                    report("'\(token.spelling)' nests sections more than \(TemplateParser.maximumSectionDepth) levels deep; flatten the template",
                           at: token.offset)
                    open.removeAll()
                    return
                }
                open.append(OpenTag(index: index))
            case .close: close(at: index)
            case .comment, .setDelimiter: break
            case .partial: append(.partial(call(for: token)))
            }
        }
        for tag in open.reversed() {
            let token = tokens[tag.index]
            report("unclosed \(describe(token.kind)) '\(token.spelling)': add its closing tag '{{/\(token.content)}}'",
                   at: token.offset)
        }
    }

    private mutating func append(_ node: TemplateNode) {
        if open.isEmpty { rootNodes.append(node) } else { open[open.count - 1].nodes.append(node) }
    }

    private mutating func appendText(_ text: String) {
        if open.isEmpty {
            Self.merge(text, into: &rootNodes)
        } else {
            Self.merge(text, into: &open[open.count - 1].nodes)
        }
    }

    private static func merge(_ text: String, into nodes: inout [TemplateNode]) {
        if case .text? = nodes.last, case .text(var previous) = nodes.removeLast() {
            previous += text  // `previous` is the only reference now: appending does not copy
            nodes.append(.text(previous))
        } else {
            nodes.append(.text(text))
        }
    }

    private mutating func close(at index: Int) {
        let closing = tokens[index]
        guard let tag = open.popLast() else {
            report("'\(closing.spelling)' closes no open section", at: closing.offset)
            return
        }
        let opening = tokens[tag.index]
        if opening.content != closing.content {
            let (line, column) = positions.lineAndColumn(of: opening.offset)
            report("'\(closing.spelling)' does not match '\(opening.spelling)' opened at \(line):\(column); "
                + "expected '{{/\(opening.content)}}'", at: closing.offset)
        }
        switch opening.kind {
        case .section, .inverted:
            append(.section(TemplateName(opening.content), tag.nodes, inverted: opening.kind == .inverted))
        case .parent:
            var arguments: [String: TemplateBlock] = [:]
            for case .block(let block) in tag.nodes { arguments[block.name] = block }
            append(.parent(call(for: opening), arguments: arguments))
        default:
            append(.block(block(openedAt: tag.index, closedAt: index, content: tag.nodes)))
        }
    }

    /// A block with its indentation: when its opening tag stands alone, the indentation of its first content
    /// line (or of the tag's line when it has no content); otherwise the whitespace before the tag.
    private func block(openedAt openIndex: Int, closedAt closeIndex: Int, content: [TemplateNode]) -> TemplateBlock {
        let opening = tokens[openIndex]
        let closing = tokens[closeIndex]
        var indentation = ""
        if opening.isStandalone {
            if openIndex + 1 < closeIndex {
                let first = tokens[openIndex + 1]
                indentation = first.kind == .text
                    ? String(first.content.prefix(while: \.isInlineWhitespace))
                    : (first.isStandalone ? first.indentation : "")
            } else {
                indentation = opening.indentation
            }
        } else if openIndex > 0, tokens[openIndex - 1].kind == .text {
            let before = tokens[openIndex - 1]
            let startsLine = openIndex == 1 || tokens[openIndex - 2].content.last?.isTemplateLineEnding == true
            if startsLine, before.content.allSatisfy(\.isInlineWhitespace) { indentation = before.content }
        }
        let (line, column) = positions.lineAndColumn(of: opening.offset)
        return TemplateBlock(name: opening.content, content: content, isStandalone: opening.isStandalone,
                             indentation: indentation, contentStartsLine: opening.isStandalone,
                             closingLineEnding: closing.isStandalone ? closing.strippedLineEnding : "",
                             line: line, column: column)
    }

    private func call(for token: TemplateToken) -> PartialCall {
        let (line, column) = positions.lineAndColumn(of: token.offset)
        var dynamicName: TemplateName?
        var name: String? = token.content
        if token.content.hasPrefix("*") {
            dynamicName = TemplateName(String(token.content.dropFirst()).trimmingInlineWhitespace())
            name = nil
        }
        return PartialCall(name: name, dynamicName: dynamicName, isStandalone: token.isStandalone,
                           indentation: token.indentation, line: line, column: column)
    }

    private func describe(_ kind: TemplateToken.Kind) -> String {
        switch kind {
        case .inverted: return "inverted section"
        case .parent: return "parent"
        case .block: return "block"
        default: return "section"
        }
    }

    private mutating func report(_ message: String, at offset: Int) {
        let (line, column) = positions.lineAndColumn(of: offset)
        errors.append(TemplateError(path: path, line: line, column: column, message: message))
    }
}
