import Foundation

/// Headless Chromium for the browser tests: where it is installed, and the DOM of a page after its
/// scripts have run.
enum HeadlessChromium {
    /// The browser's path, or nil when none is installed (`scripts/bootstrap --browser` installs it).
    static var path: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The serialized DOM of `url` once its scripts have run.
    static func dumpDOM(browser: String, url: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=10000", "--dump-dom", url.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
