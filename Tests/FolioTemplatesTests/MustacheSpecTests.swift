import Foundation
import XCTest
import FolioTemplates

/// Runs every test of every file of the official Mustache spec (`<package root>/../shared/spec/mustache`).
final class MustacheSpecTests: XCTestCase {
    /// Whole spec files that are not run, with the reason.
    static let skippedFiles: [String: String] = [
        "~lambdas.json": "lambdas need closures in the data; TemplateValue holds data only",
    ]

    /// Single spec tests that are not run ("file/test name"), with the reason. Empty: everything else passes.
    static let skippedTests: [String: String] = [:]

    /// Files of the required modules: each must be present and every one of their tests must pass.
    static let requiredFiles = [
        "comments.json", "delimiters.json", "interpolation.json", "inverted.json", "partials.json", "sections.json",
    ]

    // Checks that every case of every spec file renders exactly the expected output (and prints the tally).
    func testEveryCaseOfEverySpecFileRendersTheExpectedOutput() throws {
        let folder = try Self.specFolder()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        for required in Self.requiredFiles {
            XCTAssertTrue(files.contains(required), "required spec file \(required) is missing from \(folder.path)")
        }
        var summary: [String] = []
        for file in files {
            if let reason = Self.skippedFiles[file] {
                summary.append("\(file): skipped (\(reason))")
                continue
            }
            let tally = try runSpecFile(folder.appendingPathComponent(file))
            summary.append("\(file): \(tally.passed) passed, \(tally.failed) failed, \(tally.skipped) skipped")
        }
        print("Mustache spec results:\n" + summary.joined(separator: "\n"))
    }

    /// Runs one spec file; every failure is reported with the file, the test name, and expected/actual output.
    private func runSpecFile(_ url: URL) throws -> (passed: Int, failed: Int, skipped: Int) {
        let file = url.lastPathComponent
        let spec = try JSONDecoder().decode(SpecFile.self, from: Data(contentsOf: url))
        var tally = (passed: 0, failed: 0, skipped: 0)
        for test in spec.tests {
            if Self.skippedTests["\(file)/\(test.name)"] != nil {
                tally.skipped += 1
                continue
            }
            let actual: String
            do {
                var templates = test.partials ?? [:]
                templates[Self.templateName] = test.template
                actual = try TemplateLibrary(templates: templates).render(Self.templateName, test.data.templateValue)
            } catch {
                tally.failed += 1
                XCTFail("\(file) / \(test.name): threw \(error)\ntemplate: \(test.template.debugDescription)")
                continue
            }
            if actual == test.expected {
                tally.passed += 1
            } else {
                tally.failed += 1
                XCTFail("""
                    \(file) / \(test.name): \(test.desc)
                    template: \(test.template.debugDescription)
                    expected: \(test.expected.debugDescription)
                    actual:   \(actual.debugDescription)
                    """)
            }
        }
        return tally
    }

    /// The name of the spec test's own template (no spec partial uses it).
    private static let templateName = " spec template "

    /// The spec folder beside the repository, or a skip when it is absent.
    private static func specFolder() throws -> URL {
        var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            let parent = root.deletingLastPathComponent()
            guard parent.path != root.path else { throw XCTSkip("package root not found above \(#filePath)") }
            root = parent
        }
        let folder = root.deletingLastPathComponent().appendingPathComponent("shared/spec/mustache")
        guard FileManager.default.fileExists(atPath: folder.path) else {
            throw XCTSkip("Mustache spec not found at \(folder.path)")
        }
        return folder
    }
}

/// One spec file: `{"tests": [...]}`.
private struct SpecFile: Decodable {
    struct Test: Decodable {
        let name: String
        let desc: String
        let data: JSONValue
        let template: String
        let expected: String
        let partials: [String: String]?
    }

    let tests: [Test]
}
