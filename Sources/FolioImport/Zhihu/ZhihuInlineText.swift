import FolioCore

/// How a run of inline text is marked up.
public struct InlineStyle: Sendable, Hashable {
    /// Inside `<b>` or `<strong>`.
    public var bold = false
    /// Inside `<i>` or `<em>`.
    public var italic = false
    /// The (unwrapped, safe) target of the enclosing link.
    public var link: String?
    /// Inside `<code>`, `<kbd>`, `<samp>` or `<tt>`: shown as code, never read as markup.
    public var code = false

    /// Creates a style.
    public init(bold: Bool = false, italic: Bool = false, link: String? = nil) {
        self.bold = bold
        self.italic = italic
        self.link = link
    }
}

/// The text of one block with a style per character. Keeping styles per character makes fragmented
/// runs (`<b>与</b><b>Siri</b>`) one run for free.
public struct InlineText: Sendable, Equatable {
    /// The characters.
    public private(set) var characters: [Character] = []
    /// The style of each character (same count as `characters`).
    public private(set) var styles: [InlineStyle] = []

    /// Creates text with one style.
    public init(_ text: String = "", style: InlineStyle = InlineStyle()) {
        append(text, style: style)
    }

    /// Appends `text` in `style`.
    public mutating func append(_ text: String, style: InlineStyle) {
        for character in text {
            characters.append(character)
            styles.append(style)
        }
    }

    /// The plain text.
    public var plain: String { String(characters) }

    /// True when there is no visible character.
    public var isBlank: Bool { characters.allSatisfy { $0.isWhitespace } }

    /// True when every letter and digit is bold.
    public var isAllBold: Bool {
        let visible = characters.indices.filter { characters[$0].isLetter || characters[$0].isNumber }
        return !visible.isEmpty && visible.allSatisfy { styles[$0].bold }
    }

    /// True when some letter or digit is bold.
    public var hasBold: Bool {
        characters.indices.contains { (characters[$0].isLetter || characters[$0].isNumber) && styles[$0].bold }
    }

    /// True when some character is inside a link.
    public var hasLink: Bool { styles.contains { $0.link != nil } }

    /// The text with HTML white space rules applied: a run of white space becomes one space, or
    /// nothing when it holds a line break between two CJK characters (a hard wrap, see
    /// `joinedAcrossLineBreak`); no-break spaces count as spaces; leading and trailing space is removed.
    public func normalizingWhitespace() -> InlineText {
        var out = InlineText()
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character.isWhitespace else {
                out.characters.append(character)
                out.styles.append(styles[index])
                index += 1
                continue
            }
            var end = index
            var hasLineBreak = false
            while end < characters.count, characters[end].isWhitespace {
                if characters[end].isNewline { hasLineBreak = true }
                end += 1
            }
            let before = out.characters.last
            let after = end < characters.count ? characters[end] : nil
            if let before, let after {
                let joined = hasLineBreak && (before.isCJK || after.isCJK)
                if !joined {
                    out.characters.append(" ")
                    out.styles.append(styles[index])
                }
            }
            index = end
        }
        return out
    }

    /// The text without its first `count` characters.
    public func droppingFirst(_ count: Int) -> InlineText {
        var out = InlineText()
        out.characters = Array(characters.dropFirst(count))
        out.styles = Array(styles.dropFirst(count))
        return out
    }
}
