extension Array where Element == TemplateToken {
    /// Removes standalone lines: a line holding only spaces, tabs and tags that print nothing by themselves
    /// (sections, inverted sections, closes, comments, partials, parents, blocks, set-delimiters) loses its
    /// whitespace and its line ending. Its tags are marked standalone; a partial or parent on such a line keeps
    /// the removed leading whitespace as its indentation.
    func strippingStandaloneLines() -> [TemplateToken] {
        var result: [TemplateToken] = []
        result.reserveCapacity(count)
        var lineStart = startIndex
        while lineStart < endIndex {
            var lineEnd = lineStart
            while lineEnd < endIndex {
                let token = self[lineEnd]
                lineEnd += 1
                if token.kind == .text, let last = token.content.last, last.isTemplateLineEnding { break }
            }
            appendLine(self[lineStart..<lineEnd], to: &result)
            lineStart = lineEnd
        }
        return result
    }

    /// Appends one line's tokens, stripped when the line is standalone.
    private func appendLine(_ line: ArraySlice<TemplateToken>, to result: inout [TemplateToken]) {
        var hasTag = false
        for token in line {
            if token.kind == .text {
                guard token.content.allSatisfy({ $0.isInlineWhitespace || $0.isTemplateLineEnding }) else {
                    result.append(contentsOf: line)
                    return
                }
            } else if token.canStandAlone {
                hasTag = true
            } else {
                result.append(contentsOf: line)
                return
            }
        }
        guard hasTag else {
            result.append(contentsOf: line)
            return
        }
        var indentation = ""
        var lineEnding = ""
        if let last = line.last, last.kind == .text, let ending = last.content.last, ending.isTemplateLineEnding {
            lineEnding = String(ending)
        }
        var seenTag = false
        for token in line {
            if token.kind == .text {
                if !seenTag { indentation += token.content.filter(\.isInlineWhitespace) }
                continue
            }
            seenTag = true
            var stripped = token
            stripped.isStandalone = true
            stripped.indentation = indentation
            stripped.strippedLineEnding = lineEnding
            result.append(stripped)
        }
    }
}
