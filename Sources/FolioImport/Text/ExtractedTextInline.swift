/// Inline clean-up and Markdown rendering for text extracted from PDFs and web pages.
///
/// Such text carries residue of the markup it came from: HTML tags (`<code>`, `<u>`, colour-swatch
/// `<div style=…>`), LaTeX (`$1\text{pt} = 1\text{px}$`), Markdown escapes (`\(`), Markdown bold and code
/// spans, and links whose target was lost (`[Alerts](#)`). `cleanResidue` removes the residue but keeps the
/// text; `markdown` renders the result as a Markdown inline string in which everything else is escaped.
public enum ExtractedTextInline {
    /// HTML element names whose tags are removed (their text is kept).
    static let htmlElements: Set<String> = [
        "a", "b", "br", "code", "div", "em", "font", "i", "p", "s", "small", "span", "strong", "sub", "sup", "u",
    ]

    /// `text` without markup residue: HTML tags of common elements removed (`<code>x</code>` becomes the
    /// code span `` `x` ``, `<br>` a space), LaTeX math holding commands unwrapped (`$1\text{pt}$` → `1pt`),
    /// and backslash escapes of ASCII punctuation undone (`\(` → `(`).
    public static func cleanResidue(_ text: String) -> String {
        unescapingPunctuation(unwrappingLaTeX(removingHTMLTags(text)))
    }

    /// Removes tags of `htmlElements`; `<code>`/`</code>` become backticks and `<br>` a space.
    static func removingHTMLTags(_ text: String) -> String {
        guard text.contains("<") else { return text }
        var out = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "<", let close = text[index...].firstIndex(of: ">") {
                var inner = text[text.index(after: index)..<close]
                if inner.hasSuffix("/") { inner = inner.dropLast() }
                if inner.hasPrefix("/") { inner = inner.dropFirst() }
                let name = inner.prefix { $0.isLetter }.lowercased()
                let rest = inner.dropFirst(name.count)
                if htmlElements.contains(name), rest.isEmpty || rest.first!.isWhitespace {
                    if name == "code" { out.append("`") } else if name == "br" { out.append(" ") }
                    index = text.index(after: close)
                    continue
                }
            }
            out.append(character)
            index = text.index(after: index)
        }
        return out
    }

    /// Unwraps `$…$` spans that hold LaTeX commands: `\text{x}`-style commands keep their argument,
    /// `\times` and `\cdot` become `×` and `·`, spacing commands a space; other `$` are left alone.
    static func unwrapLaTeX(_ math: String) -> String? {
        guard math.contains("\\") else { return nil }
        var out = ""
        var index = math.startIndex
        let symbols = ["times": "×", "cdot": "·", "pm": "±", "approx": "≈", "le": "≤", "ge": "≥", "%": "%"]
        while index < math.endIndex {
            let character = math[index]
            guard character == "\\" else {
                if character != "{" && character != "}" { out.append(character) }
                index = math.index(after: index)
                continue
            }
            let nameStart = math.index(after: index)
            guard nameStart < math.endIndex else { break }
            var nameEnd = nameStart
            while nameEnd < math.endIndex, math[nameEnd].isLetter { nameEnd = math.index(after: nameEnd) }
            if nameEnd == nameStart {  // \, \; \  \% and the like
                let symbol = String(math[nameStart])
                out.append(symbols[symbol] ?? " ")
                index = math.index(after: nameStart)
                continue
            }
            let name = String(math[nameStart..<nameEnd])
            if let symbol = symbols[name] { out.append(symbol) }
            index = nameEnd
        }
        return out.collapsingWhitespace
    }

    private static func unwrappingLaTeX(_ text: String) -> String {
        guard text.contains("$"), text.contains("\\") else { return text }
        let parts = text.components(separatedBy: "$")
        guard parts.count >= 3 else { return text }
        var out = parts[0]
        var index = 1
        while index < parts.count {
            if index + 1 < parts.count, let unwrapped = unwrapLaTeX(parts[index]) {
                out += unwrapped + parts[index + 1]
                index += 2
            } else {
                out += "$" + parts[index]
                index += 1
            }
        }
        return out
    }

    private static func unescapingPunctuation(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var out = ""
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index] == "\\", next < text.endIndex, text[next].isASCII, text[next].isPunctuation || text[next].isSymbol {
                out.append(text[next])
                index = text.index(after: next)
            } else {
                out.append(text[index])
                index = next
            }
        }
        return out
    }
}
