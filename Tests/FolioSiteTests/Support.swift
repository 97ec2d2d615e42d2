import Foundation
import FolioSite

/// Paths and helpers shared by the site tests.
enum SiteFixtures {
    /// The package root (the folder holding Package.swift).
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    /// A fixture book's folder under Tests/FolioSiteTests/Fixtures.
    static func book(_ name: String) -> URL {
        root.appendingPathComponent("Tests/FolioSiteTests/Fixtures/\(name)")
    }

    /// A fresh empty temporary folder.
    static func temporaryFolder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Build options for a fixture's Content/ with the default theme, writing to `output`.
    static func options(book name: String, output: URL) -> SiteOptions {
        SiteOptions(contentDirectory: book(name).appendingPathComponent("Content"),
                    templatesDirectory: root.appendingPathComponent("Templates"),
                    outputDirectory: output)
    }

    /// The `<main>…</main>` part of a page, so theme changes do not churn every expectation.
    static func main(of html: String) -> String {
        guard let start = html.range(of: "<main"), let end = html.range(of: "</main>") else { return html }
        return String(html[start.lowerBound..<end.upperBound])
    }
}
