import XCTest
@testable import FolioSite

/// The print page of `ReadingFixture` printed to PDF by Chromium (and by WeasyPrint where installed),
/// read back with pdftotext and pdffonts (poppler-utils). Skipped when a tool is missing.
final class PrintPDFTests: XCTestCase {
    private static let site = Result { try ReadingFixture.build() }

    /// Runs `tool` with `arguments`; its standard output.
    private func run(_ tool: String, _ arguments: [String]) throws -> String {
        try HeadlessChromium.output(of: tool, arguments)
    }

    private func tool(_ name: String) throws -> String {
        guard let path = ["/usr/bin/\(name)", "/usr/local/bin/\(name)"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("\(name) is not installed")
        }
        return path
    }

    /// The PDF's pages as text laid out as printed (wide gaps show as runs of spaces).
    private func pages(_ pdf: URL) throws -> [String] {
        try run(tool("pdftotext"), ["-layout", pdf.path, "-"]).components(separatedBy: "\u{0C}")
    }

    /// Lines of the fixture's Chinese text with Latin words that hold a gap of three spaces or more.
    private func justificationGaps(_ pages: [String]) -> [String] {
        pages.flatMap { $0.split(separator: "\n") }.filter { line in
            ["Multi-Touch", "iPhone", "阅读"].contains(where: line.contains)
                ? line.trimmingCharacters(in: .whitespaces).range(of: #"\S   +\S"#, options: .regularExpression) != nil : false
        }.map(String.init)
    }

    // Chromium: a missing image prints its alt text, an address shown as link text prints once, every
    // chapter page has a running head (edition, chapter) and a page number, Chinese lines with Latin
    // words have no wide gaps, and every font is embedded.
    func testChromiumPDF() throws {
        guard let browser = HeadlessChromium.path else { throw XCTSkip("Chromium is not installed") }
        let site = try Self.site.get()
        let pdf = site.appendingPathComponent("chromium.pdf")
        _ = try run(browser, ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=10000", "--no-pdf-header-footer",
                              "--print-to-pdf=\(pdf.path)", site.appendingPathComponent("print.html").absoluteString])
        let text = try pages(pdf)
        let all = text.joined()
        XCTAssertTrue(all.contains("A bar chart of sales"), "the missing image's alt text is not printed")
        XCTAssertEqual(all.components(separatedBy: "https://example.com/guide").count - 1, 1, "the address should print once")
        let chapter = try XCTUnwrap(text.firstIndex { $0.contains("Apps use the whole screen") })
        let firstLine = text[chapter].split(separator: "\n").first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        let head = firstLine.split(separator: " ").joined(separator: " ")
        XCTAssertTrue(head.contains("First") && head.contains("1 基础 Basics"), "running head: \(head)")
        XCTAssertTrue(text[chapter].trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("\(chapter + 1)"), "page number of page \(chapter + 1)")
        XCTAssertEqual(justificationGaps(text), [])
        let fonts = try run(tool("pdffonts"), [pdf.path]).split(separator: "\n").dropFirst(2)
        XCTAssertFalse(fonts.isEmpty)
        XCTAssertEqual(fonts.filter { !$0.contains(" yes ") }, [], "fonts not embedded")
    }

    // WeasyPrint: Chinese lines with Latin words have no wide gaps (it justifies only at spaces, so
    // Chinese stays ragged there), the address prints once and the missing image's alt text shows.
    func testWeasyPrintPDF() throws {
        let weasyprint = try tool("weasyprint")
        let site = try Self.site.get()
        let pdf = site.appendingPathComponent("weasyprint.pdf")
        _ = try run(weasyprint, [site.appendingPathComponent("print.html").path, pdf.path])
        let text = try pages(pdf)
        XCTAssertGreaterThan(text.count, 2)
        XCTAssertEqual(justificationGaps(text), [])
        let all = text.joined()
        XCTAssertEqual(all.components(separatedBy: "https://example.com/guide").count - 1, 1, "the address should print once")
        XCTAssertTrue(all.contains("A bar chart of sales"), "the missing image's alt text is not printed")
    }
}
