import XCTest
@testable import FolioSite

/// The theme built into the executable is Templates/ as it is now (run scripts/embed-theme after changing it).
final class BuiltInThemeTests: XCTestCase {
    func testBuiltInThemeMatchesTemplates() throws {
        let folder = SiteFixtures.root.appendingPathComponent("Templates")
        var onDisk: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path)! {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
                  !url.lastPathComponent.hasPrefix(".") else { continue }
            onDisk[path] = try Data(contentsOf: url)
        }
        let builtIn = Dictionary(uniqueKeysWithValues: BuiltInTheme.files.map { ($0.path, $0.data) })
        XCTAssertEqual(builtIn.keys.sorted(), onDisk.keys.sorted(), "run scripts/embed-theme")
        for (path, data) in onDisk where builtIn[path] != data {
            XCTFail("\(path) differs from the built-in theme: run scripts/embed-theme")
        }
    }

    // A build without a theme folder uses the built-in one.
    func testBuildsWithTheBuiltInTheme() throws {
        let output = SiteFixtures.temporaryFolder().appendingPathComponent("Site")
        let options = SiteOptions(contentDirectory: SiteFixtures.book("small-book").appendingPathComponent("Content"), outputDirectory: output)
        let report = SiteBuilder.build(options)
        XCTAssertTrue(report.succeeded, "\(report.diagnostics)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.appendingPathComponent("assets/folio.css").path))
    }
}
