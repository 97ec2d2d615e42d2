import FolioCore

/// Imports a Chinese text source (PDF or web extraction). Placeholder until implemented.
enum ChineseTextImport {
    static func run(_ input: SourceInput) -> ImportResult {
        ImportResult(diagnostics: [.error("the Chinese text importer is not implemented yet", at: SourceLocation(path: input.path))])
    }
}
