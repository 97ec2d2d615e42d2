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
        XCTAssertTrue(clock.summary.contains(" s  cpu "), clock.summary)
    }

    /// A stage's CPU time counts the work done meanwhile (here, one core busy for 50 ms or more).
    func testRecordsTheCPUTimeSpent() throws {
        let clock = StageClock()
        let start = Date()
        var sum = 0
        clock.measure("busy") { while Date().timeIntervalSince(start) < 0.05 { sum &+= 1 } }
        XCTAssertGreaterThan(sum, 0)
        let line = try XCTUnwrap(clock.summary.split(separator: "\n").first)
        let cpu = try XCTUnwrap(Double(line.components(separatedBy: " cpu ")[1].split(separator: " ")[0]))
        XCTAssertGreaterThanOrEqual(cpu, 0.03, String(line))
    }
}
