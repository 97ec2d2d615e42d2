import Foundation

/// ASCII slugs for file names and anchors: stable, lowercase, hyphen-separated.
public enum Slug {
    /// The ASCII slug of `text`: Latin letters and digits kept (diacritics folded), everything else
    /// collapsed into single hyphens. Returns an empty string when `text` has no ASCII letters or digits.
    public static func make(_ text: String, maxLength: Int = 60) -> String {
        let folded = text.applyingTransformIfAvailable()
        var slug = ""
        var pendingHyphen = false
        for scalar in folded.unicodeScalars {
            if scalar.isASCIILetter || scalar.isASCIIDigit {
                if pendingHyphen && !slug.isEmpty { slug.append("-") }
                pendingHyphen = false
                slug.unicodeScalars.append(scalar)
            } else if scalar == "." && slug.last?.isNumber == true {
                // keep section numbers such as 1.2 readable as 1-2
                pendingHyphen = true
            } else if scalar != "'" && scalar != "’" {
                pendingHyphen = true
            }
        }
        slug = slug.lowercased()
        if slug.count > maxLength {
            slug = String(slug.prefix(maxLength))
            while slug.hasSuffix("-") { slug.removeLast() }
        }
        return slug
    }
}


extension String {
    fileprivate func applyingTransformIfAvailable() -> String {
        foldingWidthAndDiacritics(lowercase: false)
    }
}
