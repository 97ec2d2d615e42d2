import XCTest
@testable import FolioSite

/// Checks on the site built from the committed default book (Content/).
final class DefaultBookTests: XCTestCase {
    // Every internal link and image of every page of the default book points to a file that exists and,
    // with a fragment, to an id on that page (the print page has its own test). The build has neither
    // errors nor warnings (references to documents outside the book are plain titles).
    func testEveryInternalLinkOfTheDefaultBookResolves() throws {
        var options = SiteFixtures.options(book: "small-book", output: SiteFixtures.temporaryFolder())
        options.contentDirectory = SiteFixtures.root.appendingPathComponent("Content")
        let result = SiteBuilder.generate(options)
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .note }.map(\.description), [])
        let files = try XCTUnwrap(result.files)
        let pages = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) })
        var checked = 0
        for (path, html) in pages where path.hasSuffix(".html") && path != "print.html" {  // print: PrintPageTests
            let targets = LinkScanner.hrefs(in: html) + html.components(separatedBy: " src=\"").dropFirst()
                .compactMap { $0.split(separator: "\"", maxSplits: 1).first.map(String.init) }
            for href in targets where !href.contains(":") {
                let (target, fragment) = LinkScanner.resolve(href.replacingOccurrences(of: "&amp;", with: "&"), from: path)
                checked += 1
                guard let targetText = target == path ? html : pages[target] else {
                    XCTFail("\(path): link to missing file \(href)")
                    continue
                }
                if let fragment, target.hasSuffix(".html") {
                    XCTAssertTrue(targetText.contains("id=\"\(fragment)\""), "\(path): link to missing anchor \(href)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 3000)
    }
}
