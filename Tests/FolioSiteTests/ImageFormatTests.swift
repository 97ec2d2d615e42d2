import XCTest
@testable import FolioSite

/// Image formats are recognised by their bytes, and pixel sizes read from their headers.
final class ImageFormatTests: XCTestCase {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        + [0, 0, 0x04, 0xDA, 0, 0, 0x08, 0xA0, 8, 2, 0, 0, 0]
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        + [0xFF, 0xDB, 0, 4, 0, 0] + [0xFF, 0xC2, 0, 11, 8, 0x01, 0xE0, 0x02, 0x80, 1, 1, 0x11, 0] + [0xFF, 0xD9]
    static let gif: [UInt8] = Array("GIF87a".utf8) + [0x2C, 0x01, 0xC8, 0x00, 0, 0, 0, 0x3B]

    private func webp(_ chunk: String, _ payload: [UInt8]) -> [UInt8] {
        Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8) + Array(chunk.utf8) + [0, 0, 0, 0] + payload
    }

    // PNG (IHDR), progressive JPEG (SOF2 after a DQT segment) and GIF give their sizes.
    func testReadsPNGJPEGAndGIFSizes() throws {
        XCTAssertEqual(ImageFormat.sniff(Self.png), .png)
        XCTAssertEqual(try XCTUnwrap(ImageFormat.png.pixelSize(of: Self.png)).width, 1242)
        XCTAssertEqual(try XCTUnwrap(ImageFormat.png.pixelSize(of: Self.png)).height, 2208)
        XCTAssertEqual(ImageFormat.sniff(Self.jpeg), .jpeg)
        XCTAssertEqual(try XCTUnwrap(ImageFormat.jpeg.pixelSize(of: Self.jpeg)).width, 640)
        XCTAssertEqual(try XCTUnwrap(ImageFormat.jpeg.pixelSize(of: Self.jpeg)).height, 480)
        XCTAssertEqual(ImageFormat.sniff(Self.gif), .gif)
        XCTAssertEqual(try XCTUnwrap(ImageFormat.gif.pixelSize(of: Self.gif)).width, 300)
        XCTAssertEqual(try XCTUnwrap(ImageFormat.gif.pixelSize(of: Self.gif)).height, 200)
    }

    // WebP: lossy (VP8), lossless (VP8L) and extended (VP8X) headers.
    func testReadsWebPSizes() throws {
        let lossy = webp("VP8 ", [0, 0, 0, 0x9D, 0x01, 0x2A, 0x90, 0x01, 0x2C, 0x01])
        let lossless = webp("VP8L", [0x2F, 0x63, 0x40, 0x0C, 0x00, 0, 0, 0, 0, 0])
        let extended = webp("VP8X", [0, 0, 0, 0, 0x1F, 0x03, 0x00, 0xDF, 0x01, 0x00])
        for (bytes, width, height) in [(lossy, 400, 300), (lossless, 100, 50), (extended, 800, 480)] {
            XCTAssertEqual(ImageFormat.sniff(bytes), .webp)
            let size = try XCTUnwrap(ImageFormat.webp.pixelSize(of: bytes))
            XCTAssertEqual([size.width, size.height], [width, height])
        }
    }

    // HTML is not an image whatever a server says; SVG is refused by name; a cut PNG has no size.
    func testRefusesWhatIsNotARasterImage() {
        XCTAssertEqual(ImageStore.entry(for: Array("<!DOCTYPE html><p>hi".utf8)).failureValue, .notAnImage)
        XCTAssertEqual(ImageStore.entry(for: Array("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)).failureValue, .svg)
        XCTAssertEqual(ImageStore.entry(for: Array(Self.png.prefix(20))).failureValue, .noSize)
    }

    // An entry is named by the first 16 hex digits of its SHA-256, with the format's extension.
    func testEntryIsNamedByContentHash() throws {
        let entry = try ImageStore.entry(for: Self.gif).get()
        XCTAssertEqual(entry.file, String(entry.sha256.prefix(16)) + ".gif")
        XCTAssertEqual(entry.sizeTitle, "300x200")
        XCTAssertEqual(entry.bytes, Self.gif.count)
    }
}

extension Result {
    var failureValue: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
