/// Escaping text for HTML.
extension String {
    /// The text with `& < > "` replaced by entities, safe in element content and quoted attributes.
    public var htmlEscaped: String {
        guard contains(where: { $0 == "&" || $0 == "<" || $0 == ">" || $0 == "\"" }) else { return self }
        var out = ""
        out.reserveCapacity(utf8.count + 16)
        for character in self {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
