import FolioCore
import Foundation

/// Writes the built site into a fresh folder beside the output folder and swaps it in, so a failed
/// build leaves the previous site intact. Refuses an output folder that holds files Folio did not
/// write (it keeps a list of them in `.folio-files`) or that holds the book's Content/.
public enum SiteWriter {
    /// The list of files Folio wrote, kept in the output folder.
    public static let ledgerName = ".folio-files"

    /// Writes `files` as the new contents of `output`. Returns diagnostics; nothing is changed when
    /// any of them is an error.
    public static func write(_ files: [SiteFile], to output: URL, contentDirectory: URL) -> [Diagnostic] {
        let (site, problems) = StagedSite.open(output: output, contentDirectory: contentDirectory)
        guard let site else { return problems }
        do {
            for file in files { try site.add(file) }
        } catch {
            site.discard()
            return [.error(FileProblem.describe(error, writing: output.standardizedFileURL.path))]
        }
        return site.commit()
    }

    /// Writes `data` to the file at `path` without the fsync that `Data.write(to:)` does on Linux: the
    /// site is swapped in by a rename afterwards, and syncing thousands of files makes a build I/O-bound.
    /// (Paths, not URLs: making a file URL asks the file system whether it is a folder.)
    static func writeWithoutSync(_ data: Data, toPath path: String) throws {
        try data.withUnsafeBytes { bytes in try writeWithoutSync(toPath: path) { write(bytes, $0) } }
    }

    /// Writes `parts` to the file at `path`, one after the other, without fsync.
    static func writeWithoutSync(_ parts: [[UInt8]], toPath path: String) throws {
        try writeWithoutSync(toPath: path) { file in
            parts.allSatisfy { part in part.withUnsafeBytes { write($0, file) } }
        }
    }

    /// Writes the parts `produce` passes to its writer to the file at `path`, one after the other,
    /// without fsync.
    static func writeWithoutSync(toPath path: String, producing produce: (_ write: @escaping ([UInt8]) throws -> Void) throws -> Void) throws {
        var thrown: Error?
        try writeWithoutSync(toPath: path) { file in
            do {
                try produce { part in
                    guard part.withUnsafeBytes({ write($0, file) }) else { throw FileProblem.fromErrno(path: path) }
                }
                return true
            } catch {
                thrown = error
                return true  // the file is closed; the error is thrown below
            }
        }
        if let thrown { throw thrown }
    }

    /// Writes `bytes` to the file at `path`, without fsync.
    static func writeWithoutSync(_ bytes: UnsafeRawBufferPointer, toPath path: String) throws {
        try writeWithoutSync(toPath: path) { write(bytes, $0) }
    }

    /// Opens `path` for writing, lets `body` write (it returns false when a write fell short), closes it.
    private static func writeWithoutSync(toPath path: String, _ body: (UnsafeMutablePointer<FILE>) -> Bool) throws {
        guard let file = fopen(path, "wb") else {
            throw FileProblem.fromErrno(path: path)
        }
        let complete = body(file)
        let problem = complete ? nil : FileProblem.fromErrno(path: path)
        if fclose(file) != 0 || !complete {
            throw problem ?? FileProblem.fromErrno(path: path)
        }
    }

    private static func write(_ bytes: UnsafeRawBufferPointer, _ file: UnsafeMutablePointer<FILE>) -> Bool {
        bytes.isEmpty || fwrite(bytes.baseAddress, 1, bytes.count, file) == bytes.count
    }
}
