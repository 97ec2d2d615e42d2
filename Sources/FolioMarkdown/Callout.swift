import FolioCore

/// A call-out block: GitHub's alert syntax (`> [!NOTE]` on the first line of a block quote), which the
/// importers write for the sources' NOTE / TIP / 注意 / 提示 labels, plus `[!FIGURE]` for a figure whose
/// image the source lost (the quote holds its caption).
public enum Callout: String, Sendable, Equatable, CaseIterable {
    case note = "NOTE"
    case tip = "TIP"
    case important = "IMPORTANT"
    case warning = "WARNING"
    case caution = "CAUTION"
    case figure = "FIGURE"

    /// The label shown in `language` ("Note", "注意").
    public func label(_ language: Language) -> String {
        switch (self, language) {
        case (.note, .en): return "Note"
        case (.note, .zh): return "注意"
        case (.tip, .en): return "Tip"
        case (.tip, .zh): return "提示"
        case (.important, .en): return "Important"
        case (.important, .zh): return "重要"
        case (.warning, .en): return "Warning"
        case (.warning, .zh): return "警告"
        case (.caution, .en): return "Caution"
        case (.caution, .zh): return "小心"
        case (.figure, .en): return "Figure not available"
        case (.figure, .zh): return "原图缺失"
        }
    }

    /// The call-out a block quote's children open with, and the children without the `[!KIND]` line;
    /// nil when the first line of the quote is not a marker.
    static func recognise(_ children: [MarkdownNode]) -> (Callout, [MarkdownNode])? {
        guard let first = children.first, first.kind == .paragraph else { return nil }
        var marker = ""
        var end = 0
        for node in first.children {
            guard case .text(let text) = node.kind else { break }
            marker += text
            end += 1
        }
        let trimmed = marker.trimmingWhitespace()
        guard trimmed.hasPrefix("[!"), trimmed.hasSuffix("]"),
              let callout = Callout(rawValue: String(trimmed.dropFirst(2).dropLast()).uppercased()) else { return nil }
        var rest = Array(first.children[end...])
        if let next = rest.first, next.kind == .softBreak || next.kind == .lineBreak {
            rest.removeFirst()
        } else if !rest.isEmpty {
            return nil  // the marker must stand alone on its line
        }
        var blocks = Array(children.dropFirst())
        if !rest.isEmpty {
            var paragraph = first
            paragraph.children = rest
            blocks.insert(paragraph, at: 0)
        }
        return (callout, blocks)
    }
}
