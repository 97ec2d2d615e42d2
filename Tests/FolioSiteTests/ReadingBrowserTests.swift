import XCTest
import FolioCore
@testable import FolioSite

/// The reading rules of the default theme, measured in headless Chromium on `ReadingFixture`: heading
/// order and single-language headings, mixed Chinese/Latin typography, a missing image, wrapping at
/// phone width. Skipped when Chromium is not installed.
final class ReadingBrowserTests: XCTestCase {
    private static let site = Result { try ReadingFixture.build() }

    private func probe(_ path: String, query: String = "", width: Int? = nil, setup: String? = nil, _ expressions: [String]) throws -> [String] {
        guard let browser = HeadlessChromium.path else { throw XCTSkip("Chromium is not installed (scripts/bootstrap --browser installs it)") }
        let page = try Self.site.get().appendingPathComponent(path)
        let values = try HeadlessChromium.probe(browser: browser, page: page, query: query, width: width, setup: setup, expressions: expressions)
        XCTAssertEqual(values.count, expressions.count, "the probe did not run")
        return values
    }

    // Reading both languages: the section number, then the Chinese, then the English as a smaller
    // line under it; Chinese text is spaced from Latin words by the browser and its emphasis is
    // upright with dots; the image that cannot load is a frame holding its alt text, and an icon that
    // cannot load a small box of its own size with its alt text as its title (its name is beside it).
    func testBothLanguagesPage() throws {
        let values = try probe("first/01-basics.html", query: "mode=both", [
            "[...document.querySelector('h2.bi').children].filter(e => !e.classList.contains('heading-anchor')).map(e => e.className + ':' + e.lang).join(' ')",
            "getComputedStyle(document.querySelector('h2.bi [lang=en]')).display",
            "parseFloat(getComputedStyle(document.querySelector('h2.bi [lang=en]')).fontSize) < parseFloat(getComputedStyle(document.querySelector('h2.bi')).fontSize)",
            "getComputedStyle(document.querySelector('p[lang=zh-Hans], [lang=zh-Hans] > p')).textAutospace",
            "getComputedStyle(document.querySelector('[lang=zh-Hans] em')).fontStyle",
            "getComputedStyle(document.querySelector('[lang=zh-Hans] em')).textEmphasisStyle",
            "getComputedStyle(document.querySelector('[lang=zh-Hans] em')).fontSynthesisStyle",
            "[...document.querySelectorAll('main img')].length",
            "document.querySelector('main .image-missing') && document.querySelector('main .image-missing').textContent",
            "(() => { const icon = document.querySelector('main .image-missing.icon'); return icon && [icon.textContent, icon.title, icon.getBoundingClientRect().width, icon.getBoundingClientRect().height].join('|'); })()",
        ])
        XCTAssertEqual(values, [
            #""section-number: tr:zh-Hans tr:en""#, #""block""#, "true", #""normal""#, #""normal""#, #""dot""#, #""none""#,
            "0", #""A bar chart of sales""#, #""|Add 添加|20|20""#,
        ])
    }

