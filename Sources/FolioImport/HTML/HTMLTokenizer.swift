/// A small, tolerant HTML tokenizer: it never fails. A `<` that does not start a tag is text, an
/// unquoted attribute value runs to white space or `>`, a tag cut off by the end of the input is
/// dropped with its remains kept as text, and the contents of `script`, `style` and `textarea` are
/// read raw up to their end tag. Nesting is not checked: mis-nested and unclosed elements are the
/// consumer's business (see `ZhihuBlockReader`) — except that an element whose contents are hidden
/// (`svg`, `script`, `style`, …) and that is never closed is read as if closed at once: consumers
/// skip such an element up to its end tag, and the rest of the document would be lost without a
/// word. `unclosedElements(in:)` names them, for a warning.
public enum HTMLTokenizer {
    /// Elements whose contents are not markup.
    static let rawTextElements: Set<String> = ["script", "style", "textarea", "title", "xmp"]
    /// Elements whose contents consumers hide; when one is never closed it is closed at once.
    static let hiddenContentElements: Set<String> = rawTextElements.union(["svg", "math", "template", "head", "iframe", "object", "button", "select", "noembed", "noframes"])

    /// The tokens of `html`, adjacent text merged.
    public static func tokenize(_ html: String) -> [HTMLToken] {
        tokenizeReporting(html).tokens
    }

    /// The elements of `html` whose contents would be hidden and which are never closed, in order
    /// (`["svg"]`): `tokenize` reads each as closed at once, keeping the text after it.
    public static func unclosedElements(in html: String) -> [String] {
        tokenizeReporting(html).unclosed
    }

    private static func tokenizeReporting(_ html: String) -> (tokens: [HTMLToken], unclosed: [String]) {
        var reader = Reader(scalars: Array(html.unicodeScalars))
        var tokens = reader.run()
        var unclosed = reader.unclosed
        // Pair start and end tags from the end: a start tag with no end tag left after it is unclosed.
        var pendingEnds: [String: Int] = [:]
        var closedAtOnce: [String] = []
        for index in tokens.indices.reversed() {
            switch tokens[index] {
            case .endTag(let name) where hiddenContentElements.contains(name):
                pendingEnds[name, default: 0] += 1
            case .startTag(let name, let attributes, selfClosing: false) where hiddenContentElements.contains(name):
                if let count = pendingEnds[name], count > 0 {
                    pendingEnds[name] = count - 1
                } else {
                    tokens[index] = .startTag(name, attributes, selfClosing: true)
                    closedAtOnce.append(name)
                }
            default:
                break
            }
        }
        unclosed += closedAtOnce.reversed()
        return (tokens, unclosed)
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0
        var tokens: [HTMLToken] = []
        var text = String.UnicodeScalarView()
        /// Raw-text elements never closed (read as closed at once).
        var unclosed: [String] = []
        /// Per raw-text element, an offset from which its end tag is known not to follow.
        var noEndTagFrom: [String: Int] = [:]

        init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

        mutating func run() -> [HTMLToken] {
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "<", let next = peek(1) {
                    if next == "!" || next == "?" { readComment(); continue }
                    var cutOff = false
                    if next == "/", let letter = peek(2), letter.properties.isAlphabetic, letter.isASCII {
                        if readTag(closing: true) { continue }
                        cutOff = true
                    } else if next.properties.isAlphabetic && next.isASCII {
                        if readTag(closing: false) { continue }
                        cutOff = true
                    }
                    if cutOff {
                        // The tag runs to the end of the input: the rest is its text, not read again
                        // from every `<` in it (thousands of `<a x="` would take quadratic time).
                        text.append(contentsOf: scalars[index...])
                        index = scalars.count
                        continue
                    }
                }
                text.append(scalar)
                index += 1
            }
            flushText()
            return tokens
        }

        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        mutating func flushText() {
            guard !text.isEmpty else { return }
            let decoded = HTMLEntities.decode(String(text))
            if case .text(let previous)? = tokens.last {
                tokens[tokens.count - 1] = .text(previous + decoded)
            } else {
                tokens.append(.text(decoded))
            }
            text = String.UnicodeScalarView()
        }

        mutating func emit(_ token: HTMLToken) {
            flushText()
            tokens.append(token)
        }

        mutating func readComment() {
            let start = index
            if peek(1) == "!" && peek(2) == "-" && peek(3) == "-" {
                var end = index + 4
                while end < scalars.count && !(scalars[end] == ">" && end >= index + 6 && scalars[end - 1] == "-" && scalars[end - 2] == "-") {
                    end += 1
                }
                let bodyEnd = min(max(end - 2, index + 4), scalars.count)
                emit(.comment(string(index + 4, bodyEnd)))
                index = min(end + 1, scalars.count)
            } else {
                var end = index + 2
                while end < scalars.count && scalars[end] != ">" { end += 1 }
                emit(.comment(string(start + 2, end)))
                index = min(end + 1, scalars.count)
            }
        }

