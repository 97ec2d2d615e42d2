import FolioCore

/// One block of a chapter's Markdown as an importer wrote it (a paragraph, heading, list, quote,
/// table or image), with what the block repairs need to know about it: its shape, its visible text
/// (markup, link destinations and escapes removed) and the scripts of that text.
struct MarkdownBlock: Sendable {
    /// The shape of a block, from its first characters.
    enum Shape: Sendable, Equatable {
        case heading(level: Int)
        case list
        case quote
        case table
        case image
        case paragraph
    }

    /// The block's Markdown.
    var markdown: String
    /// Its shape.
    let shape: Shape
    /// The text a reader sees.
    let visible: String
    /// Han characters and Latin words of the visible text.
    let tally: ScriptTally

    init(_ markdown: String) {
        self.markdown = markdown
        shape = Self.shape(of: markdown)
        visible = Self.visibleText(of: markdown)
        var tally = ScriptTally()
        tally.add(visible)
        self.tally = tally
    }

    /// The language of the visible text.
    var language: Language? { tally.dominantLanguage }
    /// True for a plain paragraph.
    var isParagraph: Bool { shape == .paragraph }
    /// The heading level, for a heading.
    var headingLevel: Int? {
        if case .heading(let level) = shape { return level }
        return nil
    }

    /// True when the whole paragraph is one strong span (`**Clarity**`).
    var isBoldOnly: Bool {
        isParagraph && markdown.hasPrefix("**") && markdown.hasSuffix("**") && markdown.count > 4
            && !markdown.dropFirst(2).dropLast(2).contains("**")
    }

    private static func shape(of markdown: String) -> Shape {
        if markdown.hasPrefix("#") {
            let hashes = markdown.prefix { $0 == "#" }.count
            if hashes <= 6, markdown.dropFirst(hashes).first == " " { return .heading(level: hashes) }
        }
        if markdown.hasPrefix("- ") || markdown.hasPrefix("* ") || markdown.hasPrefix("+ ") { return .list }
        let digits = markdown.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 9 {
            let rest = markdown.dropFirst(digits.count)
            if rest.hasPrefix(". ") || rest.hasPrefix(") ") { return .list }
        }
        if markdown.hasPrefix(">") { return .quote }
        if markdown.hasPrefix("|") { return .table }
        if markdown.hasPrefix("!["), markdown.hasSuffix(")"), !markdown.contains("\n") { return .image }
        return .paragraph
    }

    /// `markdown` as a reader sees it: no emphasis markers, link text without its destination, images
    /// as their alt text, escapes resolved, heading and quote markers dropped.
    static func visibleText(of markdown: String) -> String {
        let characters = Array(markdown)
        var out = ""
        var index = characters.prefix { $0 == "#" || $0 == ">" }.count
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "\\", let next {
                out.append(next)
                index += 2
                continue
            }
            if character == "]", next == "(" {
                index = endOfDestination(characters, from: index + 1)
            } else if !(character == "*" || character == "[" || character == "]" || (character == "!" && next == "[")) {
                out.append(character)
            }
            index += 1
        }
        return out.trimmingWhitespace()
    }

    /// The index of the `)` that closes the destination opening at `open`.
    private static func endOfDestination(_ characters: [Character], from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < characters.count {
            if characters[index] == "(" { depth += 1 }
            if characters[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return index
    }
}
