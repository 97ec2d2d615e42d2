#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A file that could not be written or read, as one sentence naming the path: "the disk is full",
/// "permission denied", never Foundation's `NSCocoaErrorDomain Code=640` text.
public struct FileProblem: Error, Sendable, Equatable {
    /// The file or folder concerned.
    public var path: String
    /// The `errno` value.
    public var code: Int32

    public init(path: String, code: Int32) {
        self.path = path
        self.code = code
    }

    /// The problem `errno` describes now, for `path`.
    public static func fromErrno(path: String) -> FileProblem {
        FileProblem(path: path, code: errno == 0 ? EIO : errno)
    }

    /// What went wrong, in words.
    public var reason: String {
        switch code {
        case ENOSPC, EDQUOT: return "the disk is full; free some space and run again"
        case EACCES, EPERM: return "permission denied"
        case EROFS: return "the file system is read-only"
        case ENOENT: return "a folder on the way does not exist"
        case ENOTDIR: return "a part of the path is a file, not a folder"
        case EISDIR: return "it is a folder"
        case ENAMETOOLONG: return "the name is too long"
        default: return String(cString: strerror(code)).lowercased()
        }
    }

    /// "cannot write '<path>': <reason>" for any error thrown while writing to `fallbackPath` (the
    /// path inside the error is used when it names one).
    public static func describe(_ error: Error, writing fallbackPath: String) -> String {
        if let problem = error as? FileProblem { return "cannot write '\(problem.path)': \(problem.reason)" }
        let nsError = error as NSError
        let path = (nsError.userInfo[NSFilePathErrorKey] as? String)
            ?? (nsError.userInfo[NSURLErrorKey] as? URL)?.path ?? fallbackPath
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return "cannot write '\(path)': \(FileProblem(path: path, code: Int32(underlying.code)).reason)"
        }
        if nsError.domain == NSPOSIXErrorDomain {
            return "cannot write '\(path)': \(FileProblem(path: path, code: Int32(nsError.code)).reason)"
        }
        let reason: String
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileWriteOutOfSpace: reason = FileProblem(path: path, code: ENOSPC).reason
        case .fileWriteNoPermission, .fileReadNoPermission: reason = "permission denied"
        case .fileWriteVolumeReadOnly: reason = "the file system is read-only"
        case .fileNoSuchFile, .fileReadNoSuchFile: reason = "a folder on the way does not exist"
        case .fileWriteFileExists: reason = "something is already there"
        default: reason = "the file system refused it (\(nsError.localizedDescription))"
        }
        return "cannot write '\(path)': \(reason)"
    }
}
