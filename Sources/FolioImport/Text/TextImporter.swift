import FolioCore

/// The `text` format: plain text extracted from a PDF or a web page, or a bilingual text that alternates
/// English and Chinese paragraphs. It decides which layout a source has and hands it to the matching
/// importer: `ChineseTextImport` (Chinese text, English at most in headings and glosses) or
/// `BilingualTextImport` (English paragraph, then its Chinese translation).
public struct TextImporter: SourceImporter {
    public init() {}

    public var format: String { "text" }

    /// How a text source is laid out; the manifest option `layout` overrides detection.
    public enum Layout: String, Sendable, Decodable {
        case chinese
        case bilingual
    }

    private struct LayoutOption: Decodable {
        var layout: Layout?
    }

    public func importSource(_ input: SourceInput) -> ImportResult {
        let layout: Layout
        do {
            layout = try input.entry.decodeOptions(LayoutOption.self).layout ?? Self.detectLayout(input.text)
        } catch {
            return ImportResult(diagnostics: [.error("invalid options for format 'text': \(error)",
                                                     at: SourceLocation(path: input.path))])
        }
        switch layout {
        case .chinese: return ChineseTextImport.run(input)
        case .bilingual: return BilingualTextImport.run(input)
        }
    }

    /// A text is bilingual when at least a fifth of its non-empty lines are English prose
    /// (more than six Latin words and no Han characters); otherwise it is Chinese.
    public static func detectLayout(_ text: String) -> Layout {
        var english = 0
        var total = 0
        for line in text.split(separator: "\n") {
            let s = String(line)
            guard !s.allSatisfy(\.isWhitespace) else { continue }
            total += 1
            if !s.containsHan && s.latinWordCount > 6 { english += 1 }
        }
        return total > 0 && english * 5 >= total ? .bilingual : .chinese
    }
}
