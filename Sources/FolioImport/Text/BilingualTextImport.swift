import FolioCore

/// Imports a bilingual text source (English paragraph, then Chinese). Placeholder until implemented.
enum BilingualTextImport {
    static func run(_ input: SourceInput) -> ImportResult {
        ImportResult(diagnostics: [.error("the bilingual text importer is not implemented yet", at: SourceLocation(path: input.path))])
    }
}
