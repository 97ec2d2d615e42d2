import Foundation

/// Folding width and diacritics (and case) for comparing titles, without Foundation's slow path
/// for the common text that folding leaves as it is: ASCII, Han characters and CJK punctuation.
extension String {
    /// `folding(options: [.widthInsensitive, .diacriticInsensitive], locale: nil)`, plus
    /// `.caseInsensitive` when `lowercase` is true.
    public func foldingWidthAndDiacritics(lowercase: Bool) -> String {
        if unicodeScalars.allSatisfy(\.isFoldingStable) { return lowercase ? lowercased() : self }
        let options: String.CompareOptions = lowercase
            ? [.caseInsensitive, .widthInsensitive, .diacriticInsensitive] : [.widthInsensitive, .diacriticInsensitive]
        return folding(options: options, locale: nil)
    }
}

extension Unicode.Scalar {
    /// True for scalars that width and diacritic folding leave unchanged and that lowercasing maps
    /// like ASCII: ASCII, Han ideographs and the common CJK and typographic punctuation.
    public var isFoldingStable: Bool {
        if isASCII || isHan { return true }
        switch value {
        case 0x3001, 0x3002, 0x3008...0x3011, 0x2018, 0x2019, 0x201C, 0x201D, 0x2014, 0x00B7: return true
        default: return false
        }
    }
}
