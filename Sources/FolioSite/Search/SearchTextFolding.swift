import Foundation
import FolioCore

/// The character rules shared by the Swift index writer and `search.js`; both sides must agree
/// exactly, so every rule here is a plain per-scalar test that JavaScript can repeat.
enum SearchTextFolding {
    /// Full-width ASCII forms (U+FF01–FF5E) become ASCII; the ideographic space becomes a space.
    static func halfWidth(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0xFF01...0xFF5E: return Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
        case 0x3000: return " "
        default: return scalar
        }
    }

    /// ASCII digits.
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCIIDigit
    }

    /// Combining diacritical marks (U+0300–036F), kept inside words and then removed by `foldWord`.
    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        (0x300...0x36F).contains(scalar.value)
    }

    /// A scalar that belongs to a word: a Latin letter, a digit or a combining mark.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isLatinLetter || isDigit(scalar) || isCombiningMark(scalar)
    }

    /// An apostrophe, which joins the two word parts around it (`don't`, `app’s`).
    static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "'" || scalar == "\u{2019}"
    }

    /// `foldWord(_:)` of the word made of `scalars`, without building the raw word when it is ASCII.
    static func foldWord(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        if scalars.allSatisfy({ $0.value < 0x80 && $0 != "'" }) {
            return String(unsafeUninitializedCapacity: scalars.count) { buffer in
                for (offset, scalar) in scalars.enumerated() {
                    let byte = UInt8(scalar.value)
                    buffer[offset] = byte.isASCIIUppercase ? byte + 0x20 : byte
                }
                return scalars.count
            }
        }
        var raw = String.UnicodeScalarView()
        raw.append(contentsOf: scalars)
        return foldWord(String(raw))
    }

    /// A raw word as the tokenizer cut it (already half-width) → lowercase, without diacritics,
    /// without a possessive `'s` and without apostrophes.
    static func foldWord(_ raw: String) -> String {
        if raw.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "'") }) {
            return String(decoding: raw.utf8.map { $0.isASCIIUppercase ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
        var scalars = String.UnicodeScalarView()
        for scalar in raw.decomposedStringWithCanonicalMapping.unicodeScalars where !isCombiningMark(scalar) {
            scalars.append(scalar)
        }
        var word = String(scalars).lowercased()
        if word.hasSuffix("'s") || word.hasSuffix("\u{2019}s") { word.removeLast(2) }
        word.unicodeScalars.removeAll(where: isApostrophe)
        return word
    }
}
