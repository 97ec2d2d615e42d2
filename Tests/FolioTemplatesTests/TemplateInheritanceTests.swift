import XCTest
import FolioTemplates

/// Exact outputs of parents (`{{<layout}}`) with blocks (`{{$name}}`).
final class TemplateInheritanceTests: XCTestCase {
    private let layout = """
        <html><head><title>{{$title}}Folio{{/title}}</title></head>
        <body>
        {{$content}}
        <p>No content.</p>
        {{/content}}
        {{>footer}}
        </body></html>

        """

    private func library() throws -> TemplateLibrary {
        try TemplateLibrary(templates: [
            "layout": layout,
            "footer": "<footer>{{$footer}}© {{year}}{{/footer}}</footer>\n",
            "chapter": """
                {{<layout}}
                {{$title}}{{chapter.title}} · Folio{{/title}}
                {{$content}}
                <h1>{{chapter.title}}</h1>
                {{{chapter.html}}}
                {{/content}}
                {{/layout}}

                """,
            "index": "{{<layout}}{{/layout}}",
        ])
    }

    // Checks that a page overriding the layout's blocks gets its own title and content inside the layout.
    func testPageFillsTheLayoutsBlocks() throws {
        let context: TemplateValue = ["year": 2026, "chapter": ["title": "Design & Code", "html": "<p>Hi</p>"]]
        XCTAssertEqual(try library().render("chapter", context), """
            <html><head><title>Design &amp; Code · Folio</title></head>
            <body>
            <h1>Design &amp; Code</h1>
            <p>Hi</p>
            <footer>© 2026</footer>
            </body></html>

            """)
    }

    // Checks that blocks a page does not override show the layout's default content.
    func testBlocksThatAreNotOverriddenShowTheirDefaults() throws {
        XCTAssertEqual(try library().render("index", ["year": 2026]), """
            <html><head><title>Folio</title></head>
            <body>
            <p>No content.</p>
            <footer>© 2026</footer>
            </body></html>

            """)
    }

    // Checks that a page's block also replaces a block of the same name inside a partial of the layout.
    func testOverridesReachBlocksInsidePartialsOfTheParent() throws {
        let library = try self.library().overriding(with: TemplateLibrary(templates: [
            "index": "{{<layout}}{{$footer}}Made with Folio{{/footer}}{{/layout}}",
        ]))
        XCTAssertEqual(try library.render("index", [:]), """
            <html><head><title>Folio</title></head>
            <body>
            <p>No content.</p>
            <footer>Made with Folio</footer>
            </body></html>

            """)
    }
}
