/// A problem found in the user's input, reported as a value and printed once, compiler-style.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is: errors stop the command, warnings do not.
    public enum Severity: String, Sendable, Hashable, Codable {
        case error
        case warning
        case note
    }

    public var severity: Severity
    public var location: SourceLocation?
    public var message: String
    /// A stable short identifier of the problem's kind (`split-sentence`), for problems that come in
    /// kinds, such as the content lint's; shown before the message and counted per kind.
    public var kind: String?

    public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil, kind: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.kind = kind
    }

    /// An error at `location`.
    public static func error(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    /// A warning at `location`.
    public static func warning(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    /// `path:line:col: error: message`, or `error: message` without a location; with a kind,
    /// `path:line:col: warning: [kind] message`.
    public var description: String {
        let text = kind.map { "[\($0)] \(message)" } ?? message
        if let location {
            return "\(location): \(severity.rawValue): \(text)"
        }
        return "\(severity.rawValue): \(text)"
    }
}

extension Array where Element == Diagnostic {
    /// True when any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
