import XCTest
import FolioCore
@testable import FolioSite

/// Topics, glossary, reference resolution, "also in" links and coverage on the three-edition fixture.
final class CrossLinkFixtureTests: XCTestCase {
    private var book: Book!
    private var links: CrossLinks!

    override func setUpWithError() throws {
        book = try CrossLinkFixture.load()
        links = CrossLinks(book: book)
    }

    private func chapter(_ id: String) -> Chapter { book.chapters.first { $0.id == id }! }

    private func resolve(_ title: String, from id: String) -> String? {
        links.references.resolve(title: title, from: chapter(id)).map { "\($0.route.rawValue) \($0.target.outputPath)#\($0.target.anchor ?? "")" }
    }

    // A Chinese-only section joins its topic by a near Chinese rendering; the others by English title.
    func testSegmentedControlsShareOneTopicAcrossThreeEditions() throws {
        let topic = try XCTUnwrap(links.topics.topic(forKey: "segment control"))
        XCTAssertEqual(topic.places.map(\.path), ["new/01-controls.html#sec-9-9", "old/01-ui-controls.html#segmented-controls",
                                                  "oldest/01-application-controls.html#segmented-controls"])
        XCTAssertEqual(topic.places.map { topic.matches[$0.path]! }, [.near, .english, .english])
        XCTAssertEqual(topic.editions, ["new", "old", "oldest"])
    }

    // A Chinese-only section that cites the same API as an English-titled section joins its topic.
    func testSharedAPINamesAlignAChineseOnlySection() throws {
        let topic = try XCTUnwrap(links.topics.topic(forKey: "stepper"))
        XCTAssertEqual(topic.places.map(\.path), ["new/01-controls.html#sec-9-11", "old/01-ui-controls.html#steppers"])
        XCTAssertEqual(topic.matches["new/01-controls.html#sec-9-11"], .api)
    }

    // The shared topics of the fixture, in English order.
    func testSharedTopicsAreListedByEnglishTitle() {
        XCTAssertEqual(links.topics.sharedTopics.map(\.english),
                       ["Progress Indicators", "Segmented Controls", "Slider", "Steppers"])
    }

    // The glossary lists every rendering of a term with its editions and flags the difference.
    func testGlossaryListsEveryRenderingOfSegmentedControls() throws {
        let entry = try XCTUnwrap(links.glossary.entry(forEnglish: "Segmented Controls"))
        XCTAssertEqual(entry.renderings.map(\.chinese), ["分区控件", "分段控件", "分栏控件"])
        XCTAssertEqual(entry.renderings.map(\.editions), [["old"], ["oldest"], ["new"]])
        XCTAssertEqual(entry.renderings.map { $0.uses.map(\.aligned) }, [[false], [false], [true]])
        XCTAssertTrue(entry.isRenderedDifferently)
        XCTAssertFalse(try XCTUnwrap(links.glossary.entry(forEnglish: "Network Activity Indicators")).isRenderedDifferently)
    }

    // Glossary entries become search units linking to the glossary page.
    func testGlossaryEntriesBecomeSearchSections() throws {
        let sections = links.glossary.searchSections(book: book)
        let section = try XCTUnwrap(sections.first { $0.url == "glossary.html#segmented-controls" })
        XCTAssertEqual(section, SearchSection(kind: .glossary, url: "glossary.html#segmented-controls", edition: "All editions",
                                              chapter: "术语表 Glossary", heading: [.en: "Segmented Controls", .zh: "分区控件"],
                                              text: [.zh: "各版本译名：分区控件（Old）、分段控件（Oldest）、分栏控件（New）。"]))
    }

    // By-title references: near Chinese title in the same edition, translation by way of the glossary,
    // English title in the same edition, developer documents and unknown titles unresolved.
    func testByTitleReferencesResolveSameEditionFirst() {
        XCTAssertEqual(resolve("进度指示器", from: "new/01-controls"), "near new/01-controls.html#sec-9-7")
        XCTAssertEqual(resolve("Sliders", from: "new/01-controls"), "translation new/01-controls.html#sec-9-10")
        XCTAssertEqual(resolve("Segmented Controls", from: "oldest/01-application-controls"),
                       "title oldest/01-application-controls.html#segmented-controls")
        XCTAssertEqual(resolve("Segmented Controls", from: "new/01-controls"), "topic new/01-controls.html#sec-9-9")
        XCTAssertNil(resolve("UIPageViewController", from: "new/01-controls"))
        XCTAssertNil(resolve("Nowhere", from: "new/01-controls"))
    }

    // Guidelines URLs go to the anchor in the same edition, else to the topic in another edition.
    func testGuidelineURLsResolveByFragmentThenTopic() {
        let old = chapter("old/01-ui-controls")
        let fragment = links.references.resolve(guidelineURL: "https://developer.apple.com/ios/human-interface-guidelines/ui-controls/progress-indicators/#network-activity-indicators", from: old)
        XCTAssertEqual(fragment?.target.anchor, "network-activity-indicators")
        XCTAssertEqual(fragment?.target.edition, "old")
        let other = links.references.resolve(guidelineURL: "https://developer.apple.com/ios/human-interface-guidelines/ui-bars/tab-bars/", from: old)
        XCTAssertEqual(other.map { "\($0.route.rawValue) \($0.target.outputPath)#\($0.target.anchor ?? "")" },
                       "topic oldest/01-application-controls.html#using-tab-bars")
        XCTAssertNil(links.references.resolve(guidelineURL: "https://developer.apple.com/ios/human-interface-guidelines/resources/#templates", from: old))
    }

