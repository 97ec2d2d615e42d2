/// Appending text to UTF-8 byte buffers, for output built as bytes (HTML bodies, pages).
extension Array where Element == UInt8 {
    /// Appends the UTF-8 of `text` in one copy.
    public mutating func appendUTF8<Text: StringProtocol>(_ text: Text) {
        if text.utf8.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) == nil {
            append(contentsOf: text.utf8)
        }
    }

    /// Appends a literal.
    public mutating func append(_ literal: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends `number` in decimal.
    public mutating func appendDecimal(_ number: Int) {
        appendUTF8(String(number))
    }
}

extension String {
    /// Calls `body` with the string's UTF-8 bytes: its own storage when it has contiguous UTF-8 (any
    /// native string), without copying the string value (which `withUTF8` on a `var` copy would do).
    @inlinable
    public func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
