/// A strict JSON parser (RFC 8259) that records the line of every value, so that importers can
/// cite where each piece of a source came from. Errors carry the byte offset of the bad character;
/// `SourceLocation.of(utf8Offset:in:path:)` turns it into a line and a character column.
public struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var depth = 0
    private static let maximumDepth = 512

    /// Parses `text`, which must hold exactly one JSON value (white space around it allowed).
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: Array(text.utf8))
        parser.skipWhitespace()
        let node = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.error("unexpected text after the JSON value")
        }
        return node
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, utf8Offset: index)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            if byte == 0x0A { line += 1 }
            index += 1
        }
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        guard let byte = current else { throw error("unexpected end of input: a value was expected") }
        let startLine = line
        let start = index
        var node = try parseValueKind(byte, startLine: startLine)
        node.utf8Offset = start
        return node
    }

    private mutating func parseValueKind(_ byte: UInt8, startLine: Int) throws(JSONSyntaxError) -> JSONNode {
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), line: startLine)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(.bool(true), line: startLine)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(.bool(false), line: startLine)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(.null, line: startLine)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber()), line: startLine)
        default:
            throw error("unexpected character '\(Character(Unicode.Scalar(byte)))': a value was expected")
        }
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        for expected in word.utf8 {
            guard current == expected else { throw error("invalid literal: '\(word)' was expected") }
            index += 1
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("JSON nested more than \(Self.maximumDepth) levels deep") }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONNode {
        let startLine = line
        try enter()
        index += 1
        var members: [(key: String, value: JSONNode)] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return JSONNode(.object(members), line: startLine, endLine: line)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("a string key was expected in the object") }
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("':' was expected after the key \"\(key)\"") }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            if current == UInt8(ascii: "}") { break }
            throw error(current == nil ? "unexpected end of input: the object is not closed" : "',' or '}' was expected in the object")
        }
        let endLine = line
        index += 1
        depth -= 1
        return JSONNode(.object(members), line: startLine, endLine: endLine)
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONNode {
        let startLine = line
        try enter()
        index += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return JSONNode(.array(items), line: startLine, endLine: line)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue())
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            if current == UInt8(ascii: "]") { break }
            throw error(current == nil ? "unexpected end of input: the array is not closed" : "',' or ']' was expected in the array")
        }
        let endLine = line
        index += 1
        depth -= 1
        return JSONNode(.array(items), line: startLine, endLine: endLine)
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            throw error("invalid number: a digit was expected")
        }
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false }
        if first == UInt8(ascii: "0") { index += 1 } else { while isDigit(current) { index += 1 } }
        if current == UInt8(ascii: ".") {
            index += 1
            guard isDigit(current) else { throw error("invalid number: a digit was expected after '.'") }
            while isDigit(current) { index += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard isDigit(current) else { throw error("invalid number: a digit was expected in the exponent") }
            while isDigit(current) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw error("invalid number") }
        return value
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        var out: [UInt8] = []
        while true {
            guard let byte = current else { throw error("unexpected end of input: the string is not closed") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                try parseEscape(into: &out)
            case 0x00..<0x20:
                throw error(byte == 0x0A ? "the string is not closed before the end of the line" : "control character in a string: escape it")
            default:
                out.append(byte)
                index += 1
            }
        }
    }

    private mutating func parseEscape(into out: inout [UInt8]) throws(JSONSyntaxError) {
        guard let byte = current else { throw error("unexpected end of input in an escape sequence") }
        let simple: [UInt8: UInt8] = [0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09]
        if let replacement = simple[byte] {
            out.append(replacement)
            index += 1
            return
        }
        guard byte == UInt8(ascii: "u") else {
            throw error("invalid escape sequence '\\\(Character(Unicode.Scalar(byte)))'")
        }
        index += 1
        var code = try parseHex4()
        if (0xD800...0xDBFF).contains(code), current == UInt8(ascii: "\\"),
           index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
            let save = index
            index += 2
            let low = try parseHex4()
            if (0xDC00...0xDFFF).contains(low) {
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else {
                index = save
            }
        }
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw error("invalid \\u escape: four hex digits were expected")
            }
            code = code * 16 + digit
            index += 1
        }
        return code
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
