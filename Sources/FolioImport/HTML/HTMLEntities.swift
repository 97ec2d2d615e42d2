/// Decoding HTML character references (`&amp;`, `&#39;`, `&#x4E2D;`).
public enum HTMLEntities {
    /// The named references Folio decodes: the ones scraped pages use in practice.
    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "copy": "©", "reg": "®", "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–",
        "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "middot": "·", "bull": "•",
        "times": "×", "divide": "÷", "laquo": "«", "raquo": "»", "deg": "°", "yen": "¥",
        "euro": "€", "pound": "£", "cent": "¢", "sect": "§", "para": "¶", "shy": "\u{AD}",
        "ensp": "\u{2002}", "emsp": "\u{2003}", "thinsp": "\u{2009}", "zwj": "\u{200D}", "zwnj": "\u{200C}",
    ]

    /// `text` with every well-formed character reference replaced by its character. A reference must
    /// end with `;`; unknown names, malformed numbers and lone `&` are kept as written.
    public static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let afterAmp = rest[rest.index(after: amp)...]
            if let (replacement, length) = reference(at: afterAmp) {
                out += replacement
                rest = afterAmp.dropFirst(length)
            } else {
                out += "&"
                rest = afterAmp
            }
        }
        return out + rest
    }

    /// The character of the reference at the start of `text` (just after `&`) and its length including `;`.
    private static func reference(at text: Substring) -> (String, Int)? {
        guard let semicolon = text.prefix(12).firstIndex(of: ";") else { return nil }
        let body = text[..<semicolon]
        let length = body.count + 1
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let code: UInt32?
            if digits.first == "x" || digits.first == "X" {
                code = UInt32(digits.dropFirst(), radix: 16)
            } else {
                code = UInt32(digits, radix: 10)
            }
            guard let code, code != 0, let scalar = Unicode.Scalar(code) else { return nil }
            return (String(Character(scalar)), length)
        }
        guard let replacement = named[String(body)] else { return nil }
        return (replacement, length)
    }
}
