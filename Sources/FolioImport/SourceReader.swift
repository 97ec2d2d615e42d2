import FolioCore
import Foundation

/// Reads a raw source file and checks it before any importer sees it: it must exist, be non-empty and
/// be valid UTF-8 (the first invalid byte is reported with its line and column).
public enum SourceReader {
    /// The text of the file at `url`, or a diagnostic naming `displayPath`.
    public static func read(_ url: URL, displayPath: String) -> (text: String?, diagnostic: Diagnostic?) {
        guard let data = try? Data(contentsOf: url) else {
            return (nil, .error("cannot read the source file", at: SourceLocation(path: displayPath)))
        }
        return decode(data, displayPath: displayPath)
    }

    /// Decodes `data` as UTF-8 text, rejecting empty and invalid input.
    public static func decode(_ data: Data, displayPath: String) -> (text: String?, diagnostic: Diagnostic?) {
        if data.isEmpty || data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return (nil, .error("the source file is empty", at: SourceLocation(path: displayPath)))
        }
        if let text = String(validatingUTF8Data: data) {
            return (text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text, nil)
        }
        let offset = firstInvalidUTF8Offset(data)
        let valid = String(decoding: data.prefix(offset), as: UTF8.self)
        let location = SourceLocation.of(utf8Offset: valid.utf8.count, in: valid, path: displayPath)
        return (nil, .error("invalid UTF-8 (byte 0x\(String(data[data.startIndex + offset], radix: 16))); save the file as UTF-8", at: location))
    }

    /// The offset of the first byte that does not belong to a valid UTF-8 sequence.
    static func firstInvalidUTF8Offset(_ data: Data) -> Int {
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

extension String {
    /// Decodes UTF-8 strictly: nil when any byte sequence is invalid.
    init?(validatingUTF8Data data: Data) {
        guard let text = String(data: data, encoding: .utf8) else { return nil }
        self = text
    }
}
