import XCTest
import FolioCLI

/// Nothing outside the book is read or written: links, `../` ids and odd `--out` folders are refused
/// before anything is written.
final class BookBoundaryTests: XCTestCase {
    // A symbolic link in Content/ to /etc/passwd is refused; its text reaches no page.
    func testSymbolicLinkInContentIsRefused() throws {
        let book = try ScratchBook()
        try FileManager.default.createSymbolicLink(atPath: book.url("Content/ed/02-passwd.md").path, withDestinationPath: "/etc/passwd")
        let result = book.run(["build"])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.err, """
            Content/ed/02-passwd.md:1:1: error: this file is a symbolic link to '/etc/passwd'; folio reads only files inside the book: copy the file in instead
            Build failed; Site/ was left as it was.

            """)
        XCTAssertFalse(book.exists("Site"))
    }

    // A linked theme asset would publish the file it points to: refused too.
    func testSymbolicLinkInThemeIsRefused() throws {
        let book = try ScratchBook()
        try FileManager.default.copyItem(at: ScratchBook.root.appendingPathComponent("Templates"), to: book.url("Theme"))
        try FileManager.default.createSymbolicLink(atPath: book.url("Theme/assets/passwd.css").path, withDestinationPath: "/etc/passwd")
        let result = book.run(["build", "--theme", "Theme"])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.err.hasPrefix("\(book.url("Theme/assets/passwd.css").path):1:1: error: this file is a symbolic link to '/etc/passwd'"), result.err)
    }

    // book.json editions "../victim" and "../Templates" are ids, not paths: refused at their position,
    // and the hand-written page beside the site is untouched. An edition listed twice is refused too.
    func testEditionIDsAreSlugs() throws {
        let book = try ScratchBook(editions: ["ed", "../victim", "../Templates", "ed"])
        try book.write("victim/index.html", "<p>mine</p>")
        let result = book.run(["build"])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.err, """
            Content/book.json:2:23: error: edition '../victim' is not a valid id: an id is a folder name made of ASCII letters, digits, '-' and '_' (no '/', '.' or spaces)
            Content/book.json:2:36: error: edition '../Templates' is not a valid id: an id is a folder name made of ASCII letters, digits, '-' and '_' (no '/', '.' or spaces)
            Content/book.json:2:52: error: edition 'ed' is listed twice in "editions"; remove one
            Build failed; Site/ was left as it was.

            """)
        XCTAssertEqual(book.read("victim/index.html"), "<p>mine</p>")
    }

    // --out naming a regular file or a device node (here a pipe) is refused; the file stays.
    func testOutputThatIsAFileIsRefused() throws {
        let book = try ScratchBook()
        try book.write("notes.txt", "keep me")
        let file = book.run(["build", "--out", "notes.txt"])
        XCTAssertEqual(file.code, 1)
        XCTAssertEqual(file.err, """
            error: refusing to replace '\(book.url("notes.txt").path)': it is a file, not a folder; folio replaces only a folder it wrote: choose another --out
            Build failed; notes.txt/ was left as it was.

            """)
        XCTAssertEqual(book.read("notes.txt"), "keep me")
        XCTAssertEqual(mkfifo(book.url("pipe").path, 0o644), 0)
        XCTAssertEqual(book.run(["build", "--out", "pipe"]).code, 1)
        XCTAssertTrue(book.exists("pipe"))
    }

    // `--out /` is refused before anything is walked; `--out ""` is a usage error; the theme folder
    // is protected like the content.
    func testRootEmptyAndThemeOutputsAreRefused() throws {
        let book = try ScratchBook()
        XCTAssertEqual(book.run(["build", "--out", "/"]).err, """
            error: refusing to write the site to '/': choose a folder of its own with --out
            Build failed; / was left as it was.

            """)
        let empty = book.run(["build", "--out", ""])
        XCTAssertEqual(empty.code, 64)
        XCTAssertTrue(empty.err.hasPrefix("Error: --out needs a folder name\n"), empty.err)
        try FileManager.default.copyItem(at: ScratchBook.root.appendingPathComponent("Templates"), to: book.url("Theme"))
        let theme = book.run(["build", "--theme", "Theme", "--out", "Theme/site"])
        XCTAssertEqual(theme.code, 1)
        XCTAssertTrue(theme.err.hasPrefix("error: refusing to write the site to '\(book.url("Theme/site").path)': it holds or is inside the book's theme folder"), theme.err)
    }

    // A file name with a line break is refused by name, so the list of the site's files (one name a
    // line) can never make the next build refuse the site this one wrote.
    func testFileNameWithNewlineIsRefused() throws {
        let book = try ScratchBook()
        try book.write("Content/ed/02-two\nlines.md", "---\ntitle_en: Two\n---\n")
        let result = book.run(["build"])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.err, """
            Content/ed/02-two\\nlines.md:1:1: error: the file name holds a line break or another control character; rename the file
            Build failed; Site/ was left as it was.

            """)
    }

    // The staging folders of builds that were killed (their process is gone) are removed by the
    // next build; the site it replaces was never touched by them.
    func testLeftoversOfAKilledBuildAreRemoved() throws {
        let book = try ScratchBook()
        XCTAssertEqual(book.run(["build"]).code, 0)
        try book.write(".Site.new-999999999/index.html", "half")
        try book.write(".Site.old-999999998/index.html", "old")
        XCTAssertEqual(book.run(["build"]).code, 0)
        XCTAssertEqual(book.hiddenEntries(), [])
        XCTAssertNotNil(book.read("Site/ed/01-one.html"))
    }

    // A build killed between the two renames of its swap left the old site as `.Site.old-<pid>`
    // and no Site/: the next build puts it back before it checks the folder.
    func testSiteOfAnInterruptedSwapIsPutBack() throws {
        let book = try ScratchBook()
        XCTAssertEqual(book.run(["build"]).code, 0)
        try FileManager.default.moveItem(at: book.url("Site"), to: book.url(".Site.old-999999999"))
        try book.write("Content/ed/01-one.md", "---\ntitle_en: One\nbroken\n---\n")
        XCTAssertEqual(book.run(["build"]).code, 1)
        XCTAssertNotNil(book.read("Site/ed/01-one.html"))
        XCTAssertEqual(book.hiddenEntries(), [])
    }
}
