import Foundation
import XCTest
import FolioTemplates

/// Loading, merging and looking up templates.
final class TemplateLibraryTests: XCTestCase {
    // Checks that overriding(with:) replaces same-named templates, keeps the others, and that partials of kept
    // templates resolve to the overriding versions.
    func testOverridingReplacesSameNamedTemplatesOnly() throws {
        let theme = try TemplateLibrary(templates: ["page": "[{{>partials/nav}}]", "partials/nav": "theme nav"])
        let user = try TemplateLibrary(templates: ["partials/nav": "user nav", "extra": "x"])
        let merged = theme.overriding(with: user)
        XCTAssertEqual(try merged.render("page", [:]), "[user nav]")
        XCTAssertEqual(try theme.render("page", [:]), "[theme nav]")
        XCTAssertTrue(merged.contains("extra"))
        XCTAssertFalse(theme.contains("extra"))
        XCTAssertEqual(merged.names, ["extra", "page", "partials/nav"])
    }

    // Checks that load(directory:) reads *.mustache files recursively, names them by relative path without
    // extension, ignores other files, and reports errors with the file's path.
    func testLoadReadsMustacheFilesRecursivelyByRelativeName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-templates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("partials"), withIntermediateDirectories: true)
        try "<main>{{>partials/nav}}</main>".write(to: folder.appendingPathComponent("page.mustache"), atomically: false, encoding: .utf8)
        try "<nav>{{title}}</nav>".write(to: folder.appendingPathComponent("partials/nav.mustache"), atomically: false, encoding: .utf8)
        try "not a template".write(to: folder.appendingPathComponent("notes.txt"), atomically: false, encoding: .utf8)
        let library = try TemplateLibrary.load(directory: folder)
        XCTAssertEqual(library.names, ["page", "partials/nav"])
        XCTAssertEqual(try library.render("page", ["title": "Folio"]), "<main><nav>Folio</nav></main>")

        try "\n{{#a}}".write(to: folder.appendingPathComponent("partials/nav.mustache"), atomically: false, encoding: .utf8)
        XCTAssertThrowsError(try TemplateLibrary.load(directory: folder)) { error in
            let path = folder.standardizedFileURL.appendingPathComponent("partials/nav.mustache").path
            XCTAssertEqual((error as? TemplateErrors)?.description,
                           "\(path):2:1: error: unclosed section '{{#a}}': add its closing tag '{{/a}}'")
        }
    }

    // Checks that loading a folder that does not exist is an error, not an empty library.
    func testLoadingAMissingFolderThrows() {
        let folder = URL(fileURLWithPath: "/nonexistent/folio-templates")
        XCTAssertThrowsError(try TemplateLibrary.load(directory: folder)) { error in
            XCTAssertEqual((error as? TemplateErrors)?.description,
                           "/nonexistent/folio-templates:1:1: error: templates folder not found")
        }
    }

    // Checks that rendering an unknown template name throws an error naming it.
    func testRenderingAnUnknownTemplateThrows() throws {
        let library = try TemplateLibrary(templates: ["page": "x"])
        XCTAssertThrowsError(try library.render("chapter", [:])) { error in
            XCTAssertEqual((error as? TemplateError)?.description, "chapter:1:1: error: no template named 'chapter'")
        }
    }

    // Checks that a template including itself without end stops with an error at the partial tag.
    func testEndlessRecursionIsAnErrorNotACrash() throws {
        let library = try TemplateLibrary(templates: ["loop": "x\n {{>loop}}"], paths: ["loop": "Templates/loop.mustache"])
        XCTAssertThrowsError(try library.render("loop", [:])) { error in
            XCTAssertEqual((error as? TemplateError)?.description,
                           "Templates/loop.mustache:2:2: error: 'loop' nested more than 100 levels deep: a template probably includes itself without end")
        }
    }

    // Checks that a block argument that shows itself without end is an error at its inner block tag.
    func testEndlessBlockRecursionIsAnErrorInTheChildTemplate() throws {
        let library = try TemplateLibrary(templates: ["layout": "{{$a}}{{/a}}", "page": "{{<layout}}{{$a}}\n{{$a}}{{/a}}{{/a}}{{/layout}}"])
        XCTAssertThrowsError(try library.render("page", [:])) { error in
            XCTAssertEqual((error as? TemplateError)?.description,
                           "page:2:1: error: block 'a' nested more than 100 levels deep: a template probably includes itself without end")
        }
    }

    // Checks that a legitimately recursive partial (a nested table of contents) renders.
    func testRecursivePartialRendersNestedData() throws {
        let library = try TemplateLibrary(templates: [
            "toc": "<ul>{{#items}}<li>{{title}}{{>toc}}</li>{{/items}}</ul>",
        ])
        let context: TemplateValue = ["items": [["title": "Part", "items": [["title": "Ch 1", "items": []]]]]]
        XCTAssertEqual(try library.render("toc", context), "<ul><li>Part<ul><li>Ch 1<ul></ul></li></ul></li></ul>")
    }
}
