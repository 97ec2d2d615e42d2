import CZlib
import Foundation

/// Reads a zip archive's entries in order (local headers only), inflating deflated ones: enough to
/// check what `ZipArchive` writes without an outside tool.
struct ZipEntry {
    var name: String
    var method: UInt16
    var data: [UInt8]

    var text: String { String(decoding: data, as: UTF8.self) }

    static func all(in zip: [UInt8]) -> [ZipEntry] {
        var entries: [ZipEntry] = []
        var offset = 0
        while offset + 30 <= zip.count, le(zip, offset, 4) == 0x0403_4B50 {
            let method = UInt16(le(zip, offset + 8, 2))
            let compressed = le(zip, offset + 18, 4)
            let size = le(zip, offset + 22, 4)
            let nameLength = le(zip, offset + 26, 2)
            let extraLength = le(zip, offset + 28, 2)
            let name = String(decoding: zip[(offset + 30)..<(offset + 30 + nameLength)], as: UTF8.self)
            let start = offset + 30 + nameLength + extraLength
            let raw = Array(zip[start..<(start + compressed)])
            entries.append(ZipEntry(name: name, method: method, data: method == 8 ? inflate(raw, size: size) : raw))
            offset = start + compressed
        }
        return entries
    }

    private static func le(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        (0..<count).reversed().reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
    }

    private static func inflate(_ input: [UInt8], size: Int) -> [UInt8] {
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return [] }
        defer { inflateEnd(&stream) }
        var source = input
        var output = [UInt8](repeating: 0, count: size)
        let ok = source.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                return CZlib.inflate(&stream, Z_FINISH) == Z_STREAM_END
            }
        }
        return ok ? output : []
    }
}
