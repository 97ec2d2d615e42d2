/// `print.html` rendered from its template once, with a marker where each chapter's body goes, and
/// cut at the markers: the file is the pieces with each chapter's print body put in its slot. A
/// chapter whose body changes changes its slot only; the template is rendered again only when the
/// book's outline or the theme changes.
struct PrintPage: Sendable {
    /// A piece of the page: template output, or the slot of a chapter's body.
    enum Piece: Sendable, Equatable {
        case text([UInt8])
        case body(chapterID: String)
    }

    let pieces: [Piece]

    /// The marker standing for the body of `chapterID` in the template's output (control characters,
    /// which neither a template nor a chapter id holds).
    static func marker(for chapterID: String) -> String { "\u{1}body:\(chapterID)\u{1}" }

    /// The pieces of `rendered`, the template's output with markers.
    init(rendered: [UInt8]) {
        let separator = UInt8(1)
        var pieces: [Piece] = []
        var start = 0
        var index = 0
        while let open = rendered[index...].firstIndex(of: separator) {
            guard let close = rendered[(open + 1)...].firstIndex(of: separator) else { break }
            let marker = String(decoding: rendered[(open + 1)..<close], as: UTF8.self)
            guard marker.hasPrefix("body:") else {
                index = close
                continue
            }
            if open > start { pieces.append(.text(Array(rendered[start..<open]))) }
            pieces.append(.body(chapterID: String(marker.dropFirst(5))))
            start = close + 1
            index = start
        }
        if start < rendered.count { pieces.append(.text(Array(rendered[start...]))) }
        self.pieces = pieces
    }

    /// The file's bytes in consecutive parts, with `body(chapterID)` in each slot (never joined into
    /// one buffer: a large book's print page is tens of megabytes).
    func parts(body: (String) -> [UInt8]) -> [[UInt8]] {
        pieces.map { piece in
            switch piece {
            case .text(let bytes): return bytes
            case .body(let chapterID): return body(chapterID)
            }
        }
    }
}
