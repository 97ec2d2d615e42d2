import Foundation

/// The ATX headings of a chapter file and the anchors mdBook and GitBook give them (lowercase, letters
/// and digits of any script, `-` for spaces, other punctuation dropped, `-1`, `-2` … for repeats;
/// `{#id}` after a heading sets its own), to turn `chapter.md#anchor` links into references by title.
struct BookHeadings: Sendable, Equatable {
    /// One heading: its level, its text as shown and its anchor.
    struct Heading: Sendable, Equatable {
        var level: Int
        var text: String
        var anchor: String
        /// Inside a block quote (mdBook's boxed asides): the build gives it no section of its own.
        var quoted = false
    }

    var headings: [Heading] = []

    /// The headings of `body` (already repaired, so every heading has its space).
    init(body: String) {
        var used: [String: Int] = [:]
        for line in MarkdownLines.split(body) where !line.inCode {
            let unquoted = Self.withoutQuoteMarkers(line.text)
            guard let (level, rawText) = Self.atxHeading(unquoted) else { continue }
            var text = rawText
            var anchor: String
            if let (stripped, id) = Self.explicitID(text) {
                text = stripped
                anchor = id
            } else {
                anchor = Self.anchor(for: Self.plainText(text))
                if let count = used[anchor] {
                    used[anchor] = count + 1
                    anchor += "-\(count)"
                } else {
                    used[anchor] = 1
                }
            }
            headings.append(Heading(level: level, text: Self.plainText(text), anchor: anchor, quoted: unquoted.count != line.text.count))
        }
    }

    /// The heading that `fragment` (as written in a link, maybe percent-encoded) names.
    func heading(named fragment: String) -> Heading? {
        let wanted = (fragment.removingPercentEncoding ?? fragment).lowercased()
        return headings.first { $0.anchor.lowercased() == wanted }
            ?? headings.first { Self.anchor(for: $0.text) == Self.anchor(for: wanted) }
    }

    /// `line` without the `>` markers of the block quotes it is in.
    static func withoutQuoteMarkers(_ line: String) -> String {
        var rest = Substring(line)
        while rest.prefix(while: { $0 == " " }).count < 4, rest.drop(while: { $0 == " " }).first == ">" {
            rest = rest.drop(while: { $0 == " " }).dropFirst()
            if rest.first == " " { rest = rest.dropFirst() }
        }
        return String(rest)
    }

    /// The level and text of an ATX heading line.
    static func atxHeading(_ line: String) -> (Int, String)? {
        let indent = line.prefix { $0 == " " }
        guard indent.count < 4 else { return nil }
        let rest = line.dropFirst(indent.count)
        let hashes = rest.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes) else { return nil }
        let after = rest.dropFirst(hashes)
        guard after.isEmpty || after.first == " " || after.first == "\t" else { return nil }
        var text = after.trimmingCharacters(in: .whitespaces)
        // A closing sequence of `#`s preceded by a space is not part of the text.
        let closing = text.reversed().prefix { $0 == "#" }.count
        if closing > 0 && (closing == text.count || text.dropLast(closing).last == " ") {
            text = String(text.dropLast(closing)).trimmingCharacters(in: .whitespaces)
        }
        return (hashes, text)
    }

    /// A heading's text without a trailing `{#id}` (and other attributes), and the id.
    static func explicitID(_ text: String) -> (String, String)? {
        guard text.hasSuffix("}"), let open = text.range(of: "{#", options: .backwards) else { return nil }
        let inside = text[open.upperBound..<text.index(before: text.endIndex)]
        guard let id = inside.split(separator: " ").first, !id.isEmpty else { return nil }
        return (text[..<open.lowerBound].trimmingCharacters(in: .whitespaces), String(id))
    }

    /// The anchor mdBook makes of a heading's text.
    static func anchor(for text: String) -> String {
        var anchor = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || character == "_" || character == "-" {
                anchor.append(character)
            } else if character.isWhitespace {
                anchor.append("-")
            }
        }
        return anchor
    }

    /// Heading text as shown: links reduced to their text, emphasis marks and code ticks dropped.
    static func plainText(_ text: String) -> String {
        let unlinked = MarkdownLinks.rewrite(text) { _ in .unlink }
        return BookSummary.plain(unlinked.trimmingCharacters(in: .newlines))
    }
}
