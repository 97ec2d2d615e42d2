/// Writing JSON string literals by hand, so output bytes are stable and CJK stays readable.
public enum JSONText {
    /// `text` as a JSON string literal that is also a valid JavaScript literal: quotes, backslashes,
    /// control characters and U+2028/U+2029 escaped; everything else (CJK included) kept as is.
    public static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 2)
        out.append(UInt8(ascii: "\""))
        appendQuoted(text, to: &out)
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the escaped UTF-8 of `text` (without the surrounding quotes) to `out`; runs that need
    /// no escape are copied whole.
    public static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        text.withUTF8Bytes { appendQuoted(utf8: $0, to: &out) }
    }

    /// `appendQuoted(_:to:)` for text given as UTF-8 bytes.
    public static func appendQuoted(utf8: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var runStart = 0
        var index = 0
        while index < utf8.count {
            // Most bytes need no escape: skip them in a tight loop.
            let byte = utf8[index]
            if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != 0xE2 {
                index += 1
                continue
            }
            let length = escape(utf8, at: index, into: &out, flushing: runStart)
            if length == 0 {
                index += 1
            } else {
                index += length
                runStart = index
            }
        }
        if runStart < utf8.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
    }

    /// Escapes the character at `index` when it needs it, first copying the unescaped run from
    /// `runStart`; returns how many bytes it replaced (0: none, the character stays as it is).
    private static func escape(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int, into out: inout [UInt8],
                               flushing runStart: Int) -> Int {
        let byte = utf8[index]
        var length = 1
        let escaped: String
        switch byte {
        case UInt8(ascii: "\""): escaped = "\\\""
        case UInt8(ascii: "\\"): escaped = "\\\\"
        case UInt8(ascii: "\n"): escaped = "\\n"
        case UInt8(ascii: "\t"): escaped = "\\t"
        case UInt8(ascii: "\r"): escaped = "\\r"
        case 0..<0x20:
            let hex = Array("0123456789abcdef".utf8)
            escaped = "\\u00" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]], as: UTF8.self)
        case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
            escaped = utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
            length = 3
        default:
            return 0
        }
        // (Appending a rebased buffer copies the run in one piece; a slice would be copied byte by byte.)
        if runStart < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
        out.append(contentsOf: escaped.utf8)
        return length
    }
}

extension JSONText {
    /// The deepest nesting of `[` and `{` in `json` outside strings, found in one pass without
    /// parsing (so that a decoder that recurses is never handed JSON thousands of levels deep).
    public static func nestingDepth(_ json: String) -> Int {
        var depth = 0, deepest = 0
        var inString = false, escaped = false
        for byte in json.utf8 {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }
}
