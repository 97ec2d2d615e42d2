/// The numbers printed before chapter and part titles. An edition whose files give numbers keeps
/// them as written; an edition that gives none is numbered in reading order (chapters of kind
/// `chapter` 1, 2, 3 … across its parts; part pages 1, 2 …), so every printed chapter has a number.
public enum PrintNumbering {
    /// The printed number of each chapter and part page of `edition`, keyed by chapter id.
    public static func numbers(of edition: Edition) -> [String: String] {
        var numbers: [String: String] = [:]
        let pages = edition.parts.compactMap(\.page)
        let chapters = edition.parts.flatMap(\.chapters).filter { $0.kind == .chapter }
        for group in [pages, chapters] {
            let explicit = group.contains { $0.number?.isEmpty == false }
            for (index, chapter) in group.enumerated() {
                if explicit {
                    if let number = chapter.number, !number.isEmpty { numbers[chapter.id] = number }
                } else {
                    numbers[chapter.id] = String(index + 1)
                }
            }
        }
        for chapter in edition.parts.flatMap(\.chapters) where chapter.kind != .chapter {
            if let number = chapter.number, !number.isEmpty { numbers[chapter.id] = number }
        }
        return numbers
    }
}
