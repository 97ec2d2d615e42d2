import FolioCore
import Foundation

/// Writes image copies and the index into `Content/images/`, and nowhere else: file names come from
/// the content hash, every write is atomic (a temporary file renamed into place).
public struct ImageStore: Sendable {
    /// The folder `Content/images/`.
    public let folder: URL

    public init(contentDirectory: URL) {
        folder = ImageIndex.folder(in: contentDirectory)
    }

    /// Why downloaded bytes are not kept.
    public enum Refusal: Error, Equatable, Sendable {
        case svg, notAnImage, noSize

        /// The reason as printed in a warning.
        public var reason: String {
            switch self {
            case .svg: return "SVG images are refused (they can carry scripts)"
            case .notAnImage: return "not an image (no PNG, JPEG, GIF or WebP signature)"
            case .noSize: return "the image header holds no pixel size"
            }
        }
    }

    /// The index entry for downloaded `bytes`, judged by their signature, not by any `Content-Type`.
    public static func entry(for bytes: [UInt8]) -> Result<ImageIndex.Entry, Refusal> {
        guard let format = ImageFormat.sniff(bytes) else {
            return .failure(ImageFormat.looksLikeSVG(bytes) ? .svg : .notAnImage)
        }
        guard let size = format.pixelSize(of: bytes), size.width > 0, size.height > 0 else { return .failure(.noSize) }
        return .success(ImageIndex.Entry(data: bytes, format: format, size: size))
    }

    /// Whether the copy `entry` names is in the folder with its checksum.
    public func holds(_ entry: ImageIndex.Entry) -> Bool {
        guard ImageIndex.isPlainFileName(entry.file),
              let data = FileManager.default.contents(atPath: folder.appendingPathComponent(entry.file).path) else { return false }
        return data.count == entry.bytes && SHA256.hex(of: [UInt8](data)) == entry.sha256
    }

    /// Writes `bytes` as `entry.file`, atomically.
    public func write(_ bytes: [UInt8], as entry: ImageIndex.Entry) throws {
        precondition(ImageIndex.isPlainFileName(entry.file))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: folder.appendingPathComponent(entry.file), options: .atomic)
    }

    /// Writes the index, atomically.
    public func write(_ index: ImageIndex) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try index.encoded().write(to: folder.appendingPathComponent(ImageIndex.fileName), options: .atomic)
    }
}
