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

    /// Appends the escaped UTF-8 of `text` (without the surrounding quotes) to `out`.
    public static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                out += Array((utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                index += 2
            default:
                out.append(byte)
            }
            index += 1
        }
    }
}
