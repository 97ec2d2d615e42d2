/// Renders parsed templates against a context stack, appending everything to one UTF-8 byte buffer.
///
/// Indentation (standalone partials and parents, inherited blocks) is a "layout": `dedent` is removed from and
/// `indent` added to the start of every line of template text. Interpolated values are never re-indented.
/// When both are empty (the usual case) text is appended without looking at it.
struct TemplateRenderer {
    /// How deep partials, parents and blocks may nest before rendering stops with an error.
    static let maximumDepth = 100

    /// The templates partials and parents are looked up in.
    let templates: [String: ParsedTemplate]
    /// The rendered text not yet passed to `flush`, as UTF-8.
    var output: [UInt8] = []
    /// When given, takes `output` whenever it grows past `partSize` (a page written to its file as
    /// it is made); otherwise all the output stays in `output`.
    var flush: (([UInt8]) throws -> Void)?
    /// The last byte passed to `flush`.
    private var lastFlushedByte: UInt8?
    /// The number of bytes passed to `flush`.
    private var flushedCount = 0
    /// With `flush`, output larger than this (a print page holding every chapter) is passed on in
    /// parts of about this size: never held whole, nor copied to grow one buffer.
    static let partSize = 1 << 20
    /// The context stack; the innermost frame is last. Frames are values whose storage is shared, not copied.
    private var stack: [TemplateValue]
    /// The block arguments in force, by block name (outer parents win over inner ones).
    private var overrides: [String: BlockArgument] = [:]
    /// Added at the start of every line of template text.
    var indent = ""
    /// Removed from the start of every line of template text (where a block argument was written).
    var dedent = ""
    /// True when `indent` or `dedent` is not empty (then text is appended line by line).
    var hasLayout = false
    /// True when the next template text begins a line (tracked only while a layout is active).
    var atLineStart = true
    /// True when the next line start must not be indented (a block argument shown inline).
    var skipIndentOnce = false
    private var depth = 0
    /// The path of the template being rendered, for errors.
    private var path: String

    /// Prepares to render with `context` as the bottom of the context stack.
    init(templates: [String: ParsedTemplate], context: TemplateValue, path: String) {
        self.templates = templates
        self.stack = [context]
        self.path = path
    }

    /// Renders `nodes` into `output`.
    mutating func render(_ nodes: [TemplateNode]) throws {
        for node in nodes {
            switch node {
            case .text(let text):
                appendTemplateText(text)
            case .variable(let name, let escaped):
                guard let value = lookup(name) else { break }
                if case .deferred(let text) = value, !escaped, !hasLayout {
                    text.appendUTF8(to: &output)  // no layout to apply: the bytes go straight in
                    if output.count >= Self.partSize, let flush { try flushOutput(to: flush) }
                } else {
                    appendValue(value.interpolatedText, escaped: escaped)
                }
            case .section(let name, let content, let inverted):
                try renderSection(name, content, inverted: inverted)
            case .partial(let call):
                try include(call, arguments: nil)
            case .parent(let call, let arguments):
                try include(call, arguments: arguments)
            case .block(let block):
                if let argument = overrides[block.name] {
                    try expand(argument, at: block)
                } else {
                    try render(block.content)
                }
            }
        }
    }

    private mutating func renderSection(_ name: TemplateName, _ content: [TemplateNode], inverted: Bool) throws {
        let value = lookup(name) ?? .null
        if inverted {
            if !value.isTruthy { try render(content) }
            return
        }
        guard value.isTruthy else { return }
        switch value {
        case .array(let items):
            for item in items {
                stack.append(item)
                try render(content)
                stack.removeLast()
            }
        case .bool:
            try render(content)
        default:
            stack.append(value)
            try render(content)
            stack.removeLast()
        }
    }

