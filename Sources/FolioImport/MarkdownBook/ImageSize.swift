import Foundation

/// The pixel size of a PNG, GIF, JPEG, WebP or SVG image, read from its header (nil for other formats),
/// for the `"WIDTHxHEIGHT"` title Folio gives images.
enum ImageSize {
    static func of(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(256 * 1024))
        func big16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func big32(_ at: Int) -> Int { big16(at) << 16 | big16(at + 2) }
        func little16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func little24(_ at: Int) -> Int { little16(at) | Int(bytes[at + 2]) << 16 }
        if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return sized(big32(16), big32(20))
        }
        if bytes.count >= 10, bytes.starts(with: Array("GIF".utf8)) {
            return sized(little16(6), little16(8))
        }
        if bytes.count >= 30, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            switch String(decoding: bytes[12..<16], as: UTF8.self) {
            case "VP8 ": return sized(little16(26) & 0x3FFF, little16(28) & 0x3FFF)
            case "VP8L": return sized((little16(21) & 0x3FFF) + 1, ((little24(21) >> 14) & 0x3FFF) + 1)
            case "VP8X": return sized(little24(24) + 1, little24(27) + 1)
            default: return nil
            }
        }
        if let svg = svgSize(bytes) { return svg }
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        // JPEG: walk the segments to the first start-of-frame marker.
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                return sized(big16(index + 7), big16(index + 5))
            }
            index += 2 + big16(index + 2)
        }
        return nil
    }

    /// An SVG's `width` and `height` in pixels (plain numbers or `px`), else its `viewBox` size.
    private static func svgSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        guard let open = text.range(of: "<svg"), let close = text[open.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = text[open.upperBound..<close]
        func attribute(_ name: String) -> String? {
            guard let start = tag.range(of: " \(name)=\"") ?? tag.range(of: "\n\(name)=\""),
                  let end = tag[start.upperBound...].firstIndex(of: "\"") else { return nil }
            return String(tag[start.upperBound..<end])
        }
        func pixels(_ value: String?) -> Int? {
            guard var value else { return nil }
            if value.hasSuffix("px") { value.removeLast(2) }
            return Double(value).map { Int($0.rounded()) }
        }
        if let width = pixels(attribute("width")), let height = pixels(attribute("height")) { return sized(width, height) }
        let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) } ?? []
        return box.count == 4 ? sized(Int(box[2].rounded()), Int(box[3].rounded())) : nil
    }

    private static func sized(_ width: Int, _ height: Int) -> (width: Int, height: Int)? {
        width > 0 && height > 0 ? (width, height) : nil
    }
}
