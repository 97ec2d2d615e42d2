import FolioCore
import Foundation

/// `Content/images/index.json`: the local copy of each remote image the chapters reference, keyed by
/// its URL as written in the Markdown (which stays as imported). Written by `folio images`, read by
/// the build and `folio epub`.
public struct ImageIndex: Sendable, Equatable, Codable {
    /// One stored image: its file under `Content/images/`, format, pixel size, length and checksum.
    public struct Entry: Sendable, Equatable, Codable {
        /// The file name, `<first 16 hex digits of the SHA-256>.<ext>`.
        public var file: String
        public var type: ImageFormat
        public var width: Int
        public var height: Int
        public var bytes: Int
        /// The SHA-256 of the file, 64 hex digits.
        public var sha256: String

        public init(file: String, type: ImageFormat, width: Int, height: Int, bytes: Int, sha256: String) {
            self.file = file
            self.type = type
            self.width = width
            self.height = height
            self.bytes = bytes
            self.sha256 = sha256
        }

        /// The entry for `data` of `format`: named by its content hash.
        public init(data: [UInt8], format: ImageFormat, size: (width: Int, height: Int)) {
            let hash = SHA256.hex(of: data)
            self.init(file: "\(hash.prefix(16)).\(format.fileExtension)", type: format, width: size.width,
                      height: size.height, bytes: data.count, sha256: hash)
        }

        /// The title that carries the pixel size to `ImageMarkup` (`"640x480"`).
        public var sizeTitle: String { "\(width)x\(height)" }
    }

    /// The folder under Content/ that holds the copies and the index.
    public static let folderName = "images"
    /// The index's file name in that folder.
    public static let fileName = "index.json"

    /// Stored images by URL.
    public var images: [String: Entry]

    public init(images: [String: Entry] = [:]) { self.images = images }

    /// The index of the book in `contentDirectory`: empty when there is none, with an error when it
    /// cannot be read. Entries whose file name is not a plain name in the folder are dropped.
    public static func load(contentDirectory: URL) -> (ImageIndex, [Diagnostic]) {
        let url = folder(in: contentDirectory).appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return (ImageIndex(), []) }
        do {
            var index = try JSONDecoder().decode(ImageIndex.self, from: data)
            index.images = index.images.filter { isPlainFileName($0.value.file) }
            return (index, [])
        } catch {
            let location = SourceLocation(path: "Content/\(folderName)/\(fileName)")
            return (ImageIndex(), [.error("invalid image index: \(BookLoader.describe(error)); run 'folio images --refresh'", at: location)])
        }
    }

    /// The folder of the copies under `contentDirectory`.
    public static func folder(in contentDirectory: URL) -> URL {
        contentDirectory.appendingPathComponent(folderName, isDirectory: true)
    }

    /// The index as stable JSON: keys sorted, two-space indentation, a final newline.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// A name with no folder part that cannot leave the images folder.
    static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\")
    }
}
