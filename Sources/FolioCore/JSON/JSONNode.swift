/// A JSON value parsed by `JSONParser`, with the place in the text where it starts.
public struct JSONNode: Sendable, Equatable {
    /// The kinds of JSON value; object members keep their order.
    public indirect enum Value: Sendable, Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        case object([(key: String, value: JSONNode)])

        public static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.null, .null): return true
            case let (.bool(a), .bool(b)): return a == b
            case let (.number(a), .number(b)): return a == b
            case let (.string(a), .string(b)): return a == b
            case let (.array(a), .array(b)): return a == b
            case let (.object(a), .object(b)):
                return a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
            default: return false
            }
        }
    }

    /// The value.
    public var value: Value
    /// 1-based line of the value's first character.
    public var line: Int
    /// 1-based line of the value's last character (the closing bracket of a container).
    public var endLine: Int
    /// UTF-8 byte offset of the value's first character (for a character column in diagnostics).
    public var utf8Offset: Int

    /// Creates a node.
    public init(_ value: Value, line: Int, endLine: Int? = nil, utf8Offset: Int = 0) {
        self.value = value
        self.line = line
        self.endLine = endLine ?? line
        self.utf8Offset = utf8Offset
    }

    /// The member `key` of an object (nil for other values or a missing key).
    public subscript(key: String) -> JSONNode? {
        if case .object(let members) = value { return members.first { $0.key == key }?.value }
        return nil
    }

    /// The string, when the value is one.
    public var string: String? {
        if case .string(let s) = value { return s }
        return nil
    }

    /// The number as an integer, when the value is an integral number.
    public var int: Int? {
        if case .number(let n) = value, n.rounded() == n, abs(n) < 1e15 { return Int(n) }
        return nil
    }

    /// The elements, when the value is an array.
    public var array: [JSONNode]? {
        if case .array(let items) = value { return items }
        return nil
    }

    /// A short name of the value's kind for messages ("a string", "an object").
    public var kindName: String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A JSON syntax error at a UTF-8 byte offset of the parsed text.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    /// What is wrong, phrased for the user.
    public var message: String
    /// The UTF-8 byte offset of the offending character.
    public var utf8Offset: Int
}
