/// ASCII classes tested on bytes and scalars, for the hot paths that skip Unicode property lookups.
extension UInt8 {
    /// `a`–`z`.
    public var isASCIILowercase: Bool { self >= 0x61 && self <= 0x7A }
    /// `A`–`Z`.
    public var isASCIIUppercase: Bool { self >= 0x41 && self <= 0x5A }
    /// `A`–`Z` or `a`–`z`.
    public var isASCIILetter: Bool { (self | 0x20).isASCIILowercase }
    /// `0`–`9`.
    public var isASCIIDigit: Bool { self >= 0x30 && self <= 0x39 }
}

extension Unicode.Scalar {
    /// `a`–`z`.
    public var isASCIILowercase: Bool { isASCII && UInt8(value).isASCIILowercase }
    /// `A`–`Z`.
    public var isASCIIUppercase: Bool { isASCII && UInt8(value).isASCIIUppercase }
    /// `A`–`Z` or `a`–`z`.
    public var isASCIILetter: Bool { isASCII && UInt8(value).isASCIILetter }
    /// `0`–`9`.
    public var isASCIIDigit: Bool { isASCII && UInt8(value).isASCIIDigit }
}
