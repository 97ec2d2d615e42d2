/// Cuts a template's source into text and tag tokens, following set-delimiter tags.
struct TemplateTokenizer {
    /// The source, as characters so columns count characters.
    let characters: [Character]
    /// The template's path, for errors.
    let path: String
    /// Maps offsets to lines and columns.
    let positions: SourcePositions

    private var openDelimiter: [Character] = ["{", "{"]
    private var closeDelimiter: [Character] = ["}", "}"]
    /// The tokens cut so far, in source order.
    private(set) var tokens: [TemplateToken] = []
    /// The errors found so far (unclosed tag, invalid delimiters, empty tag).
    private(set) var errors: [TemplateError] = []

    /// Prepares to tokenize `source`.
    init(source: String, path: String) {
        self.characters = Array(source)
        self.path = path
        self.positions = SourcePositions(characters)
    }

    /// Tokenizes the whole source; stops at an unclosed tag (everything after it is unreliable).
    mutating func tokenize() {
        var position = 0
        while position < characters.count {
            guard let tagStart = find(openDelimiter, from: position) else {
                appendText(from: position, to: characters.count)
                return
            }
            appendText(from: position, to: tagStart)
            guard let tagEnd = readTag(at: tagStart) else { return }
            position = tagEnd
        }
    }

    /// Records an error at a character offset.
    mutating func report(_ message: String, at offset: Int) {
        let (line, column) = positions.lineAndColumn(of: offset)
        errors.append(TemplateError(path: path, line: line, column: column, message: message))
    }

    /// Appends text tokens for `start..<end`, cut after each line ending.
    private mutating func appendText(from start: Int, to end: Int) {
        var lineStart = start
        for index in start..<end where characters[index].isTemplateLineEnding {
            appendTextToken(from: lineStart, to: index + 1)
            lineStart = index + 1
        }
        if lineStart < end { appendTextToken(from: lineStart, to: end) }
    }

    private mutating func appendTextToken(from start: Int, to end: Int) {
        let text = String(characters[start..<end])
        tokens.append(TemplateToken(kind: .text, content: text, spelling: text, offset: start))
    }

    /// Reads the tag starting at `start`; returns the offset after it, or nil when it is never closed.
    private mutating func readTag(at start: Int) -> Int? {
        let contentStart = start + openDelimiter.count
        var closing = closeDelimiter
        var isTriple = false
        if contentStart < characters.count, characters[contentStart] == "{" {
            isTriple = true
            closing = ["}"] + closeDelimiter
        }
        guard let contentEnd = find(closing, from: contentStart) else {
            let opened = String(characters[start..<min(characters.count, contentStart + 12)])
                .split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            report("unclosed tag '\(opened)': expected '\(String(closing))'", at: start)
            return nil
        }
        let end = contentEnd + closing.count
        let spelling = String(characters[start..<end])
        var inner = String(characters[contentStart..<contentEnd])
        let kind: TemplateToken.Kind
        if isTriple {
            inner.removeFirst()
            kind = .variable(escaped: false)
        } else {
            kind = Self.kind(of: inner.first)
            if kind != .variable(escaped: true) { inner.removeFirst() }
        }
        switch kind {
        case .comment:
            tokens.append(TemplateToken(kind: .comment, content: "", spelling: spelling, offset: start))
        case .setDelimiter:
            setDelimiters(inner, spelling: spelling, at: start)
        default:
            let name = inner.trimmingInlineWhitespace()
            if name.isEmpty {
                report("empty tag '\(spelling)': write a name between the delimiters", at: start)
            } else {
                tokens.append(TemplateToken(kind: kind, content: name, spelling: spelling, offset: start))
            }
        }
        return end
    }

    /// The kind of a non-triple tag from the character after its opening delimiter.
    private static func kind(of sigil: Character?) -> TemplateToken.Kind {
        switch sigil {
        case "#": return .section
        case "^": return .inverted
        case "/": return .close
        case "!": return .comment
        case ">": return .partial
        case "<": return .parent
        case "$": return .block
        case "&": return .variable(escaped: false)
        case "=": return .setDelimiter
        default: return .variable(escaped: true)
        }
    }

    /// Applies `{{=open close=}}` (`inner` is the text after the first "=").
    private mutating func setDelimiters(_ inner: String, spelling: String, at start: Int) {
        var body = inner
        guard body.last == "=" else {
            report("invalid set-delimiter tag '\(spelling)': it must end with '=' before the closing delimiter", at: start)
            return
        }
        body.removeLast()
        let parts = body.split(whereSeparator: { $0.isWhitespace })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            report("invalid set-delimiter tag '\(spelling)': expected two delimiters without '=' separated by a space, as in '{{=<% %>=}}'", at: start)
            return
        }
        openDelimiter = Array(parts[0])
        closeDelimiter = Array(parts[1])
        tokens.append(TemplateToken(kind: .setDelimiter, content: "", spelling: spelling, offset: start))
    }

    /// The first offset at or after `start` where `needle` occurs.
    private func find(_ needle: [Character], from start: Int) -> Int? {
        guard let first = needle.first, characters.count >= needle.count else { return nil }
        var index = start
        let last = characters.count - needle.count
        while index <= last {
            if characters[index] == first {
                var matches = true
                for offset in 1..<needle.count where characters[index + offset] != needle[offset] {
                    matches = false
                    break
                }
                if matches { return index }
            }
            index += 1
        }
        return nil
    }
}

extension String {
    /// The string without leading and trailing whitespace (spaces, tabs and line endings).
    func trimmingInlineWhitespace() -> String {
        var view = Substring(self)
        while let first = view.first, first.isWhitespace { view.removeFirst() }
        while let last = view.last, last.isWhitespace { view.removeLast() }
        return String(view)
    }
}
