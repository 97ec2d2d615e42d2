import FolioCore

extension Glossary {
    /// The glossary as searchable units, one per English term, linking to its entry on glossary.html:
    /// the heading holds the term and its first rendering, the text every rendering with its editions
    /// (`各版本译名：分区控件（iOS 10）、分段控件（iPhone 2010）`).
    public func searchSections(book: Book) -> [SearchSection] {
        let titles = Dictionary(book.editions.map { ($0.id, $0.shortTitle) }, uniquingKeysWith: { first, _ in first })
        return entries.map { entry in
            var heading: [Language: String] = [.en: entry.english]
            heading[.zh] = entry.renderings.first?.chinese
            let renderings = entry.renderings.map { rendering in
                "\(rendering.chinese)（\(rendering.editions.map { titles[$0] ?? $0 }.joined(separator: "、"))）"
            }
            return SearchSection(kind: .glossary, url: "glossary.html#\(entry.anchor)", edition: "All editions",
                                 chapter: "术语表 Glossary", heading: heading,
                                 text: [.zh: "各版本译名：" + renderings.joined(separator: "、") + "。"])
        }
    }
}

extension CrossLinks {
    /// The glossary's searchable units, for the search index (see `Glossary.searchSections`).
    public static func glossarySearchSections(of book: Book) -> [SearchSection] {
        CrossLinks(book: book).glossary.searchSections(book: book)
    }
}
