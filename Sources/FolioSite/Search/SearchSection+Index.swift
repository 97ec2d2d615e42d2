import FolioCore

extension SearchSection {
    /// The four texts the index stores, in index order: English heading, Chinese heading,
    /// English text, Chinese text; missing ones are empty, white space is collapsed.
    var indexedFields: [String] {
        [heading[.en], heading[.zh], text[.en], text[.zh]].map { Self.collapsingWhitespace($0 ?? "") }
    }

    /// `text` with each run of white space made one space, or one `\n` when the run holds a line
    /// break, and with no white space at either end.
    static func collapsingWhitespace(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        out.reserveCapacity(text.utf8.count)
        var pending: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            let isWhitespace = scalar.value < 0x80
                ? scalar == " " || (0x09...0x0D).contains(scalar.value)
                : !scalar.isHan && scalar.properties.isWhitespace
            if isWhitespace {
                if scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    pending = "\n"
                } else if pending == nil {
                    pending = " "
                }
                continue
            }
            if let separator = pending, !out.isEmpty { out.append(separator) }
            pending = nil
            out.append(scalar)
        }
        return String(out)
    }
}
