import FolioServe
import XCTest

/// The watcher, with inotify and with polling: bursts reported once, renames, new folders,
/// deletions, ignored scratch files.
final class FileWatcherTests: XCTestCase {
    /// The batches a watcher reported, gathered from its thread.
    final class Batches: @unchecked Sendable {
        private let lock = NSLock()
        private var batches: [Set<String>] = []
        func add(_ batch: Set<String>) { lock.lock(); batches.append(batch); lock.unlock() }
        var all: [Set<String>] { lock.lock(); defer { lock.unlock() }; return batches }
        var union: Set<String> { all.reduce(into: Set<String>()) { $0.formUnion($1) } }
        func count(containing path: String) -> Int { all.filter { $0.contains(path) }.count }
    }

    private var folder: URL!
    private var content: URL!
    private var templates: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-watch-\(UUID().uuidString)")
        content = folder.appendingPathComponent("Content")
        templates = folder.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("ios10"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: content.appendingPathComponent("ios10/01-x.md"))
        try Data("<html>".utf8).write(to: templates.appendingPathComponent("page.html"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Starts a watcher of Content/ and Templates/ with generous timing (so a slow machine never
    /// splits a burst); stopped when the test ends.
    private func watch(_ mechanism: FileWatcher.Mechanism, quietPeriod: TimeInterval = 0.15) -> Batches {
        let batches = Batches()
        let watcher = FileWatcher(roots: [content, templates], quietPeriod: quietPeriod, maximumDelay: 2,
                                  mechanism: mechanism, pollInterval: 0.03) { batches.add($0) }
        watcher.start()
        XCTAssertEqual(watcher.mechanism, mechanism)
        addTeardownBlock { watcher.stop() }
        return batches
    }

    private func path(_ relative: String) -> String { folder.appendingPathComponent(relative).path }

    private func write(_ relative: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(relative))
    }

    /// Waits until `path` was reported, then a little longer, so a second report would show.
    private func waitForReport(of path: String, in batches: Batches, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(waitUntil { batches.count(containing: path) > 0 }, "\(path) never reported; got \(batches.all)", file: file, line: line)
        usleep(250_000)
    }

    private func checkBurstOfWritesIsReportedOnce(_ mechanism: FileWatcher.Mechanism) throws {
        let batches = watch(mechanism, quietPeriod: 0.3)
        let chapter = path("Content/ios10/01-x.md")
        for round in 0..<10 {  // spread over ~100 ms: longer than a read or a scan, well within the quiet period
            try write("Content/ios10/01-x.md", "draft \(round) " + String(repeating: "x", count: round))
            usleep(10_000)
        }
        waitForReport(of: chapter, in: batches)
        XCTAssertEqual(batches.all, [[chapter]])
    }

    private func checkRenameIntoPlaceReportsTheTarget(_ mechanism: FileWatcher.Mechanism) throws {
        let batches = watch(mechanism)
        try write("Content/ios10/4913", "vim probe")
        try FileManager.default.removeItem(atPath: path("Content/ios10/4913"))
        try write("Content/ios10/.01-x.md.swp", "swap")
        try write("Content/ios10/01-x.md~", "backup")
        try write("Content/ios10/01-x.md.tmp", "new text")
        XCTAssertEqual(rename(path("Content/ios10/01-x.md.tmp"), path("Content/ios10/01-x.md")), 0)
        waitForReport(of: path("Content/ios10/01-x.md"), in: batches)
        XCTAssertEqual(batches.union, [path("Content/ios10/01-x.md")])
    }

    private func checkFilesInANewFolderAreReported(_ mechanism: FileWatcher.Mechanism) throws {
        let batches = watch(mechanism)
        try FileManager.default.createDirectory(atPath: path("Content/ios11/part"), withIntermediateDirectories: true)
        try write("Content/ios11/part/01-new.md", "new")
        waitForReport(of: path("Content/ios11/part/01-new.md"), in: batches)
        try write("Content/ios11/part/02-later.md", "later")  // the new folder is watched too
        waitForReport(of: path("Content/ios11/part/02-later.md"), in: batches)
        XCTAssertTrue(batches.union.isSuperset(of: [path("Content/ios11"), path("Content/ios11/part/01-new.md")]), "\(batches.all)")
    }

    private func checkDotfilesAreIgnored(_ mechanism: FileWatcher.Mechanism) throws {
        let batches = watch(mechanism)
        try write("Content/.DS_Store", "x")
        try FileManager.default.createDirectory(atPath: path("Content/.git"), withIntermediateDirectories: true)
        try write("Content/.git/config", "x")
        try write("Templates/#page.html#", "x")
        usleep(250_000)
        XCTAssertEqual(batches.all, [])
        try write("Templates/page.html", "<html><body>")
        waitForReport(of: path("Templates/page.html"), in: batches)
        XCTAssertEqual(batches.all, [[path("Templates/page.html")]])
    }

    private func checkDeletionIsReported(_ mechanism: FileWatcher.Mechanism) throws {
        let batches = watch(mechanism)
        try FileManager.default.removeItem(atPath: path("Content/ios10/01-x.md"))
        waitForReport(of: path("Content/ios10/01-x.md"), in: batches)
        try FileManager.default.removeItem(atPath: path("Content/ios10"))
        waitForReport(of: path("Content/ios10"), in: batches)
        XCTAssertEqual(batches.union, [path("Content/ios10/01-x.md"), path("Content/ios10")])
    }

    func testInotifyReportsABurstOfWritesOnce() throws { try checkBurstOfWritesIsReportedOnce(.inotify) }
    func testPollingReportsABurstOfWritesOnce() throws { try checkBurstOfWritesIsReportedOnce(.polling) }
    func testInotifyReportsTheTargetOfARename() throws { try checkRenameIntoPlaceReportsTheTarget(.inotify) }
    func testPollingReportsTheTargetOfARename() throws { try checkRenameIntoPlaceReportsTheTarget(.polling) }
    func testInotifyReportsFilesInANewFolder() throws { try checkFilesInANewFolderAreReported(.inotify) }
    func testPollingReportsFilesInANewFolder() throws { try checkFilesInANewFolderAreReported(.polling) }
    func testInotifyIgnoresDotfiles() throws { try checkDotfilesAreIgnored(.inotify) }
    func testPollingIgnoresDotfiles() throws { try checkDotfilesAreIgnored(.polling) }
    func testInotifyReportsDeletions() throws { try checkDeletionIsReported(.inotify) }
    func testPollingReportsDeletions() throws { try checkDeletionIsReported(.polling) }

    func testInotifyReportsWithinAboutTheQuietPeriod() throws {
        let batches = watch(.inotify, quietPeriod: 0.02)
        let written = Date()
        try write("Content/ios10/01-x.md", "new")
        waitForReport(of: path("Content/ios10/01-x.md"), in: batches)
        print("inotify: reported \(Int((Date().timeIntervalSince(written) - 0.4) * 1000)) ms after the write (quiet period 20 ms)")
    }

    func testStopCanBeCalledFromTheHandler() throws {
        final class WatcherBox: @unchecked Sendable { var watcher: FileWatcher? }
        let stopped = Batches()
        let box = WatcherBox()
        let watcher = FileWatcher(roots: [content], mechanism: .inotify) { batch in
            box.watcher?.stop()
            stopped.add(batch)
        }
        box.watcher = watcher
        watcher.start()
        try write("Content/ios10/01-x.md", "x")
        XCTAssertTrue(waitUntil { stopped.all.count == 1 })
        XCTAssertNil(watcher.mechanism)
        box.watcher = nil
    }

    func testMechanismChoice() {
        XCTAssertEqual(FileWatcher.preferredMechanism(environment: ["FOLIO_WATCH": "poll"]), .polling)
        XCTAssertEqual(FileWatcher.preferredMechanism(environment: [:]), .inotify)
    }

    func testEditorScratchFileNames() {
        for name in [".x.md.swp", ".#x.md", "x.md~", "4913", "x.md.swp", "x.tmp", "#x.md#", ".git", "x.md___jb_tmp___"] {
            XCTAssertTrue(FileWatcher.isEditorScratchFile("/book/Content/" + name), name)
        }
        for name in ["x.md", "4914", "page.html", "tmp", "a~b.md"] {
            XCTAssertFalse(FileWatcher.isEditorScratchFile("/book/Content/" + name), name)
        }
    }
}
