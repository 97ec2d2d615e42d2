/// The image formats a book may hold, recognised by their bytes (never by a server's `Content-Type`),
/// and their pixel sizes read from the file header.
public enum ImageFormat: String, Sendable, Codable, CaseIterable {
    case png, jpeg, gif, webp

    /// The file extension of stored copies.
    public var fileExtension: String { self == .jpeg ? "jpg" : rawValue }

    /// The media type, for the EPUB package.
    public var mediaType: String { "image/\(rawValue)" }

    /// The format whose signature `bytes` start with, or nil.
    public static func sniff(_ bytes: [UInt8]) -> ImageFormat? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return .gif }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return .webp }
        return nil
    }

    /// Whether `bytes` look like SVG (XML or markup naming `<svg`): refused, since it can carry scripts.
    public static func looksLikeSVG(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(1024), as: UTF8.self).lowercased()
        return head.contains("<svg")
    }

    /// The pixel size in the header of `bytes` of this format, or nil when the header is cut short.
    public func pixelSize(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        switch self {
        case .png:
            guard bytes.count >= 24 else { return nil }
            return (Self.bigEndian(bytes, 16, 4), Self.bigEndian(bytes, 20, 4))
        case .gif:
            guard bytes.count >= 10 else { return nil }
            return (Self.littleEndian(bytes, 6, 2), Self.littleEndian(bytes, 8, 2))
        case .jpeg: return Self.jpegSize(bytes)
        case .webp: return Self.webpSize(bytes)
        }
    }

    /// Walks JPEG segments to the first start-of-frame marker (SOF0–SOF15 except DHT, JPG and DAC).
    private static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var offset = 2
        while offset + 9 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            let length = bigEndian(bytes, offset + 2, 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (bigEndian(bytes, offset + 7, 2), bigEndian(bytes, offset + 5, 2))
            }
            guard length >= 2 else { return nil }
            offset += 2 + length
        }
        return nil
    }

    /// The canvas of a WebP file: lossy (`VP8 `), lossless (`VP8L`) or extended (`VP8X`).
    private static func webpSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 30 else { return nil }
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8 ":
            guard bytes[23] == 0x9D, bytes[24] == 0x01, bytes[25] == 0x2A else { return nil }
            return (littleEndian(bytes, 26, 2) & 0x3FFF, littleEndian(bytes, 28, 2) & 0x3FFF)
        case "VP8L":
            guard bytes[20] == 0x2F else { return nil }
            let bits = littleEndian(bytes, 21, 4)
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            return (littleEndian(bytes, 24, 3) + 1, littleEndian(bytes, 27, 3) + 1)
        default:
            return nil
        }
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        (0..<count).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
    }

    private static func littleEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        (0..<count).reversed().reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
    }
}
