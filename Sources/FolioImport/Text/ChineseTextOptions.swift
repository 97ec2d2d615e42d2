/// The manifest `options` of a Chinese text source (`format: text`, layout `chinese`). Every field may be
/// left out; the defaults suit a Chinese PDF extraction. Unknown keys (such as `layout`) are ignored.
///
/// ```json
/// "options": { "joinLineBreaks": false, "breakMarkers": ["【更新中】"] }
/// ```
struct ChineseTextOptions: Decodable, Sendable, Equatable {
    /// Strings that stand for a paragraph break wherever they occur (a scrape's page title left where each
    /// image was), in addition to the markers found by `markerMinimumCount`.
    var breakMarkers: [String] = []
    /// A trimmed line repeated whole at least this many times (and short, not a table row or list item) is a
    /// break marker; every occurrence of it, also inside lines, becomes a paragraph break. 0 turns this off.
    var markerMinimumCount: Int = 10
    /// Whether lines broken inside a sentence are joined (`PDFLineJoining`). True suits PDF extractions;
    /// set false for web scrapes, where every paragraph is one line and lines that end without punctuation
    /// (a link text, a list item) are complete.
    var joinLineBreaks: Bool = true
    /// Line beginnings (case-insensitive, after an optional opening parenthesis) of notes about the source
    /// that are moved out of the chapters into the preface: original URLs, download links, further reading,
    /// translator's notes standing as a paragraph of their own (`译者注:…`, `(译者注:…)`).
    /// Added to `ChineseTextOptions.defaultMovedLinePrefixes`.
    var movedLinePrefixes: [String] = []
    /// Line beginnings (matched like `movedLinePrefixes`) of lines dropped entirely, such as notes about a
    /// video that the extraction lost; they must hold no content of the book.
    var droppedLinePrefixes: [String] = []
    /// Front-matter lines that head the source's own preface (`前言`); the preface runs from such a line to
    /// the table of contents or the first chapter. Replaces the default list when given.
    var prefaceHeadings: [String] = ChineseTextOptions.defaultPrefaceHeadings
    /// The Chinese title of a preface made only to hold moved notes (the source has no preface of its own).
    var prefaceTitleZh: String = "前言"
    /// The English title of such a preface.
    var prefaceTitleEn: String = "Preface"
    /// The longest unnumbered line promoted to a sub-heading (`ChineseSubheadings`), in characters; 0 turns
    /// promotion off.
    var subheadingMaximumLength: Int = 20
    /// The longest such line written with a trailing colon (`整体美感：`); longer ones are lead-ins.
    var colonSubheadingMaximumLength: Int = 8

    /// The sub-heading rule these options give.
    var subheadingRule: ChineseSubheadingRule {
        ChineseSubheadingRule(maximumLength: subheadingMaximumLength, maximumColonLength: colonSubheadingMaximumLength)
    }

    /// Beginnings of notes moved to the preface in every source.
    static let defaultMovedLinePrefixes = [
        "原文地址", "原文链接", "本章英文原文", "英文原文", "pdf文档下载", "文档下载", "下载地址", "拓展阅读", "延伸阅读", "译者注",
    ]

    /// Lines that head a preface by default.
    static let defaultPrefaceHeadings = ["前言", "序", "序言", "引言", "导言", "写在前面", "译者序", "译序", "Preface", "Foreword"]

    init() {}

    private enum Key: String, CodingKey {
        case breakMarkers, markerMinimumCount, joinLineBreaks, movedLinePrefixes, droppedLinePrefixes
        case prefaceHeadings, prefaceTitleZh, prefaceTitleEn, subheadingMaximumLength, colonSubheadingMaximumLength
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let defaults = ChineseTextOptions()
        breakMarkers = try container.decodeIfPresent([String].self, forKey: .breakMarkers) ?? defaults.breakMarkers
        markerMinimumCount = try container.decodeIfPresent(Int.self, forKey: .markerMinimumCount) ?? defaults.markerMinimumCount
        joinLineBreaks = try container.decodeIfPresent(Bool.self, forKey: .joinLineBreaks) ?? defaults.joinLineBreaks
        movedLinePrefixes = try container.decodeIfPresent([String].self, forKey: .movedLinePrefixes) ?? []
        droppedLinePrefixes = try container.decodeIfPresent([String].self, forKey: .droppedLinePrefixes) ?? []
        prefaceHeadings = try container.decodeIfPresent([String].self, forKey: .prefaceHeadings) ?? defaults.prefaceHeadings
        prefaceTitleZh = try container.decodeIfPresent(String.self, forKey: .prefaceTitleZh) ?? defaults.prefaceTitleZh
        prefaceTitleEn = try container.decodeIfPresent(String.self, forKey: .prefaceTitleEn) ?? defaults.prefaceTitleEn
        subheadingMaximumLength = try container.decodeIfPresent(Int.self, forKey: .subheadingMaximumLength)
            ?? defaults.subheadingMaximumLength
        colonSubheadingMaximumLength = try container.decodeIfPresent(Int.self, forKey: .colonSubheadingMaximumLength)
            ?? defaults.colonSubheadingMaximumLength
    }

    /// True when `line` begins with one of `prefixes` (ignoring case and an opening parenthesis).
    static func line(_ line: String, startsWithAnyOf prefixes: [String]) -> Bool {
        var text = Substring(line.trimmedWhitespace)
        if let first = text.first, first == "(" || first == "（" { text = text.dropFirst() }
        let lowered = text.lowercased()
        return prefixes.contains { !$0.isEmpty && lowered.hasPrefix($0.lowercased()) }
    }
}
