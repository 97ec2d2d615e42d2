/// A stable 64-bit FNV-1a fingerprint of text, used to notice hand edits of imported chapters.
/// Not a security measure: it only has to change when the text changes.
public enum ContentHash {
    /// The fingerprint of `text` as 16 lowercase hex digits.
    public static func of(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
