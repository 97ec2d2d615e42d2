import Foundation
import XCTest
import FolioSite

/// Runs small node scripts with `search.js` loaded and a fixture index in `index`; skips without node.
enum SearchNode {
    /// `Templates/assets/search.js` of this repository.
    static let searchScript = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates/assets/search.js")

    /// The standard output of `code`, run after the index script and search.js are loaded.
    static func run(index: String, code: String) throws -> String {
        guard let node = executable(named: "node") else { throw XCTSkip("node is not installed") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-search-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try index.write(to: folder.appendingPathComponent("search-index.js"), atomically: false, encoding: .utf8)
        let main = """
            globalThis.window = globalThis;
            require(\(jsonArray([folder.appendingPathComponent("search-index.js").path]))[0]);
            const FolioSearch = require(\(jsonArray([searchScript.path]))[0]);
            const index = window.FOLIO_SEARCH_INDEX;
            \(code)
            """
        try main.write(to: folder.appendingPathComponent("main.js"), atomically: false, encoding: .utf8)
        let process = Process()
        process.executableURL = node
        process.arguments = [folder.appendingPathComponent("main.js").path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "SearchNode", code: Int(process.terminationStatus),
                          userInfo: [NSLocalizedDescriptionKey: "node failed: \(errorText)"])
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Strings as a JSON array literal, which is also a JavaScript literal.
    static func jsonArray(_ strings: [String]) -> String {
        let data = try? JSONSerialization.data(withJSONObject: strings)
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }

    private static func executable(named name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

final class SearchNodeTests: XCTestCase {
    // The helper runs node with the fixture index and search.js loaded.
    func testNodeSeesTheIndexAndTheEngine() throws {
        let output = try SearchNode.run(index: SearchQueryFixture.script, code: """
            console.log(index.version, typeof FolioSearch.query, index.sections.length);
            """)
        XCTAssertEqual(output, "1 function \(SearchQueryFixture.sections.count)\n")
    }
}
