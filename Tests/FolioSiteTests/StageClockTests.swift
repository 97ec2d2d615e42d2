import XCTest
@testable import FolioSite

/// The build's stage clock records only when asked to (reading the peak memory costs a file read).
final class StageClockTests: XCTestCase {
    func testRecordsOnlyWhenRecording() {
        let silent = StageClock(recording: false)
        XCTAssertEqual(silent.measure("load") { 42 }, 42)
        XCTAssertEqual(silent.summary, "")
        let clock = StageClock()
        XCTAssertEqual(clock.measure("load") { 7 }, 7)
        XCTAssertTrue(clock.summary.hasPrefix("  load "), clock.summary)
        XCTAssertTrue(clock.summary.contains(" s  from "), clock.summary)
    }
}
