/// Chinese numerals as used in chapter markers (`第十二章`).
enum ChineseNumerals {
    private static let digits: [Character: Int] = [
        "零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
    ]

    /// The value of a numeral written in Chinese (`十一` → 11, `二十三` → 23, `一百零五` → 105) or in
    /// ASCII or full-width digits; nil for anything else.
    static func value(of text: String) -> Int? {
        guard !text.isEmpty else { return nil }
        let folded = text.map { character -> Character in
            if let scalar = character.unicodeScalars.first, (0xFF10...0xFF19).contains(scalar.value) {
                return Character(Unicode.Scalar(scalar.value - 0xFF10 + 0x30)!)
            }
            return character
        }
        if folded.allSatisfy({ $0.isASCII && $0.isNumber }) { return Int(String(folded)) }
        var total = 0
        var current = 0
        for character in folded {
            if let digit = digits[character] {
                current = digit
            } else if character == "十" {
                total += (current == 0 ? 1 : current) * 10
                current = 0
            } else if character == "百" {
                total += (current == 0 ? 1 : current) * 100
                current = 0
            } else {
                return nil
            }
        }
        return total + current
    }

    /// True when `character` may appear in a numeral understood by `value(of:)`.
    static func isNumeralCharacter(_ character: Character) -> Bool {
        digits[character] != nil || character == "十" || character == "百" || character.isNumber
    }
}
