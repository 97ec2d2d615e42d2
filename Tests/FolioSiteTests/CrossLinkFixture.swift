import Foundation
import FolioCore
import FolioSite

/// A small three-edition book for the cross-link tests, written to a temporary folder: `new` is
/// Chinese only (numbered sections, placeholders), `old` is bilingual with guidelines URLs, `oldest`
/// is bilingual with quoted-title references.
enum CrossLinkFixture {
    static let files: [String: String] = [
        "book.json": #"{"title": {"en": "Guides", "zh": "指南"}, "editions": ["new", "old", "oldest"]}"#,
        "new/colophon.md": "---\ntitle_en: \"New Guide\"\ntitle_zh: \"新指南\"\nkind: \"colophon\"\nshort_title: \"New\"\n---\n新版。\n",
        "new/01-controls.md": """
            ---
            title_en: "Controls"
            title_zh: "控件"
            number: "9"
            ---
            ## 9.7 进程指示器

            更多指南，请参阅 [进度指示器](<ref:进度指示器>)。

            ## 9.9 分栏控件

            分栏控件由多个分段组成。参阅 [Sliders](<ref:Sliders>) 和 [UIPageViewController](<ref:UIPageViewController>)。

            ## 9.10 滑块

            滑块。

            ## 9.11 分档器

            开发者指南，请参阅 [UIStepper](<ref:UIStepper>)。

            """,
        "old/colophon.md": "---\ntitle_en: \"Old Guide\"\nkind: \"colophon\"\nshort_title: \"Old\"\n---\nOld.\n",
        "old/01-ui-controls.md": """
            ---
            title_en: "UI Controls"
            title_zh: "UI 控件"
            ---
            ## Progress Indicators

            ## 进程指示器

            ### Network Activity Indicators

            ### 网络活动指示器

            See also [Loading](https://developer.apple.com/ios/human-interface-guidelines/ui-controls/progress-indicators/#network-activity-indicators).

            另见 Loading。

            ## Segmented Controls

            ## 分区控件

            A segmented control is a linear set of segments.

            分区控件是分段的线性集合。

            This sentence was never translated.

            ## Steppers

            ## 步进器

            For implementation details, see [UIStepper](https://developer.apple.com/reference/uikit/uistepper).

            详情查看 [UIStepper](https://developer.apple.com/reference/uikit/uistepper)。

            See [Tab Bars](https://developer.apple.com/ios/human-interface-guidelines/ui-bars/tab-bars/) and [Templates](https://developer.apple.com/ios/human-interface-guidelines/resources/#templates).

            """,
        "oldest/colophon.md": "---\ntitle_en: \"Oldest Guide\"\nkind: \"colophon\"\nshort_title: \"Oldest\"\n---\nOldest.\n",
        "oldest/01-application-controls.md": """
            ---
            title_en: "Application Controls"
            title_zh: "应用程序的控件"
            ---
            ## Segmented Controls

            ## 分段控件

            Use a segmented control, see [Segmented Controls](<ref:Segmented Controls>).

            使用分段控件，见 [Segmented Controls](<ref:Segmented Controls>)

            ## Slider

            ## 滑块

            ## Using Tab Bars

            ## 使用标签条

            """,
    ]

    /// Writes the fixture's Content/ folder into a fresh temporary folder and returns it.
    static func write() throws -> URL {
        let content = SiteFixtures.temporaryFolder().appendingPathComponent("Content")
        for (path, text) in files {
            let url = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return content
    }

    /// The fixture loaded as a book.
    static func load() throws -> Book {
        let (book, diagnostics) = BookLoader.load(contentDirectory: try write())
        guard let book else { throw NSError(domain: "fixture", code: 1, userInfo: [NSLocalizedDescriptionKey: "\(diagnostics)"]) }
        return book
    }
}
