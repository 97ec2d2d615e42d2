import Foundation

/// Decodes a file's bytes as UTF-8 text the one way every reader of Folio does: a byte order mark is
/// dropped, and invalid UTF-8 is refused with the line and column of the first bad byte.
public enum UTF8Text {
    /// The text of `data`, or an error at the first invalid byte of the file shown as `path`.
    public static func decode(_ data: Data, path: String) -> (text: String?, diagnostic: Diagnostic?) {
        if let text = String(data: data, encoding: .utf8) {
            return (text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text, nil)
        }
        let offset = firstInvalidOffset(data)
        let valid = String(decoding: data.prefix(offset), as: UTF8.self)
        let location = SourceLocation.of(utf8Offset: valid.utf8.count, in: valid, path: path)
        let byte = offset < data.count ? String(data[data.startIndex + offset], radix: 16) : "end"
        return (nil, .error("invalid UTF-8 (byte 0x\(byte)); save the file as UTF-8", at: location))
    }

    /// The offset of the first byte that does not belong to a valid UTF-8 sequence.
    public static func firstInvalidOffset(_ data: Data) -> Int {
        let bytes = [UInt8](data)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return index
            }
            if index + length > bytes.count { return index }
            for next in 1..<length where bytes[index + next] & 0xC0 != 0x80 { return index }
            if length > 1, String(bytes: bytes[index..<(index + length)], encoding: .utf8) == nil { return index }
            index += length
        }
        return bytes.count
    }
}
