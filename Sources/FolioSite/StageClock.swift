import Foundation

/// Wall time per build stage, for `FOLIO_TIMINGS=1 folio build` and the benchmark.
public final class StageClock: @unchecked Sendable {
    private let lock = NSLock()
    private var stages: [(name: String, start: Double, seconds: Double, cpu: Double, peakMB: Int?)] = []
    private let origin = DispatchTime.now().uptimeNanoseconds
    /// False for a clock that only runs what it is given (reading the peak memory costs a file read).
    private let recording: Bool

    /// Told the name of each stage as it starts (the CLI shows it as progress on a terminal).
    private let onStage: (@Sendable (String) -> Void)?

    /// A clock that records (`recording`), or one that only runs the stages; `onStage` hears each
    /// stage's name as it starts.
    public init(recording: Bool = true, onStage: (@Sendable (String) -> Void)? = nil) {
        self.recording = recording
        self.onStage = onStage
    }

    /// Runs `body`, recording its wall time under `name`.
    public func measure<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        onStage?(name)
        guard recording else { return try body() }
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = Self.processCPUSeconds()
        defer {
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let offset = Double(start - origin) / 1e9
            let cpu = Self.processCPUSeconds() - cpuStart
            lock.lock()
            stages.append((name, offset, seconds, cpu, Self.peakResidentMB()))
            lock.unlock()
        }
        return try body()
    }

    /// Forgets the stages recorded so far (a live preview shows each rebuild's own).
    public func reset() {
        lock.lock()
        stages = []
        lock.unlock()
    }

    /// One line per stage, with when it started (seconds since the clock was made), in the order
    /// the stages ended, and the CPU time the whole process spent meanwhile (on all threads, so it
    /// includes stages running at the same time): `  load  0.123 s  from 0.010 s  cpu 0.240 s  (peak 40 MB so far)`.
    public var summary: String {
        lock.lock()
        defer { lock.unlock() }
        return stages.map { stage in
            let peak = stage.peakMB.map { "  (peak \($0) MB so far)" } ?? ""
            return "  \(stage.name.padding(toLength: 18, withPad: " ", startingAt: 0)) \(String(format: "%.3f", stage.seconds)) s  from \(String(format: "%.3f", stage.start)) s  cpu \(String(format: "%.3f", stage.cpu)) s\(peak)"
        }.joined(separator: "\n")
    }

    /// User and system CPU time of the process so far, all threads together.
    static func processCPUSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
        let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return 0 }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// The process's peak resident memory so far, where the system reports it (Linux: VmHWM).
    static func peakResidentMB() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kilobytes / 1024
    }
}
