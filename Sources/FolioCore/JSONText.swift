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
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            var index = 0
            func flush() { if runStart < index { out.append(contentsOf: utf8[runStart..<index]) } }
            while index < utf8.count {
                let byte = utf8[index]
                var escape: String?
                var length = 1
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\t"): escape = "\\t"
                case UInt8(ascii: "\r"): escape = "\\r"
                case 0..<0x20:
                    let hex = Array("0123456789abcdef".utf8)
                    escape = "\\u00" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]], as: UTF8.self)
                case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                    escape = utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    length = 3
                default:
                    break
                }
                if let escape {
                    flush()
                    out.append(contentsOf: escape.utf8)
                    index += length
                    runStart = index
                } else {
                    index += 1
                }
            }
            flush()
        }
    }
}
