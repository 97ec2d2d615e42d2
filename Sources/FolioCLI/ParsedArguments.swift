/// Command-line arguments split into positionals, `--flag`s and `--option value`s (also `--option=value`).
public struct ParsedArguments: Sendable, Equatable {
    public var positionals: [String] = []
    public var flags: Set<String> = []
    public var options: [String: String] = [:]

    /// A usage problem, reported with exit code 64.
    public struct UsageError: Error, Equatable, Sendable {
        public var message: String
    }

    /// Parses `arguments` for a command that knows `flagNames` and `optionNames` (without `--`).
    public static func parse(_ arguments: [String], flagNames: Set<String>, optionNames: Set<String>) throws -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--"), argument.count > 2 else {
                if argument == "-h" {
                    result.flags.insert("help")
                } else if argument.hasPrefix("-") && argument.count > 1 {
                    throw UsageError(message: "unknown option '\(argument)'")
                } else {
                    result.positionals.append(argument)
                }
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if flagNames.contains(name) || name == "help" {
                if inlineValue != nil { throw UsageError(message: "option '--\(name)' takes no value") }
                result.flags.insert(name)
            } else if optionNames.contains(name) {
                if let inlineValue {
                    result.options[name] = inlineValue
                } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                    result.options[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "option '--\(name)' needs a value")
                }
            } else {
                throw UsageError(message: "unknown option '--\(name)'")
            }
        }
        return result
    }
}
