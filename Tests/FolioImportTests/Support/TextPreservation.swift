import Foundation

/// Measures how much of a source's visible text survives an import.
///
/// Only letters, digits and Han characters count (punctuation and white space differ legitimately
/// between a source and its Markdown). A source character is preserved when some run of `window`
/// counted characters around it appears, in order, in the output.
enum TextPreservation {
    /// The counted characters of `text`.
    static func visible(_ text: String) -> [Character] {
        text.filter { $0.isLetter || $0.isNumber }
    }

    /// The share (0…1) of `source`'s counted characters that the output preserves.
    static func coverage(source: String, output: String, window: Int = 8) -> Double {
        let src = visible(source)
        let out = visible(output)
        guard src.count >= window else { return src.isEmpty ? 1 : (output.contains(String(src)) ? 1 : 0) }
        var grams = Set<String>()
        if out.count >= window {
            for i in 0...(out.count - window) { grams.insert(String(out[i..<(i + window)])) }
        }
        var covered = [Bool](repeating: false, count: src.count)
        for i in 0...(src.count - window) where grams.contains(String(src[i..<(i + window)])) {
            for j in i..<(i + window) { covered[j] = true }
        }
        return Double(covered.filter { $0 }.count) / Double(src.count)
    }
}

/// Paths of the project's own files, for tests that read the committed sources and Content/.
enum ProjectFiles {
    /// The package root (the folder holding Package.swift).
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    /// A file under Content/sources/.
    static func source(_ name: String) -> URL {
        root.appendingPathComponent("Content/sources").appendingPathComponent(name)
    }

    /// The text of a file under Content/sources/.
    static func sourceText(_ name: String) throws -> String {
        try String(contentsOf: source(name), encoding: .utf8)
    }
}
