/// Decoding scalars straight from UTF-8 bytes, for byte-level hot paths that meet a non-ASCII byte.
public enum UTF8Scalars {
    /// The scalar whose UTF-8 starts at `index` and its length in bytes. The bytes must be valid
    /// UTF-8 and `index` a lead byte (as in any String's UTF-8).
    @inline(__always)
    public static func scalar(in utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(utf8[index])
        if lead < 0x80 { return (Unicode.Scalar(UInt8(lead)), 1) }
        func next(_ offset: Int) -> UInt32 { UInt32(utf8[index + offset] & 0x3F) }
        let value: UInt32, length: Int
        if lead >= 0xF0 {
            (value, length) = ((lead & 0x07) << 18 | next(1) << 12 | next(2) << 6 | next(3), 4)
        } else if lead >= 0xE0 {
            (value, length) = ((lead & 0x0F) << 12 | next(1) << 6 | next(2), 3)
        } else {
            (value, length) = ((lead & 0x1F) << 6 | next(1), 2)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
