/// Indentation: every line of template text loses `dedent` and gains `indent` at its start.
extension TemplateRenderer {
    /// Sets the layout for the template text rendered next.
    mutating func setLayout(indent: String, dedent: String) {
        self.indent = indent
        self.dedent = dedent
        hasLayout = !indent.isEmpty || !dedent.isEmpty
    }

    /// `text` without the longest start it shares with `prefix`.
    static func removingPrefix(_ prefix: String, from text: String) -> String {
        String(removingPrefix(prefix, from: Substring(text)))
    }

    private static func removingPrefix(_ prefix: String, from text: Substring) -> Substring {
        var rest = text
        for character in prefix {
            guard rest.first == character else { break }
            rest.removeFirst()
        }
        return rest
    }

    /// Appends template text, applying the layout to each line start.
    mutating func appendTemplateText(_ text: String) {
        guard hasLayout else {
            output.appendUTF8(text)
            return
        }
        var rest = Substring(text)
        while !rest.isEmpty {
            // A line ends after its line feed (alone or in CR LF): a line feed always ends a character,
            // so the bytes find the same line ends as the characters would.
            let lineEnd = rest.utf8.firstIndex(of: UInt8(ascii: "\n")).map { rest.utf8.index(after: $0) } ?? rest.endIndex
            var line = rest[..<lineEnd]
            rest = rest[lineEnd...]
            if atLineStart {
                line = Self.removingPrefix(dedent, from: line)
                if line.isEmpty { continue }
                startLine()
            }
            output.appendUTF8(line)
            if line.utf8.last == UInt8(ascii: "\n") { atLineStart = true }
        }
    }

    /// Appends an interpolated value (never re-indented inside, but indented when it begins a line).
    mutating func appendValue(_ text: String, escaped: Bool) {
        guard !text.isEmpty else { return }
        if hasLayout, atLineStart { startLine() }
        if escaped { output.appendHTMLEscaped(text) } else { output.appendUTF8(text) }
    }

    private mutating func startLine() {
        if skipIndentOnce { skipIndentOnce = false } else { output.appendUTF8(indent) }
        atLineStart = false
    }
}
