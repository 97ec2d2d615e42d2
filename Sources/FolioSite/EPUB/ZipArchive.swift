import CZlib

/// A zip archive built in memory, byte for byte the same for the same entries: every entry is dated
/// 1980-01-01 00:00 (the format's earliest date), entries keep the order they were added in, and
/// deflate is zlib's at level 9. Entries are stored when asked, or when deflate would not shrink them.
struct ZipArchive {
    private var body: [UInt8] = []
    private var directory: [UInt8] = []
    private var count = 0

    /// Adds a file named `path` (ASCII, `/`-separated); `compress` deflates it.
    mutating func add(path: String, bytes: [UInt8], compress: Bool = true) {
        let crc = Self.crc32(bytes)
        var method: UInt16 = 0
        var data = bytes
        if compress, let deflated = Self.deflate(bytes), deflated.count < bytes.count {
            method = 8
            data = deflated
        }
        let name = Array(path.utf8)
        let offset = body.count
        body.appendLE(UInt32(0x0403_4B50))
        appendCommonHeader(to: &body, method: method, crc: crc, compressed: data.count, size: bytes.count, nameLength: name.count)
        body.append(contentsOf: name)
        body.append(contentsOf: data)
        directory.appendLE(UInt32(0x0201_4B50))
        directory.appendLE(UInt16(20))
        appendCommonHeader(to: &directory, method: method, crc: crc, compressed: data.count, size: bytes.count, nameLength: name.count)
        directory.appendLE(UInt16(0))  // comment length
        directory.appendLE(UInt16(0))  // disk number
        directory.appendLE(UInt16(0))  // internal attributes
        directory.appendLE(UInt32(0))  // external attributes
        directory.appendLE(UInt32(offset))
        directory.append(contentsOf: name)
        count += 1
    }

    /// The archive's bytes: the entries, the central directory and its end record.
    var bytes: [UInt8] {
        var out = body + directory
        out.appendLE(UInt32(0x0605_4B50))
        out.appendLE(UInt16(0))
        out.appendLE(UInt16(0))
        out.appendLE(UInt16(count))
        out.appendLE(UInt16(count))
        out.appendLE(UInt32(directory.count))
        out.appendLE(UInt32(body.count))
        out.appendLE(UInt16(0))
        return out
    }

    /// Version needed, flags, method, date and time, CRC, sizes, name and extra lengths.
    private func appendCommonHeader(to out: inout [UInt8], method: UInt16, crc: UInt32, compressed: Int, size: Int, nameLength: Int) {
        out.appendLE(UInt16(20))
        out.appendLE(UInt16(0))
        out.appendLE(method)
        out.appendLE(UInt16(0))              // 00:00:00
        out.appendLE(UInt16(0 << 9 | 1 << 5 | 1))  // 1980-01-01
        out.appendLE(crc)
        out.appendLE(UInt32(compressed))
        out.appendLE(UInt32(size))
        out.appendLE(UInt16(nameLength))
        out.appendLE(UInt16(0))
    }

    /// The CRC-32 of `bytes` (zlib's).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(CZlib.crc32(0, $0.baseAddress, uInt($0.count))) }
    }

    /// `bytes` as a raw deflate stream (no zlib header), or nil if zlib fails.
    static func deflate(_ bytes: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        guard deflateInit2_(&stream, 9, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        var input = bytes
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 16)
        let written: Int? = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                return CZlib.deflate(&stream, Z_FINISH) == Z_STREAM_END ? Int(stream.total_out) : nil
            }
        }
        guard let written else { return nil }
        return Array(output.prefix(written))
    }
}

extension Array where Element == UInt8 {
    /// Appends `value` little-endian.
    fileprivate mutating func appendLE<T: FixedWidthInteger>(_ value: T) {
        for shift in stride(from: 0, to: T.bitWidth, by: 8) { append(UInt8(truncatingIfNeeded: value >> shift)) }
    }
}
