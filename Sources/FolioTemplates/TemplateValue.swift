/// A value a template can show.
public enum TemplateValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([TemplateValue])
    case object(TemplateFields)
    /// Text made when the template first shows it (see `DeferredText`).
    case deferred(DeferredText)
}

/// Text that is not known yet when a context is built, e.g. a page body still being rendered on
/// another thread: a template shows it as a string, asking for it only when it gets there, so a
/// long page can be rendered while its parts are still being made. Equal only to itself.
public final class DeferredText: @unchecked Sendable, Equatable {
    private enum Maker {
        case text(@Sendable () -> String)
        case utf8(@Sendable () -> [UInt8])
    }

    private let make: Maker

    /// Text that `make` gives (called at most once per interpolation, possibly blocking).
    public init(_ make: @escaping @Sendable () -> String) {
        self.make = .text(make)
    }

    /// Text that `make` gives as UTF-8 (called at most once per interpolation, possibly blocking):
    /// shown unescaped, the bytes are copied into the output as they are.
    public init(utf8 make: @escaping @Sendable () -> [UInt8]) {
        self.make = .utf8(make)
    }

    /// The text, made now.
    public var text: String {
        switch make {
        case .text(let make): return make()
        case .utf8(let make): return String(decoding: make(), as: UTF8.self)
        }
    }

    /// Appends the text, made now, to `output` as UTF-8.
    func appendUTF8(to output: inout [UInt8]) {
        switch make {
        case .text(let make): output.appendUTF8(make())
        case .utf8(let make): output.append(contentsOf: make())
        }
    }

    public static func == (lhs: DeferredText, rhs: DeferredText) -> Bool { lhs === rhs }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// A string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer value.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A floating-point value.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A list value.
    public init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
    /// An object value; a later duplicate key replaces an earlier one.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        var fields = TemplateFields()
        for (name, value) in elements { fields[name] = value }
        self = .object(fields)
    }
}

extension TemplateValue {
    /// Whether a section `{{#name}}` shows its content: false for `null`, `false` and an empty list.
    /// Strings (even empty) and numbers (even 0) are truthy, as in the reference implementation of the spec.
    public var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let flag): return flag
        case .array(let items): return !items.isEmpty
        case .int, .double, .string, .object, .deferred: return true
        }
    }

    /// The text an interpolation `{{name}}` shows before escaping: integers in decimal, doubles in their
    /// shortest form without a trailing ".0" (1.21 → "1.21", 1.0 → "1"), `null`, lists and objects as "".
    public var interpolatedText: String {
        switch self {
        case .null, .array, .object: return ""
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .double(let number): return Self.format(number)
        case .string(let text): return text
        case .deferred(let text): return text.text
        }
    }

    /// Formats a double the way the spec expects: integral values without a fraction, others in shortest form.
    static func format(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 {
            return String(Int(number))
        }
        return number.description
    }

    /// The value stored under `key` when this is an object.
    public subscript(key: String) -> TemplateValue? {
        if case .object(let fields) = self { return fields[key] }
        return nil
    }
}
