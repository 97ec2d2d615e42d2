import Foundation
import FolioCore

/// Every chapter and section title of the book, for resolving links by title (`<ref:Web Views>`).
/// Titles are compared after folding case, width and punctuation, and without section numbers.
public struct TitleIndex: Sendable {
    /// Where a title points.
    public struct Target: Sendable, Equatable {
        public var chapterID: String
        public var edition: String
        public var outputPath: String
        /// nil for a chapter's own title (the top of its page).
        public var anchor: String?
    }

    /// The targets of one title key: all of them in reading order, plus the first per chapter and
    /// per edition, so a lookup costs the same however often a title repeats.
    private struct Bucket: Sendable {
        var all: [Target] = []
        var byChapter: [String: Target] = [:]
        var byEdition: [String: Target] = [:]

        mutating func add(_ target: Target) {
            all.append(target)
            if byChapter[target.chapterID] == nil { byChapter[target.chapterID] = target }
            if byEdition[target.edition] == nil { byEdition[target.edition] = target }
        }
    }

    private var buckets: [String: Bucket] = [:]

    /// Indexes every chapter title and section title of `book` (keys are made on all cores).
    public init(book: Book) {
        let keyed = (book.chapters + book.editions.compactMap(\.colophon)).concurrentMap { chapter in
            var entries: [(key: String, target: Target)] = []
            let chapterTarget = Target(chapterID: chapter.id, edition: chapter.edition, outputPath: chapter.outputPath, anchor: nil)
            for title in [chapter.title.en, chapter.title.zh].compactMap({ $0 }) {
                entries.append((Self.key(title), chapterTarget))
            }
            for section in chapter.sections {
                let target = Target(chapterID: chapter.id, edition: chapter.edition, outputPath: chapter.outputPath, anchor: section.anchor)
                for title in [section.title.en, section.title.zh].compactMap({ $0 }) {
                    entries.append((Self.key(title), target))
                }
            }
            return entries
        }
        for entries in keyed {
            for (key, target) in entries { buckets[key, default: Bucket()].add(target) }
        }
    }

    /// The best target for `title` seen from `chapter`: the same chapter first, then the same edition,
    /// then the first edition in reading order that has it.
    public func resolve(_ title: String, from chapter: Chapter) -> Target? {
        guard let bucket = buckets[Self.key(title)] else { return nil }
        return bucket.byChapter[chapter.id] ?? bucket.byEdition[chapter.edition] ?? bucket.all.first
    }

    /// All targets for `title`, in reading order.
    public func targets(for title: String) -> [Target] { buckets[Self.key(title)]?.all ?? [] }

    /// The comparison key of a title: lowercase letters, digits and Han characters only, without a
    /// leading section number.
    public static func key(_ title: String) -> String {
        var (_, text) = SectionIndexer.splitNumber(title)
        if let key = text.withUTF8(asciiAndHanKey) { return key }
        let folded = text.foldingWidthAndDiacritics(lowercase: true)
        var key = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars where scalar.isLetterOrDigitForKeys { key.append(scalar) }
        return String(key)
    }
}


extension TitleIndex {
    /// `key` of a text made of ASCII, full-width ASCII forms, Han and CJK punctuation, on its bytes;
    /// nil for any other text (it goes through Unicode folding).
    static func asciiAndHanKey(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
        var key: [UInt8] = []
        key.reserveCapacity(utf8.count)
        func appendASCII(_ byte: UInt8) {
            if byte.isASCIILetter { key.append(byte | 0x20) } else if byte.isASCIIDigit { key.append(byte) }
        }
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x80 {
                appendASCII(byte)
                index += 1
                continue
            }
            let (scalar, length) = UTF8Scalars.scalar(in: utf8, at: index)
            switch scalar.value {
            case _ where scalar.isHan:
                key.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[index..<index + length]))
            case 0xFF01...0xFF5E:  // full-width ASCII: folded to ASCII
                appendASCII(UInt8(scalar.value - 0xFEE0))
            case 0x3000...0x3004, 0x3008...0x3020, 0x3030, 0x3036, 0x3037, 0x303D...0x303F:
                break  // CJK spaces and punctuation (not letters)
            default:
                guard scalar.isFoldingStable else { return nil }
            }
            index += length
        }
        return String(decoding: key, as: UTF8.self)
    }
}

extension Unicode.Scalar {
    /// Letters of any script (Unicode `Alphabetic`) and ASCII digits: what title keys keep. ASCII and
    /// Han are answered without a Unicode property lookup.
    var isLetterOrDigitForKeys: Bool {
        if isASCII { return isASCIILetter || isASCIIDigit }
        return isHan || properties.isAlphabetic
    }
}