        func string(_ from: Int, _ to: Int) -> String {
            var view = String.UnicodeScalarView()
            if from < to { view.append(contentsOf: scalars[from..<to]) }
            return String(view)
        }

        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar == "\u{0C}"
        }

        /// Reads a tag at `index`; returns false (consuming nothing) when the input ends inside it.
        mutating func readTag(closing: Bool) -> Bool {
            var cursor = index + (closing ? 2 : 1)
            let nameStart = cursor
            while cursor < scalars.count, !isSpace(scalars[cursor]), scalars[cursor] != ">", scalars[cursor] != "/" {
                cursor += 1
            }
            let name = string(nameStart, cursor).lowercased()
            var attributes: [HTMLAttribute] = []
            var selfClosing = false
            while true {
                while cursor < scalars.count, isSpace(scalars[cursor]) { cursor += 1 }
                guard cursor < scalars.count else { return false }
                let scalar = scalars[cursor]
                if scalar == ">" { cursor += 1; break }
                if scalar == "/" {
                    cursor += 1
                    if cursor < scalars.count, scalars[cursor] == ">" { selfClosing = true; cursor += 1; break }
                    continue
                }
                let attributeStart = cursor
                cursor += 1
                while cursor < scalars.count, !isSpace(scalars[cursor]), scalars[cursor] != ">", scalars[cursor] != "=",
                      !(scalars[cursor] == "/" && cursor + 1 < scalars.count && scalars[cursor + 1] == ">") {
                    cursor += 1
                }
                let attributeName = string(attributeStart, cursor).lowercased()
                while cursor < scalars.count, isSpace(scalars[cursor]) { cursor += 1 }
                var value = ""
                if cursor < scalars.count, scalars[cursor] == "=" {
                    cursor += 1
                    while cursor < scalars.count, isSpace(scalars[cursor]) { cursor += 1 }
                    guard cursor < scalars.count else { return false }
                    let quote = scalars[cursor]
                    if quote == "\"" || quote == "'" {
                        let valueStart = cursor + 1
                        cursor = valueStart
                        while cursor < scalars.count, scalars[cursor] != quote { cursor += 1 }
                        guard cursor < scalars.count else { return false }
                        value = string(valueStart, cursor)
                        cursor += 1
                    } else {
                        let valueStart = cursor
                        while cursor < scalars.count, !isSpace(scalars[cursor]), scalars[cursor] != ">" { cursor += 1 }
                        value = string(valueStart, cursor)
                    }
                }
                if !closing && !attributes.contains(where: { $0.name == attributeName }) {
                    attributes.append(HTMLAttribute(attributeName, HTMLEntities.decode(value)))
                }
            }
            index = cursor
            if closing {
                emit(.endTag(name))
                return true
            }
            if HTMLTokenizer.rawTextElements.contains(name) && !selfClosing {
                guard rawTextEnd(of: name) < scalars.count else {
                    // Never closed: read as closed at once, and what follows as markup.
                    unclosed.append(name)
                    emit(.startTag(name, attributes, selfClosing: true))
                    return true
                }
                emit(.startTag(name, attributes, selfClosing: false))
                readRawText(of: name)
                return true
            }
            emit(.startTag(name, attributes, selfClosing: selfClosing))
            return true
        }

        /// Reads the contents of a raw-text element up to `</name` as one text token.
        mutating func readRawText(of name: String) {
            let cursor = rawTextEnd(of: name)
            if cursor > index { emit(.text(string(index, cursor))) }
            index = cursor
        }

        /// Where `</name` next starts from `index` (case-insensitive), or the end of the input. A
        /// search that found none is remembered, so thousands of unclosed `<style>` stay linear.
        mutating func rawTextEnd(of name: String) -> Int {
            if let missingFrom = noEndTagFrom[name], index >= missingFrom { return scalars.count }
            let end = searchRawTextEnd(of: name)
            if end == scalars.count { noEndTagFrom[name] = index }
            return end
        }

        private func searchRawTextEnd(of name: String) -> Int {
            let closing = Array(("</" + name).unicodeScalars)
            var cursor = index
            search: while cursor < scalars.count {
                if scalars[cursor] == "<" && cursor + closing.count <= scalars.count {
                    for offset in 0..<closing.count
                    where Character(scalars[cursor + offset]).lowercased() != Character(closing[offset]).lowercased() {
                        cursor += 1
                        continue search
                    }
                    break search
                }
                cursor += 1
            }
            return cursor
        }
    }
}
