import FolioCore

/// The ids of the print page and the rewriting of links into it. Every page of the site that the
/// print page holds (chapter, part page, colophon, edition page, back matter) gets one top id; the ids
/// inside a chapter get that chapter's prefix (`<top>--`), so ids stay unique across the book. Top ids
/// never contain `--` and section anchors never do either, so a prefixed id cannot equal another one.
public struct PrintAnchors: Sendable {
    /// The id of the cover.
    public static let coverID = "cover"
    /// The id of the printed table of contents.
    public static let contentsID = "contents"
    /// The id of the colophons section.
    public static let colophonsID = "colophons"

    /// Top id of each held page, keyed by its path in the site (`ios10/07-x.html`, `ios10/index.html`).
    private var topBySitePath: [String: String] = [:]
    /// The ids a link may name on each held page (section anchors, or ids found in back-matter HTML).
    private var knownFragments: [String: Set<String>] = [:]
    /// Top id of each chapter, keyed by chapter id (`edition/stem`).
    private var topByChapter: [String: String] = [:]
    private var used = UniqueAnchors(reserved: [coverID, contentsID, colophonsID])

    /// The ids of `book`, with `backMatter` pages after the colophons.
    public init(book: Book, backMatter: [PrintBackMatter] = []) {
        topBySitePath["index.html"] = Self.coverID
        topBySitePath["toc.html"] = Self.contentsID
        for edition in book.editions {
            topBySitePath["\(edition.id)/index.html"] = claim("ed-" + Self.sanitized(edition.id))
            for chapter in edition.parts.flatMap(\.pages) + [edition.colophon].compactMap({ $0 }) {
                let top = claim("ch-" + Self.sanitized(chapter.id))
                topByChapter[chapter.id] = top
                topBySitePath[chapter.outputPath] = top
                topBySitePath[chapter.id + ".md"] = top
                knownFragments[top] = Set(chapter.sections.map(\.anchor))
            }
        }
        for page in backMatter {
            let top = claim(Self.sanitized(page.id))
            topBySitePath[page.sitePath] = top
            knownFragments[top] = page.fragments
        }
    }

    /// The top id of chapter `chapterID` (its `<section>` on the print page).
    public func topID(ofChapter chapterID: String) -> String {
        topByChapter[chapterID] ?? "ch-" + Self.sanitized(chapterID)
    }

    /// The top id of the held page at `sitePath` (`ios10/index.html`, `glossary.html`), if held.
    public func topID(ofSitePath sitePath: String) -> String? { topBySitePath[sitePath] }

    /// The prefix of every id inside the page whose top id is `top`.
    public static func prefix(ofTop top: String) -> String { top + "--" }

    /// `href`, written in the page at `sitePath`, as a link in the print page: a link to a held page
    /// becomes `#<prefix><anchor>` (or the page's top id when the anchor is unknown there); a link to
    /// another file of the site becomes relative to the site root; external links stay as they are.
    public func rewrite(_ href: String, from sitePath: String) -> String {
        guard !Self.hasScheme(href) else { return href }
        let hash = href.utf8.firstIndex(of: UInt8(ascii: "#"))
        let beforeHash = href[..<(hash ?? href.endIndex)]
        let path = String(beforeHash[..<(beforeHash.utf8.firstIndex(of: UInt8(ascii: "?")) ?? beforeHash.endIndex)])
        let fragment = hash.map { String(href[href.utf8.index(after: $0)...]) }
        let target = path.isEmpty ? sitePath : Self.resolve(path, from: sitePath)
        guard let top = topBySitePath[target] else {
            return path.isEmpty ? href : target + (fragment.map { "#" + $0 } ?? "")
        }
        guard let fragment, knownFragments[top]?.contains(fragment) == true else { return "#" + top }
        return "#" + Self.prefix(ofTop: top) + fragment
    }

    /// `path` written in the page at `sitePath`, as a path from the site root (`..` and `.` resolved).
    public static func resolve(_ path: String, from sitePath: String) -> String {
        // Most paths are plain (`img/a.png`): no `.` or `..` piece, no empty piece, not absolute.
        let bytes = path.utf8
        if !path.isEmpty, bytes.first != UInt8(ascii: "/"), bytes.last != UInt8(ascii: "/"), bytes.first != UInt8(ascii: "."),
           !Self.hasPiece(startingWith: UInt8(ascii: "."), orEmptyIn: path) {
            return folder(of: sitePath) + path
        }
        let slash = UInt8(ascii: "/")
        var components = path.hasPrefix("/") ? [] : Array(sitePath.utf8.split(separator: slash).dropLast())
        for piece in bytes.split(separator: slash) {
            if piece.elementsEqual("..".utf8) {
                components = Array(components.dropLast())
            } else if !piece.elementsEqual(".".utf8) {
                components.append(piece)
            }
        }
        var joined: [UInt8] = []
        for (position, component) in components.enumerated() {
            if position > 0 { joined.append(slash) }
            joined += component
        }
        return String(decoding: joined, as: UTF8.self)
    }

    /// True when a `/` in `path` is followed by `first` or by another `/`.
    private static func hasPiece(startingWith first: UInt8, orEmptyIn path: String) -> Bool {
        var afterSlash = false
        for byte in path.utf8 {
            if afterSlash && (byte == first || byte == UInt8(ascii: "/")) { return true }
            afterSlash = byte == UInt8(ascii: "/")
        }
        return false
    }

    /// The folder part of a site path with its trailing slash (`ios10/`), or `""` at the root.
    public static func folder(of sitePath: String) -> String {
        guard let slash = sitePath.lastIndex(of: "/") else { return "" }
        return String(sitePath[...slash])
    }

    /// True when `url` starts with a scheme (`https:`, `mailto:`): it leaves the book.
    static func hasScheme(_ url: String) -> Bool {
        var scheme = 0
        for byte in url.utf8 {
            if byte == UInt8(ascii: ":") { return scheme > 0 }
            guard byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                    || byte == UInt8(ascii: ".") else { return false }
            scheme += 1
        }
        return false
    }

    /// `text` as an id fragment: ASCII letters, digits, `_` and single hyphens.
    static func sanitized(_ text: String) -> String {
        var out: [UInt8] = []
        for character in text {
            let byte = character.asciiValue ?? 0
            let keep = byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: "_")
            if keep { out.append(byte) } else if !out.isEmpty && out.last != UInt8(ascii: "-") { out.append(UInt8(ascii: "-")) }
        }
        while out.last == UInt8(ascii: "-") { out.removeLast() }
        return out.isEmpty ? "x" : String(decoding: out, as: UTF8.self)
    }

    private mutating func claim(_ base: String) -> String {
        used.claim(base)
    }
}
