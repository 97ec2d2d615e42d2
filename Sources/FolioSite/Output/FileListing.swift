#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists a folder tree with `opendir`/`readdir`: Foundation's enumerator costs a noticeable part of a
/// rebuild over a site of thousands of pages.
enum FileListing {
    /// The paths of everything but folders under `root`, relative to it (`ios10/index.html`), in no
    /// particular order; empty when `root` cannot be read.
    static func files(under root: String) -> [String] {
        var found: [String] = []
        collect(root: root, relative: "", into: &found)
        return found
    }

    private static func collect(root: String, relative: String, into found: inout [String]) {
        guard let directory = opendir(relative.isEmpty ? root : root + "/" + relative) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            if isFolder(type: entry.pointee.d_type, path: root + "/" + path) {
                collect(root: root, relative: path, into: &found)
            } else {
                found.append(path)
            }
        }
    }

    /// True for a folder (not a link to one), asking `lstat` when `readdir` does not tell.
    private static func isFolder(type: UInt8, path: String) -> Bool {
        if type == UInt8(DT_DIR) { return true }
        if type != UInt8(DT_UNKNOWN) { return false }
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}
