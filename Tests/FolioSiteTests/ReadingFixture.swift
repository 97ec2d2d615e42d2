import Foundation
import FolioSite

/// A two-edition book for the reading and print tests, built into a temporary folder: a bilingual
/// heading pair whose Chinese side carries the section number, Chinese with Latin words and emphasis,
/// an image that cannot load, a long and a short address shown as link text, a long Chinese paragraph
/// with Latin words; a second edition with two
/// essays of the same title and thirty more.
enum ReadingFixture {
    static let longAddress = "https://developer.apple.com/library/ios/documentation/UserExperience/Conceptual/MobileHIG/index.html"

    static let files: [String: String] = essays.merging(pages) { first, _ in first }

    /// Thirty more essays in the second edition, so that its sidebar list is longer than a window.
    private static let essays = Dictionary(uniqueKeysWithValues: (3...32).map { number in
        (String(format: "second/%02d-more.md", number), "---\ntitle_zh: \"更多文章 \(number)\"\nkind: \"essay\"\n---\n第 \(number) 篇。\n")
    })

    private static let pages: [String: String] = [
        "book.json": #"{"title": {"en": "Guidelines", "zh": "人机界面指南 · 中英双语"}, "editions": ["first", "second"]}"#,
        "first/colophon.md": "---\ntitle_en: \"First Guide\"\ntitle_zh: \"第一版\"\nkind: \"colophon\"\nshort_title: \"First\"\n---\nThe first.\n",
        "first/00-notes.md": "---\ntitle_zh: \"版本说明\"\nkind: \"preface\"\n---\n说明。\n",
        "first/01-basics.md": """
            ---
            title_en: "Basics"
            title_zh: "基础"
            number: "1"
            ---
            ## Designing for iOS

            ## 1.1 为iOS而设计

            Apps use the whole screen.

            在app中使用全屏，并且*强调*重点。

            ![A bar chart of sales](missing-chart.png "400x300")

            | Icon | Use |
            | --- | --- |
            | ![Add 添加](missing-add.png "20x20") Add | Creates an item. |

            Read <\(longAddress)> for more.

            阅读 <\(longAddress)> 了解更多。

            Mail <https://example.com/guide>.

            \(String(repeating: "在 iPhone OS 中，用户可以通过 Multi-Touch 手势直接操作应用程序的界面元素，而 Home 按钮总是把用户带回主屏幕。", count: 8))

            """,
        "second/colophon.md": "---\ntitle_en: \"Second Guide\"\ntitle_zh: \"第二版\"\nkind: \"colophon\"\nshort_title: \"Second\"\n---\n第二版。\n",
        "second/01-sites.md": "---\ntitle_zh: \"几个网站\"\nkind: \"essay\"\n---\n第一篇。\n",
        "second/02-sites.md": "---\ntitle_zh: \"几个网站\"\nkind: \"essay\"\n---\n第二篇。\n",
    ]

    /// The fixture built with the default theme; returns the site folder.
    static func build() throws -> URL {
        let root = SiteFixtures.temporaryFolder()
        let content = root.appendingPathComponent("Content")
        for (path, text) in files {
            let url = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let site = root.appendingPathComponent("Site")
        let report = SiteBuilder.build(SiteOptions(contentDirectory: content,
                                                   templatesDirectory: SiteFixtures.root.appendingPathComponent("Templates"),
                                                   outputDirectory: site))
        guard report.succeeded else { throw NSError(domain: "fixture", code: 1, userInfo: [NSLocalizedDescriptionKey: "\(report.diagnostics)"]) }
        return site
    }
}