    // Where the browser has no text-autospace, the script puts a quarter-em span between Han and Latin
    // (`为|iOS|而设计`), the text itself unchanged; English is left alone.
    func testAutospaceFallbackWithoutTheProperty() throws {
        let values = try probe("first/01-basics.html", query: "mode=both", setup: "CSS.supports = () => false;", [
            "document.querySelectorAll('main [lang=zh-Hans] .autospace').length > 0",
            "[...document.querySelectorAll('main p')].some(p => p.textContent.startsWith('在app中使用全屏'))",
            "(() => { const gap = document.querySelector('main .autospace'); return gap.previousSibling.data.slice(-1) + '|' + gap.nextSibling.data.slice(0, 3); })()",
            "parseFloat(getComputedStyle(document.querySelector('main .autospace')).marginInlineStart) > 0",
            "document.querySelectorAll('main [lang=en] .autospace').length",
        ])
        XCTAssertEqual(values, ["true", "true", #""为|iOS""#, "true", "0"])
    }

    // Reading English only, the English heading is the heading: its size, weight and colour are the
    // heading's own, not those of a subordinate line.
    func testEnglishOnlyHeadingsAreHeadings() throws {
        let same = { (selector: String) in
            ["fontSize", "fontWeight", "color", "display"].map { property in
                "getComputedStyle(document.querySelector('\(selector) [lang=en]')).\(property) === getComputedStyle(document.querySelector('\(selector)')).\(property) || '\(property)'"
            }
        }
        let values = try probe("first/01-basics.html", query: "mode=en", same("h1").dropLast() + same("h2.bi").dropLast()
            + ["getComputedStyle(document.querySelector('h2.bi [lang=zh-Hans]')).display"])
        XCTAssertEqual(values, Array(repeating: "true", count: 6) + [#""none""#])
    }

    // Opening a page far down the sidebar scrolls the sidebar to it, not the page.
    func testOpeningAPageScrollsOnlyTheSidebar() throws {
        let values = try probe("second/32-more.html", width: 1280, ["window.scrollY", "document.getElementById('book-toc').scrollTop > 0"])
        XCTAssertEqual(values, ["0", "true"])
    }

    // No sidebar entry of an edition echoes another: the edition's own page is not named like its
    // preface (版本说明), and two essays of one title are told apart.
    func testSidebarEntriesDoNotEchoEachOther() throws {
        let labels = try probe("second/01-sites.html", width: 1280, [
            "[...document.querySelectorAll('#book-toc details')].map(d => [...d.querySelectorAll('li a')].map(a => a.textContent.split(' · ')[0].trim()))",
        ])
        let editions = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(XCTUnwrap(labels.first).utf8)) as? [[String]])
        XCTAssertEqual(editions.count, 2)
        for entries in editions {
            for (index, entry) in entries.enumerated() {
                // Echoed: the same, or the same followed by more Chinese (版本说明 / 版本说明与目录).
                let echoes = entries.enumerated().contains { other in
                    other.offset != index && other.element.hasPrefix(entry)
                        && (other.element == entry || other.element.dropFirst(entry.count).first?.isHan == true)
                }
                XCTAssertFalse(echoes, "'\(entry)' is echoed in \(entries)")
            }
        }
    }

    // At phone width a long address wraps inside its paragraph, starting on the line of the words
    // before it, and the cover title never starts a line with its separator dot.
    func testPhoneWidthWraps() throws {
        let chapter = try probe("first/01-basics.html", query: "mode=both", width: 390, [
            "[...document.querySelectorAll('main p, main li')].filter(p => p.scrollWidth > p.clientWidth + 1).length",
            "document.documentElement.scrollWidth <= window.innerWidth",
            """
            (() => { const link = document.querySelector('p[lang=zh-Hans] a.url, [lang=zh-Hans] > p a.url'); const text = document.createRange();
            text.selectNodeContents(link.closest('p')); return link.getClientRects()[0].top === text.getClientRects()[0].top; })()
            """,
        ])
        XCTAssertEqual(chapter, ["0", "true", "true"], "overflowing paragraphs, page wider than the window, address not starting on the first line")
        let cover = try probe("index.html", width: 390, [
            """
            (() => { const text = document.querySelector('.cover h1 [lang=zh-Hans]').firstChild; const at = i => { const r = document.createRange();
            r.setStart(text, i); r.setEnd(text, i + 1); return r.getBoundingClientRect(); };
            const dot = text.data.indexOf('·'); return [at(0).top === at(dot).top, at(0).top !== at(text.data.length - 1).top]; })()
            """,
            "window.innerWidth",
        ])
        XCTAssertEqual(cover, ["[true,true]", "390"], "the title should wrap, after its separator dot")
    }
}