    // The reference report counts each kind per edition.
    func testReferenceReportCountsOutcomes() {
        let report = ReferenceReport(book: book, resolver: links.references)
        XCTAssertEqual(report.summary(editions: ["new", "old", "oldest"]), [
            "new by-title: 2 of 4 resolved (2 same edition, 0 other edition), 2 developer documentation, 0 outside the book, 0 unresolved",
            "old guidelines-url: 2 of 3 resolved (1 same edition, 1 other edition), 0 developer documentation, 0 outside the book, 1 unresolved",
            "oldest by-title: 2 of 2 resolved (2 same edition, 0 other edition), 0 developer documentation, 0 outside the book, 0 unresolved",
        ])
    }

    // "Also in" links of a section point to the topic's section in each other edition.
    func testAlsoInLinksPointToTheOtherEditions() {
        let alsoIn = AlsoInLinks(book: book, topics: links.topics)
        XCTAssertEqual(alsoIn.links(for: chapter("new/01-controls"), anchor: "sec-9-9"), [
            .init(edition: "Old", title: "分区控件 Segmented Controls", path: "old/01-ui-controls.html#segmented-controls"),
            .init(edition: "Oldest", title: "分段控件 Segmented Controls", path: "oldest/01-application-controls.html#segmented-controls"),
        ])
        XCTAssertEqual(alsoIn.links(for: chapter("new/01-controls"), anchor: nil), [])
        // The paragraph made from the links made once is the one made from the links, on every section.
        var shown = 0
        for chapter in book.chapters {
            for anchor in [nil] + chapter.sections.map(\.anchor) {
                let html = alsoIn.html(for: chapter, anchor: anchor, pagePath: chapter.outputPath)
                XCTAssertEqual(html, AlsoInLinks.html(alsoIn.links(for: chapter, anchor: anchor), pagePath: chapter.outputPath))
                if !html.isEmpty { shown += 1 }
            }
        }
        XCTAssertGreaterThan(shown, 1)
    }

    // Coverage counts English blocks (headings and paragraphs) and lists the untranslated ones with their lines.
    func testCoverageListsTheUntranslatedParagraph() {
        let coverage = TranslationCoverage(chapter: chapter("old/01-ui-controls"))
        XCTAssertEqual(coverage.englishBlocks, 9)
        XCTAssertEqual(coverage.translatedBlocks, 7)
        XCTAssertEqual(coverage.untranslated.map { "\($0.location): \($0.excerpt)" },
                       ["Content/old/01-ui-controls.md:25:1: This sentence was never translated.",
                        "Content/old/01-ui-controls.md:35:1: See Tab Bars and Templates."])
    }
}

/// The built site of the fixture: Topics and Glossary pages, "also in" links on chapter pages.
final class CrossLinkSiteTests: XCTestCase {
    // The build writes topics.html and glossary.html, and each edition's chapter shows working "also in" links.
    func testSiteHasTopicsGlossaryAndAlsoInLinks() throws {
        let content = try CrossLinkFixture.write()
        let options = SiteOptions(contentDirectory: content, templatesDirectory: SiteFixtures.root.appendingPathComponent("Templates"),
                                  outputDirectory: SiteFixtures.temporaryFolder().appendingPathComponent("Site"))
        let (loaded, filesOrNil, diagnostics) = SiteBuilder.generate(options)
        XCTAssertTrue(loaded, "\(diagnostics)")
        let files = try XCTUnwrap(filesOrNil)
        func page(_ path: String) throws -> String {
            String(decoding: try XCTUnwrap(files.first { $0.path == path }, path).data, as: UTF8.self)
        }
        let topics = try page("topics.html")
        XCTAssertTrue(topics.contains(#"<tr id="segmented-controls"><th scope="row" lang="en">Segmented Controls</th><td><a href="new/01-controls.html#sec-9-9">9.9 分栏控件</a></td><td><a href="old/01-ui-controls.html#segmented-controls">分区控件 Segmented Controls</a></td><td><a href="oldest/01-application-controls.html#segmented-controls">分段控件 Segmented Controls</a></td></tr>"#), topics)
        let glossary = try page("glossary.html")
        XCTAssertTrue(glossary.contains(#"<dt id="segmented-controls" lang="en" class="differs">Segmented Controls"#), glossary)
        XCTAssertTrue(glossary.contains(#"<span class="rendering" lang="zh-Hans">分栏控件</span> <span class="editions">New</span>"#), glossary)
        let expectations = [
            ("new/01-controls.html", "../old/01-ui-controls.html#segmented-controls"),
            ("old/01-ui-controls.html", "../new/01-controls.html#sec-9-9"),
            ("oldest/01-application-controls.html", "../old/01-ui-controls.html#segmented-controls"),
        ]
        let paths = Set(files.map(\.path))
        for (path, href) in expectations {
            let html = try page(path)
            let alsoIn = try XCTUnwrap(html.components(separatedBy: "<p class=\"also-in\">").dropFirst().first { $0.contains(href) }, path)
            XCTAssertTrue(alsoIn.contains("<a href=\"\(href)\">"), alsoIn)
            let target = URL(fileURLWithPath: "/" + path).deletingLastPathComponent().appendingPathComponent(href).standardized.path.dropFirst()
            let (file, anchor) = (String(target.split(separator: "#")[0]), String(href.split(separator: "#")[1]))
            XCTAssertTrue(paths.contains(file), file)
            XCTAssertTrue(try page(file).contains("id=\"\(anchor)\""), "\(file)#\(anchor)")
        }
        for path in ["index.html", "new/01-controls.html"] {
            let html = try page(path)
            XCTAssertTrue(html.contains("topics.html\">主题") && html.contains("glossary.html\">术语表"), path)
        }
    }
}
