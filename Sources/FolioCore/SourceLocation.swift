/// A place in a source file: 1-based line and column, the column counted in characters (not bytes).
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file's path as it should be shown to the user (relative to the project where possible).
    public var path: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in characters.
    public var column: Int

    public init(path: String, line: Int = 1, column: Int = 1) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column`, the form editors and terminals turn into links.
    public var description: String { "\(path):\(line):\(column)" }

    /// The location of a UTF-8 byte offset in `text`, with columns counted in characters.
    public static func of(utf8Offset offset: Int, in text: String, path: String) -> SourceLocation {
        var line = 1
        var lineStart = text.utf8.startIndex
        let utf8 = text.utf8
        let end = utf8.index(utf8.startIndex, offsetBy: max(0, min(offset, utf8.count)))
        var index = utf8.startIndex
        while index < end {
            if utf8[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        let prefix = String(decoding: utf8[lineStart..<end], as: UTF8.self)
        return SourceLocation(path: path, line: line, column: prefix.count + 1)
    }
}
