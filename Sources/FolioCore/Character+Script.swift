/// Script tests used to classify text as English or Chinese.
extension Unicode.Scalar {
    /// True for Han ideographs and CJK punctuation/full-width forms (the characters that make a block Chinese).
    public var isCJK: Bool {
        switch value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: return true  // Han
        case 0x3000...0x303F: return true  // CJK symbols and punctuation
        case 0xFF00...0xFFEF: return true  // full-width forms
        case 0x3040...0x30FF: return true  // kana (rare, but never Latin)
        default: return false
        }
    }

    /// True for Han ideographs only (no punctuation).
    public var isHan: Bool {
        switch value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: return true
        default: return false
        }
    }

    /// True for ASCII letters and Latin letters with diacritics.
    public var isLatinLetter: Bool {
        switch value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: return value != 0xD7 && value != 0xF7
        default: return false
        }
    }
}

extension Character {
    /// True when the character is a Han ideograph or CJK punctuation.
    public var isCJK: Bool { unicodeScalars.first?.isCJK ?? false }
    /// True when the character is a Han ideograph.
    public var isHan: Bool { unicodeScalars.first?.isHan ?? false }
    /// True when the character is a Latin letter.
    public var isLatinLetter: Bool { unicodeScalars.first?.isLatinLetter ?? false }
}
