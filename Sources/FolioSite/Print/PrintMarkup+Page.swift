/// The print page's edits of a chapter page's body (see `PrintMarkup.finish(_:prefix:sitePath:rewriteLink:page:)`).
extension PrintMarkup {
    /// What turns a chapter page's body into the print page's: headings shifted under the chapter's
    /// title (outside the comment thread, whose heading keeps its level) and page-only elements (the
    /// "also in" links under headings) dropped, with the line break after them.
    public struct PageEdits: Sendable {
        /// Heading levels are raised by this much (at most to 6).
        public var headingShift: Int
        private static let droppedElement = Array("<p class=\"also-in\">".utf8)
        private static let droppedElementEnd = Array("</p>".utf8)
        private static let commentsStart = Array("<section class=\"comments\"".utf8)
        private static let sectionEnd = Array("</section>".utf8)

        public init(headingShift: Int) {
            self.headingShift = headingShift
        }

        /// The index after the dropped element starting at `start` (and its line break), if one does.
        func endOfDroppedElement(at start: Int, in bytes: [UInt8]) -> Int? {
            guard PrintMarkup.matches(Self.droppedElement, in: bytes, at: start),
                  var end = PrintMarkup.find("</p>", in: bytes, from: start) else { return nil }
            end += Self.droppedElementEnd.count
            return end < bytes.count && bytes[end] == UInt8(ascii: "\n") ? end + 1 : end
        }

        /// Whether the tag at `start` and what follows it are inside the comment thread.
        func isInComments(after start: Int, in bytes: [UInt8], before: Bool) -> Bool {
            if PrintMarkup.matches(Self.commentsStart, in: bytes, at: start) { return true }
            if before, PrintMarkup.matches(Self.sectionEnd, in: bytes, at: start) { return false }
            return before
        }

        /// The level of the heading tag (`<h2 …>` or `</h2>`) at `start`, and whether it closes.
        static func heading(at start: Int, in bytes: [UInt8]) -> (level: Int, closing: Bool)? {
            let closing = start + 1 < bytes.count && bytes[start + 1] == UInt8(ascii: "/")
            let h = start + (closing ? 2 : 1)
            guard h + 2 < bytes.count, bytes[h] == UInt8(ascii: "h"),
                  (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(bytes[h + 1]),
                  bytes[h + 2] == UInt8(ascii: ">") || (!closing && bytes[h + 2] == UInt8(ascii: " ")) else { return nil }
            return (Int(bytes[h + 1] - UInt8(ascii: "0")), closing)
        }
    }

    /// The number of text characters of the `<div>` starting at `start`, or some number above `limit`
    /// once it has more (counting stops there).
    static func textLength(ofElementAt start: Int, in bytes: [UInt8], limit: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            func starts(_ pattern: StaticString, at index: Int) -> Bool {
                guard index + pattern.utf8CodeUnitCount <= buffer.count else { return false }
                for offset in 0..<pattern.utf8CodeUnitCount where buffer[index + offset] != pattern.utf8Start[offset] { return false }
                return true
            }
            var depth = 0
            var count = 0
            var index = start
            while index < buffer.count {
                if buffer[index] == UInt8(ascii: "<") {
                    if starts("</div>", at: index) {
                        depth -= 1
                        if depth == 0 { return count }
                    } else if starts("<div", at: index) {
                        depth += 1
                    }
                    // Skip the tag: text is what lies between tags.
                    while index < buffer.count, buffer[index] != UInt8(ascii: ">") { index += 1 }
                    index += 1
                    continue
                }
                // Count the characters of the text up to the next tag (no line breaks, tabs or spaces).
                while index < buffer.count {
                    let byte = buffer[index]
                    if byte == UInt8(ascii: "<") { break }
                    if byte & 0xC0 != 0x80 && byte != 0x20 && byte != 0x0A && byte != 0x09 && byte != 0x0D { count += 1 }
                    index += 1
                }
                if count > limit { return count }
            }
            return count
        }
    }
}
