import FolioCore
import Foundation

/// What `folio build` prints: every error, then one line counting the warnings by kind (the warnings
/// themselves with `--verbose`, or from `folio check`); and, on a terminal, the stage being worked on
/// (also the source being imported by `folio import`).
enum BuildConsole {
    /// The errors of `diagnostics` (and with `verbose` the warnings and notes too), then the warning
    /// summary line, each on standard error.
    static func report(_ diagnostics: [Diagnostic], verbose: Bool, console: Console) {
        for diagnostic in diagnostics where verbose || diagnostic.severity == .error {
            console.err(diagnostic.description)
        }
        if !verbose, let line = warningSummary(diagnostics) { console.err(line) }
    }

    /// `warning: 3 warnings (2 unresolved-reference, 1 untranslated); 'folio check' or 'folio build
    /// --verbose' lists them`, kinds by count then name; nil without warnings.
    static func warningSummary(_ diagnostics: [Diagnostic]) -> String? {
        let warnings = diagnostics.filter { $0.severity == .warning }
        guard !warnings.isEmpty else { return nil }
        var counts: [String: Int] = [:]
        for warning in warnings { counts[warning.kind ?? "other", default: 0] += 1 }
        let kinds = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\($0.value) \($0.key)" }
        let noun = warnings.count == 1 ? "warning" : "warnings"
        return "warning: \(warnings.count) \(noun) (\(kinds.joined(separator: ", "))); 'folio check' or 'folio build --verbose' lists them"
    }

    /// A progress line on standard error that rewrites itself (`building: pages…`, `importing: a.txt…`),
    /// only when standard error is a terminal.
    static func progress(_ work: String = "building") -> (@Sendable (String) -> Void)? {
        guard isatty(2) != 0 else { return nil }
        return { step in FileHandle.standardError.write(Data("\r\u{1B}[K\(work): \(step)…".utf8)) }
    }

    /// Clears the progress line, when there is one.
    static func endProgress() {
        if isatty(2) != 0 { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
