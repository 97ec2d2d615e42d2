import XCTest
import FolioCore
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import FolioSite

/// `folio epub`: the zip container, the XHTML made from the renderer's HTML, the structure of a
/// fixture book's EPUB, and epubcheck on the default book's EPUB.
final class EPUBTests: XCTestCase {
    // Void elements are self-closed and each lang gets its xml:lang twin; text is left alone.
    func testRendererHTMLBecomesXHTML() {
        let html = #"<p lang="en">a<br>\nb &amp; c &quot;lang=&quot;</p>\n<hr>\n<img src="x.png" alt="y" width="2" height="3"><span class="tr" lang="zh-Hans">字</span>"#
        XCTAssertEqual(String(decoding: XHTMLMarkup.xhtml(Array(html.utf8)), as: UTF8.self),
                       #"<p lang="en" xml:lang="en">a<br/>\nb &amp; c &quot;lang=&quot;</p>\n<hr/>\n<img src="x.png" alt="y" width="2" height="3"/><span class="tr" lang="zh-Hans" xml:lang="zh-Hans">字</span>"#)
    }

    // Entries come back in order, the stored one as is, the deflated one inflated; the same entries
    // make the same bytes.
    func testZipArchiveRoundTripsAndIsDeterministic() {
        func archive() -> [UInt8] {
            var zip = ZipArchive()
            zip.add(path: "mimetype", bytes: Array("application/epub+zip".utf8), compress: false)
            zip.add(path: "a/b.txt", bytes: Array(String(repeating: "folio ", count: 200).utf8))
            return zip.bytes
        }
        let bytes = archive()
        XCTAssertEqual(bytes, archive())
        let entries = ZipEntry.all(in: bytes)
        XCTAssertEqual(entries.map(\.name), ["mimetype", "a/b.txt"])
        XCTAssertEqual(entries.map(\.method), [0, 8])
        XCTAssertEqual(entries[0].text, "application/epub+zip")
        XCTAssertEqual(entries[1].text, String(repeating: "folio ", count: 200))
        XCTAssertEqual(Array(bytes[30..<38]), Array("mimetype".utf8))  // the name right after the first header
    }

    /// The small fixture book with a local copy of its one remote image.
    private func fixtureWithImageCopy() throws -> (content: URL, entry: ImageIndex.Entry) {
        let content = SiteFixtures.temporaryFolder().appendingPathComponent("Content")
        try FileManager.default.copyItem(at: SiteFixtures.book("small-book").appendingPathComponent("Content"), to: content)
        let entry = try ImageStore.entry(for: ImageFormatTests.png).get()
        let store = ImageStore(contentDirectory: content)
        try store.write(ImageFormatTests.png, as: entry)
        try store.write(ImageIndex(images: ["https://pic1.zhimg.com/v2-a.jpg": entry]))
        return (content, entry)
    }

    // mimetype first and stored; one document per colophon, part and chapter; a navigation document
    // listing them; lang with xml:lang everywhere; the local copy embedded with its size; no remote
    // resource; links rewritten to documents; well-formed XML; the same bytes twice.
    func testFixtureBookEPUBStructure() throws {
        let (content, entry) = try fixtureWithImageCopy()
        let report = EPUBBuilder.build(contentDirectory: content, language: nil)
        let bytes = try XCTUnwrap(report.bytes, "\(report.diagnostics)")
        XCTAssertEqual(EPUBBuilder.build(contentDirectory: content, language: nil).bytes, bytes)
        let entries = ZipEntry.all(in: bytes)
        XCTAssertEqual(entries.first?.name, "mimetype")
        XCTAssertEqual(entries.first?.method, 0)
        XCTAssertEqual(entries.first?.text, "application/epub+zip")
        let byName = Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        XCTAssertTrue(byName["META-INF/container.xml"]?.text.contains("full-path=\"EPUB/package.opf\"") == true)
        let documents = entries.map(\.name).filter { $0.hasSuffix(".xhtml") }
        XCTAssertEqual(documents, ["EPUB/demo/colophon.xhtml", "EPUB/demo/01-controls.xhtml", "EPUB/second/01-part.xhtml",
                                   "EPUB/second/02-sliders.xhtml", "EPUB/nav.xhtml"])
        let nav = try XCTUnwrap(byName["EPUB/nav.xhtml"]).text
        XCTAssertTrue(nav.contains("<nav epub:type=\"toc\" id=\"toc\">"))
        for document in documents.dropLast() {
            XCTAssertTrue(nav.contains("href=\"\(document.dropFirst(5))\""), document)
        }
        let package = try XCTUnwrap(byName["EPUB/package.opf"]).text
        XCTAssertTrue(package.contains("<item id=\"img1\" href=\"images/\(entry.file)\" media-type=\"image/png\"/>"), package)
        XCTAssertTrue(package.contains("<dc:title id=\"title\">小书</dc:title>"))
        XCTAssertTrue(package.contains("<meta refines=\"#title\" property=\"alternate-script\" xml:lang=\"en\">Small Book</meta>"))
        XCTAssertFalse(package.contains("href=\"http"))
        XCTAssertEqual(byName["EPUB/images/\(entry.file)"]?.data, ImageFormatTests.png)
        XCTAssertTrue(XMLParser(data: Data(package.utf8)).parse())
        for name in documents {
            let text = try XCTUnwrap(byName[name]).text
            XCTAssertTrue(XMLParser(data: Data(text.utf8)).parse(), "\(name) is not well-formed XML")
            XCTAssertFalse(text.contains("src=\"http"), name)
            XCTAssertEqual(text.components(separatedBy: " lang=\"").count, text.components(separatedBy: " xml:lang=\"").count, name)
        }
        let chapter = try XCTUnwrap(byName["EPUB/demo/01-controls.xhtml"]).text
        XCTAssertTrue(chapter.contains("<div class=\"pair\"><div class=\"tr\" lang=\"en\" xml:lang=\"en\">"))
        XCTAssertTrue(chapter.contains("<img src=\"../images/\(entry.file)\" alt=\"\" width=\"1242\" height=\"2208\"/>"), chapter)
        let sliders = try XCTUnwrap(byName["EPUB/second/02-sliders.xhtml"]).text
        XCTAssertTrue(sliders.contains("href=\"../demo/01-controls.xhtml#progress-bars\""), sliders)
    }

    // An image file in an edition's folder is embedded at its relative place; a path out of the
    // edition folder is not followed.
    func testEditionImagesAreEmbedded() throws {
        let (content, _) = try fixtureWithImageCopy()
        try FileManager.default.createDirectory(at: content.appendingPathComponent("demo/images"), withIntermediateDirectories: true)
        try Data(ImageFormatTests.gif).write(to: content.appendingPathComponent("demo/images/pic.gif"))
        try Data(ImageFormatTests.gif).write(to: content.appendingPathComponent("outside.gif"))
        let chapterFile = content.appendingPathComponent("demo/01-controls.md")
        let markdown = try String(contentsOf: chapterFile, encoding: .utf8)
        try (markdown + "\n![Pic](images/pic.gif)\n\n![Out](../../outside.gif)\n").write(to: chapterFile, atomically: true, encoding: .utf8)
        let report = EPUBBuilder.build(contentDirectory: content, language: nil)
        let entries = ZipEntry.all(in: try XCTUnwrap(report.bytes, "\(report.diagnostics)"))
        XCTAssertEqual(entries.first { $0.name == "EPUB/demo/images/pic.gif" }?.data, ImageFormatTests.gif)
        XCTAssertFalse(entries.contains { $0.name.contains("outside") })
        let package = try XCTUnwrap(entries.first { $0.name == "EPUB/package.opf" }).text
        XCTAssertTrue(package.contains("<item id=\"eimg1\" href=\"demo/images/pic.gif\" media-type=\"image/gif\"/>"), package)
        let chapter = try XCTUnwrap(entries.first { $0.name == "EPUB/demo/01-controls.xhtml" }).text
        XCTAssertTrue(chapter.contains("<img src=\"images/pic.gif\" alt=\"Pic\" width=\"300\" height=\"200\"/>"), chapter)
        XCTAssertTrue(chapter.contains("<span class=\"image-offline\">Out</span>"), chapter)
        XCTAssertEqual(report.imageCount, 2)
    }

    // Without a local copy an image is its alt text with a link, never a remote resource.
    func testRemoteOnlyImageIsShownAsText() throws {
        let report = EPUBBuilder.build(contentDirectory: SiteFixtures.book("small-book").appendingPathComponent("Content"), language: .en)
        let entries = ZipEntry.all(in: try XCTUnwrap(report.bytes))
        let chapter = try XCTUnwrap(entries.first { $0.name == "EPUB/demo/01-controls.xhtml" }).text
        XCTAssertTrue(chapter.contains("<span class=\"image-offline\">Image <a href=\"https://pic1.zhimg.com/v2-a.jpg\">(online)</a></span>"), chapter)
        XCTAssertFalse(chapter.contains("class=\"pair\""))  // one language: pairs keep their English side
        XCTAssertEqual(report.remoteOnlyCount, 1)
    }

    // epubcheck (Debian's `epubcheck`, a Java program) finds no error in the default book's EPUB.
    func testDefaultBookPassesEPUBCheck() throws {
        let jar = "/usr/share/java/epubcheck.jar"
        guard FileManager.default.fileExists(atPath: jar), FileManager.default.fileExists(atPath: "/usr/bin/java") else {
            throw XCTSkip("epubcheck is not installed (scripts/bootstrap --browser installs it)")
        }
        let report = EPUBBuilder.build(contentDirectory: SiteFixtures.root.appendingPathComponent("Content"), language: nil)
        let file = SiteFixtures.temporaryFolder().appendingPathComponent("book.epub")
        try Data(try XCTUnwrap(report.bytes)).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/java")
        process.arguments = ["-jar", jar, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, output)
        XCTAssertTrue(output.contains("0 fatals / 0 errors"), output)
    }
}
