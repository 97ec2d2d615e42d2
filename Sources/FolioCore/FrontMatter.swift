import Foundation

/// The metadata block at the top of a chapter file, between two `---` lines.
///
/// Each line is `key: value`. Values are written as JSON (strings quoted, numbers bare, lists as
/// JSON arrays), which is also valid YAML; when reading, a value that is not JSON is taken as a plain
/// string, so hand-written `title: Overview` works too. Keys keep their order.
public struct FrontMatter: Sendable, Equatable {
    /// A front-matter value.
    public enum Value: Sendable, Equatable {
        case string(String)
        case int(Int)
        case bool(Bool)
        case list([String])

        /// The value as a string, when it is one (numbers are rendered in decimal).
        public var string: String? {
            switch self {
            case .string(let s): return s
            case .int(let i): return String(i)
            case .bool(let b): return b ? "true" : "false"
            case .list: return nil
            }
        }
    }

    /// The entries in file order.
    public private(set) var entries: [(key: String, value: Value)] = []

    public init() {}

    public static func == (lhs: FrontMatter, rhs: FrontMatter) -> Bool {
        lhs.entries.map(\.key) == rhs.entries.map(\.key) && lhs.entries.map(\.value) == rhs.entries.map(\.value)
    }

    /// The value for `key`, if any.
    public subscript(key: String) -> Value? {
        get { entries.first { $0.key == key }?.value }
        set {
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((key, newValue))
            }
        }
    }

    /// Appends an entry for a key known not to be present (the parser keeps its own index, so a
    /// front matter of thousands of keys is read in linear time).
    mutating func appendNew(_ key: String, _ value: Value) {
        entries.append((key, value))
    }

    /// Replaces the value of the entry at `index`.
    mutating func replaceValue(at index: Int, with value: Value) {
        entries[index].value = value
    }

    /// The string value for `key`, if present and a scalar.
    public func string(_ key: String) -> String? { self[key]?.string }

    /// The integer value for `key`, if present and a number.
    public func int(_ key: String) -> Int? {
        if case .int(let i)? = self[key] { return i }
        return self[key]?.string.flatMap { Int($0) }
    }

    /// The list value for `key` (a scalar counts as a one-element list).
    public func list(_ key: String) -> [String] {
        switch self[key] {
        case .list(let items)?: return items
        case let value?: return value.string.map { [$0] } ?? []
        case nil: return []
        }
    }

    /// The block as text, including both `---` lines and a trailing newline.
    public var serialized: String {
        var out = "---\n"
        for (key, value) in entries {
            out += "\(key): \(Self.encode(value))\n"
        }
        out += "---\n"
        return out
    }

    private static func encode(_ value: Value) -> String {
        switch value {
        case .string(let s): return jsonString(s)
        case .int(let i): return String(i)
        case .bool(let b): return b ? "true" : "false"
        case .list(let items): return "[" + items.map(jsonString).joined(separator: ", ") + "]"
        }
    }

    /// `s` as a JSON string literal, escaping only what JSON requires (CJK stays readable).
    public static func jsonString(_ s: String) -> String { JSONText.quoted(s) }
}
