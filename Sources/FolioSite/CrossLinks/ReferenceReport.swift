import FolioCore
import FolioMarkdown

/// Every reference of the book and what became of it: by-title links and guidelines URLs, resolved in
/// the same edition, in another edition, left as developer documentation, or unresolved.
public struct ReferenceReport: Sendable {
    /// The form of a reference.
    public enum Kind: String, Sendable, CaseIterable {
        case byTitle = "by-title"
        case guidelineURL = "guidelines-url"
    }

    /// What became of a reference.
    public enum Outcome: String, Sendable, CaseIterable {
        case sameEdition = "same edition"
        case otherEdition = "other edition"
        case developerDocument = "developer documentation"
        /// In an edition whose unmatched references name documents outside the book.
        case outsideBook = "outside the book"
        case unresolved
    }

    /// One reference.
    public struct Item: Sendable, Equatable {
        public var kind: Kind
        public var outcome: Outcome
        /// The title or URL as written.
        public var reference: String
        public var edition: String
        public var location: SourceLocation
        /// The target's path relative to the site root, when resolved.
        public var target: String?

        /// True when the reference leads to a section of the book.
        public var isResolved: Bool { outcome == .sameEdition || outcome == .otherEdition }
    }

    public private(set) var items: [Item] = []

    /// Classifies every reference of `book` with `resolver`.
    public init(book: Book, resolver: ReferenceResolver) {
        let outsideEditions = Set(book.editions.filter(\.referencesOutside).map(\.id))
        for chapter in book.chapters + book.editions.compactMap(\.colophon) {
            chapter.document.forEach { node in
                guard case .link(let url, _) = node.kind else { return }
                let location = SourceLocation(path: chapter.sourcePath, line: node.line, column: node.column)
                if url.hasPrefix("ref:") {
                    let title = String(url.dropFirst(4))
                    let resolution = resolver.resolve(title: title, from: chapter)
                    items.append(Item(kind: .byTitle, outcome: Self.outcome(resolution, chapter, developer: ReferenceResolver.isDeveloperDocument(title),
                                                                                outside: outsideEditions.contains(chapter.edition)),
                                      reference: title, edition: chapter.edition, location: location,
                                      target: resolution.map { Self.path($0.target) }))
                } else if ReferenceResolver.guidelineSlugs(url) != nil {
                    let resolution = resolver.resolve(guidelineURL: url, from: chapter)
                    items.append(Item(kind: .guidelineURL, outcome: Self.outcome(resolution, chapter, developer: false, outside: false),
                                      reference: url, edition: chapter.edition, location: location,
                                      target: resolution.map { Self.path($0.target) }))
                }
            }
        }
    }

    /// How many references of `kind` (in `edition`, when given) had `outcome` (any resolution when nil).
    public func count(_ kind: Kind, edition: String? = nil, outcome: Outcome? = nil) -> Int {
        items.filter { item in
            item.kind == kind && (edition == nil || item.edition == edition)
                && (outcome.map { item.outcome == $0 } ?? item.isResolved)
        }.count
    }

    /// One line per edition and kind: `ios13 by-title: 112 of 327 resolved (100 same edition, 12 other
    /// edition), 200 developer documentation, 0 outside the book, 15 unresolved`.
    public func summary(editions: [String]) -> [String] {
        var lines: [String] = []
        for edition in editions {
            for kind in Kind.allCases {
                let total = items.filter { $0.kind == kind && $0.edition == edition }.count
                guard total > 0 else { continue }
                lines.append("\(edition) \(kind.rawValue): \(count(kind, edition: edition)) of \(total) resolved "
                    + "(\(count(kind, edition: edition, outcome: .sameEdition)) same edition, "
                    + "\(count(kind, edition: edition, outcome: .otherEdition)) other edition), "
                    + "\(count(kind, edition: edition, outcome: .developerDocument)) developer documentation, "
                    + "\(count(kind, edition: edition, outcome: .outsideBook)) outside the book, "
                    + "\(count(kind, edition: edition, outcome: .unresolved)) unresolved")
            }
        }
        return lines
    }

    private static func outcome(_ resolution: ReferenceResolver.Resolution?, _ chapter: Chapter, developer: Bool, outside: Bool) -> Outcome {
        guard let resolution else { return developer ? .developerDocument : outside ? .outsideBook : .unresolved }
        return resolution.target.edition == chapter.edition ? .sameEdition : .otherEdition
    }

    private static func path(_ target: TitleIndex.Target) -> String {
        target.anchor.map { "\(target.outputPath)#\($0)" } ?? target.outputPath
    }
}
