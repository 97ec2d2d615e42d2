/// HTML that Markdown books use and Folio does not pass through (it shows raw HTML as text), made
/// Markdown: `<img>` → an image, `<a href>` → a link, `<b>`/`<strong>`, `<i>`/`<em>`, `<code>`/`<kbd>`,
/// `<s>`/`<del>` → their marks, `<h1>`…`<h6>` at a line's start → a heading; presentational wrappers
/// (`<p align>`, `<div>`, `<center>`, `<span>`, `<font>`, `<sup>` …) are dropped and their text kept;
/// comments are removed. Other tags and `<br>` (see `MarkdownRepairs`) are left as they are.
enum InlineHTMLRepairs {
    /// Tags dropped with their text kept.
    static let wrappers: Set<String> = ["p", "div", "span", "font", "center", "u", "sup", "sub", "mark", "small", "big",
                                        "section", "article", "figure", "figcaption", "details", "summary", "ins", "abbr"]
    /// Tags that become Markdown marks.
    static let marks: [String: String] = ["b": "**", "strong": "**", "i": "*", "em": "*", "code": "`", "kbd": "`",
                                          "s": "~~", "del": "~~", "strike": "~~"]

    /// `lines` with their HTML made Markdown; comments may span lines.
    static func repair(_ lines: [MarkdownLines.Line]) -> [MarkdownLines.Line] {
        var inComment = false
        var links: [String?] = []
        return joiningTagsAcrossLines(lines).map { line in
            guard !line.inCode else { return line }
            return MarkdownLines.Line(text: repair(line.text, inComment: &inComment, links: &links), inCode: false)
        }
    }

    private static func repair(_ line: String, inComment: inout Bool, links: inout [String?]) -> String {
        let characters = Array(line)
        let code = MarkdownLines.codeSpanMask(characters)
        var result = ""
        var index = 0
        while index < characters.count {
            if inComment {
                guard let end = find("-->", in: characters, from: index) else { return result }
                inComment = false
                index = end + 3
                continue
            }
            guard characters[index] == "<", !code[index], index + 1 < characters.count else {
                result.append(characters[index])
                index += 1
                continue
            }
            if characters[index...].starts(with: "<!--") {
                inComment = true
                index += 4
                continue
            }
            let next = characters[index + 1]
            guard next.isASCII && (next.isLetter || next == "/"), let close = tagEnd(characters, from: index) else {
                result.append(characters[index])
                index += 1
                continue
            }
            let tag = String(characters[index...close])
            if let replacement = markdown(for: tag, atLineStart: result.allSatisfy(\.isWhitespace), links: &links) {
                result += replacement
            } else {
                result += tag
            }
            index = close + 1
        }
        return result
    }

    /// The Markdown for one tag, or nil to keep it as written.
    private static func markdown(for tag: String, atLineStart: Bool, links: inout [String?]) -> String? {
        guard let token = HTMLTokenizer.tokenize(tag).first else { return nil }
        switch token {
        case .startTag(let name, _, _):
            let name = name.lowercased()
            if name == "img" {
                guard let source = token.attribute("src"), !source.isEmpty else { return "" }
                let alt = (token.attribute("alt") ?? "").replacingOccurrences(of: "]", with: "")
                return "![\(alt)](<\(source)>)"
            }
            if name == "a" {
                let href = token.attribute("href").flatMap { $0.isEmpty ? nil : $0 }
                links.append(href)
                return href == nil ? "" : "["
            }
            if let mark = marks[name] { return mark }
            if wrappers.contains(name) { return "" }
            if atLineStart, name.count == 2, name.first == "h", let level = Int(name.dropFirst()), (1...6).contains(level) {
                return String(repeating: "#", count: level) + " "
            }
            return nil
        case .endTag(let name):
            let name = name.lowercased()
            if name == "a" {
                guard let last = links.popLast() else { return "" }
                return last.map { "](<\($0)>)" } ?? ""
            }
            if let mark = marks[name] { return mark }
            if wrappers.contains(name) || (name.count == 2 && name.first == "h" && Int(name.dropFirst()) != nil) { return "" }
            return nil
        default:
            return nil
        }
    }

    /// `lines` with a tag that goes on over the next lines (an `<img` whose attributes are wrapped)
    /// joined into its first line, up to ten lines.
    static func joiningTagsAcrossLines(_ lines: [MarkdownLines.Line]) -> [MarkdownLines.Line] {
        var result: [MarkdownLines.Line] = []
        var index = 0
        while index < lines.count {
            var line = lines[index]
            index += 1
            guard !line.inCode, let open = unclosedTagStart(line.text) else {
                result.append(line)
                continue
            }
            var joined = line.text
            var next = index
            while next < lines.count, next - index < 10, !lines[next].inCode, !lines[next].text.allSatisfy(\.isWhitespace) {
                joined += " " + lines[next].text.trimmingCharacters(in: .whitespaces)
                next += 1
                if tagEnd(Array(joined), from: open) != nil {
                    line.text = joined
                    index = next
                    break
                }
            }
            result.append(line)
        }
        return result
    }

    /// Where a tag that the line does not close starts (in characters), if there is one.
    private static func unclosedTagStart(_ line: String) -> Int? {
        let characters = Array(line)
        guard let last = characters.lastIndex(of: "<"), last + 1 < characters.count,
              characters[last + 1].isASCII, characters[last + 1].isLetter, tagEnd(characters, from: last) == nil else { return nil }
        return last
    }

    /// The index of the `>` that ends the tag starting at `start`, quotes respected.
    private static func tagEnd(_ characters: [Character], from start: Int) -> Int? {
        var quote: Character?
        var index = start + 1
        while index < characters.count {
            let character = characters[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ">" {
                return index
            } else if character == "<" {
                return nil
            }
            index += 1
        }
        return nil
    }

    private static func find(_ needle: String, in characters: [Character], from start: Int) -> Int? {
        let pattern = Array(needle)
        var index = start
        while index + pattern.count <= characters.count {
            if Array(characters[index..<(index + pattern.count)]) == pattern { return index }
            index += 1
        }
        return nil
    }
}