    /// Resolves a name: `.` is the top frame; otherwise the first component is searched from the innermost
    /// frame outwards and the other components are looked up in what it found (never further out).
    private func lookup(_ name: TemplateName) -> TemplateValue? {
        // Frames and names are read in place by position: copying them would cost reference counting.
        let components = name.components
        guard !components.isEmpty else { return stack.last }
        var frame = stack.count - 1
        while frame >= 0 {
            if let value = stack[frame].field(components[0]) {
                var value = value
                for component in 1..<components.count {
                    guard let next = value.field(components[component]) else { return nil }
                    value = next
                }
                return value
            }
            frame -= 1
        }
        return nil
    }

    /// Shows a partial (`arguments == nil`) or a parent with its block arguments. Missing templates show nothing.
    private mutating func include(_ call: PartialCall, arguments: [String: TemplateBlock]?) throws {
        var name = call.name
        if let dynamicName = call.dynamicName, case .string(let resolved)? = lookup(dynamicName) { name = resolved }
        guard let name, let template = templates[name] else { return }
        try enterNested(call.line, call.column, what: "'\(name)'")
        let saved = (indent, dedent, overrides, path)
        if call.isStandalone {
            setLayout(indent: indent + Self.removingPrefix(dedent, from: call.indentation), dedent: "")
            atLineStart = true
        } else {
            setLayout(indent: indent, dedent: "")
        }
        if let arguments {
            for (blockName, block) in arguments where overrides[blockName] == nil {
                overrides[blockName] = BlockArgument(block: block, path: path)
            }
        }
        path = template.path
        try render(template.nodes)
        (indent, dedent, overrides, path) = saved
        hasLayout = !indent.isEmpty || !dedent.isEmpty
        depth -= 1
    }

    /// Shows a block argument in place of the parent's block `site`, re-indented from where it was written to
    /// where it is shown.
    private mutating func expand(_ passed: BlockArgument, at site: TemplateBlock) throws {
        try enterNested(site.line, site.column, what: "block '\(site.name)'")
        let argument = passed.block
        let saved = (indent, dedent, atLineStart, skipIndentOnce, path)
        path = passed.path
        let sizeBefore = renderedCount
        setLayout(indent: indent + Self.removingPrefix(dedent, from: site.indentation), dedent: argument.indentation)
        if site.isStandalone {
            atLineStart = true
            skipIndentOnce = false
        } else {
            atLineStart = argument.contentStartsLine
            skipIndentOnce = argument.contentStartsLine
        }
        try render(argument.content)
        if renderedCount == sizeBefore {
            (atLineStart, skipIndentOnce) = (saved.2, saved.3)
        } else {
            skipIndentOnce = false
            // A standalone block fills whole lines: end its last line like the line its tags stood on.
            if site.isStandalone, !site.closingLineEnding.isEmpty, let last = lastByte, last != UInt8(ascii: "\n") {
                output.appendUTF8(site.closingLineEnding)
                atLineStart = true
            }
        }
        (indent, dedent, path) = (saved.0, saved.1, saved.4)
        hasLayout = !indent.isEmpty || !dedent.isEmpty
        depth -= 1
    }

    /// The number of bytes rendered so far.
    private var renderedCount: Int { flushedCount + output.count }

    /// The last byte rendered so far.
    private var lastByte: UInt8? { output.last ?? lastFlushedByte }

    /// Passes `output` to `flush` and empties it.
    private mutating func flushOutput(to flush: ([UInt8]) throws -> Void) throws {
        try flush(output)
        flushedCount += output.count
        lastFlushedByte = output.last ?? lastFlushedByte
        output.removeAll(keepingCapacity: true)
    }

    private mutating func enterNested(_ line: Int, _ column: Int, what: String) throws {
        guard depth < Self.maximumDepth else {
            throw TemplateError(path: path, line: line, column: column,
                                message: "\(what) nested more than \(Self.maximumDepth) levels deep: a template probably includes itself without end")
        }
        depth += 1
    }
}

/// A block argument of a parent tag, with the path of the template it was written in (for errors).
struct BlockArgument: Sendable {
    /// The argument's content and indentation.
    let block: TemplateBlock
    /// The path of the template holding the parent tag.
    let path: String
}
