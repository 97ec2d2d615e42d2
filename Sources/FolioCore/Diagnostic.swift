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

    public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// An error at `location`.
    public static func error(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    /// A warning at `location`.
    public static func warning(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    /// `path:line:col: error: message`, or `error: message` without a location.
    public var description: String {
        if let location {
            return "\(location): \(severity.rawValue): \(message)"
        }
        return "\(severity.rawValue): \(message)"
    }
}

extension Array where Element == Diagnostic {
    /// True when any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
