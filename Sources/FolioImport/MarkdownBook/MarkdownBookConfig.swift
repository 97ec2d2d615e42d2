import FolioCore
import Foundation

/// What an mdBook `book.toml` (`[book]` table) or a GitBook `book.json` says about a book: its title,
/// language, authors, description and where its pages (and `SUMMARY.md`) are.
struct MarkdownBookConfig: Sendable, Equatable {
    var title: String?
    /// The language tag as written (`zh-CN`, `en`).
    var language: String?
    var authors: [String] = []
    var description: String?
    /// The folder of the pages and `SUMMARY.md`, relative to the book's folder (`src`, `docs`, ``).
    var root = ""
    /// `SUMMARY.md`'s path relative to `root`.
    var summary = "SUMMARY.md"
    /// GitBook's introduction page, relative to `root`: GitBook shows it first even when the summary
    /// does not list it (mdBook has none).
    var readme: String? = "README.md"

    /// The language of the book when the tag names one Folio knows.
    var bookLanguage: Language? {
        let tag = language?.lowercased() ?? ""
        if tag.hasPrefix("zh") { return .zh }
        if tag.hasPrefix("en") { return .en }
        return nil
    }

    /// The `[book]` table of an mdBook `book.toml`: simple `key = value` lines with strings and arrays
    /// of strings (all this reads). Pages are in `src` unless `src` says otherwise.
    static func fromTOML(_ text: String) -> MarkdownBookConfig {
        var config = MarkdownBookConfig(root: "src", readme: nil)
        var table = ""
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                table = line.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
                continue
            }
            guard table == "book", let equals = line.firstIndex(of: "="), !line.hasPrefix("#") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            switch key {
            case "title": config.title = tomlStrings(value).first
            case "language": config.language = tomlStrings(value).first
            case "description": config.description = tomlStrings(value).first
            case "authors": config.authors = tomlStrings(value)
            case "src": config.root = tomlStrings(value).first ?? "src"
            default: break
            }
        }
        return config
    }

    /// The quoted strings of a TOML value (`"a"`, `'a'`, `["a", "b"]`), escapes `\"` and `\\` undone.
    static func tomlStrings(_ value: String) -> [String] {
        var strings: [String] = []
        var current: String?
        var quote: Character = "\""
        var escaped = false
        for character in value {
            if var text = current {
                if escaped {
                    text.append(character == "n" ? "\n" : character)
                    escaped = false
                } else if character == "\\" && quote == "\"" {
                    escaped = true
                } else if character == quote {
                    strings.append(text)
                    current = nil
                    continue
                } else {
                    text.append(character)
                }
                current = text
            } else if character == "\"" || character == "'" {
                quote = character
                current = ""
            } else if character == "#" {
                break
            }
        }
        return strings
    }

    /// A GitBook `book.json`: `title`, `language`, `author`, `description`, `root` and
    /// `structure.summary`. Nil when the text is not a JSON object.
    static func fromJSON(_ text: String) -> MarkdownBookConfig? {
        guard let json = try? JSONParser.parse(text), case .object = json.value else { return nil }
        var config = MarkdownBookConfig()
        config.title = json["title"]?.string
        config.language = json["language"]?.string
        config.description = json["description"]?.string
        config.authors = json["author"]?.string.map { [$0] } ?? []
        if let root = json["root"]?.string {
            config.root = root.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
        }
        if let summary = json["structure"]?["summary"]?.string { config.summary = summary }
        if let readme = json["structure"]?["readme"]?.string { config.readme = readme }
        return config
    }
}
