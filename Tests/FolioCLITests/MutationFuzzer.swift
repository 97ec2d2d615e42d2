import Foundation

/// A deterministic, seeded mutation fuzzer: each case is a seed input changed by a few byte flips,
/// truncations, insertions of markup (`<`, `{{`, `---`, `[`, `>`, NUL, …) and runs of deep nesting.
/// The same seed gives the same cases on every machine, so a failing case can be replayed.
struct MutationFuzzer {
    /// SplitMix64: small, fast and the same everywhere.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Pieces inserted at random places.
    static let insertions: [[UInt8]] = ["<", "{{", "}}", "---\n", "[", "]", ">", "\0", "\n", "\r\n", "```", "{{#a}}", "{{/a}}",
                                        "{{>p}}", "\"", ",", "\u{FEFF}", "中", "<svg>", "<style>", "](", "javascript:", ":"].map { Array($0.utf8) }
    /// Pieces repeated to nest deeply.
    static let nestings: [[UInt8]] = [">", "> ", "- ", "1. ", "[", "{", "{{#a}}", "<b>", "*", "> - ", "<div>"].map { Array($0.utf8) }

    /// How many cases each fuzz test runs: `FOLIO_FUZZ_CASES`, else `defaultCases`.
    static func caseCount(default defaultCases: Int) -> Int {
        ProcessInfo.processInfo.environment["FOLIO_FUZZ_CASES"].flatMap(Int.init) ?? defaultCases
    }

    /// The `count` mutated cases of `seeds` for fuzzer seed `seed`, passed to `body` one by one with
    /// their number.
    static func run(seeds: [String], seed: UInt64, count: Int, _ body: (Int, [UInt8]) -> Void) {
        var generator = Generator(state: seed)
        for number in 0..<count {
            var bytes = Array(seeds[Int(generator.next() % UInt64(seeds.count))].utf8)
            for _ in 0..<(1 + Int(generator.next() % 4)) { mutate(&bytes, using: &generator) }
            body(number, bytes)
        }
    }

    /// One random change of `bytes`.
    static func mutate(_ bytes: inout [UInt8], using generator: inout Generator) {
        let position = bytes.isEmpty ? 0 : Int(generator.next() % UInt64(bytes.count + 1))
        switch generator.next() % 6 {
        case 0 where !bytes.isEmpty:
            let index = min(position, bytes.count - 1)
            bytes[index] ^= UInt8(1 << (generator.next() % 8))
        case 1:
            bytes.removeSubrange(position...)
        case 2, 3:
            bytes.insert(contentsOf: insertions[Int(generator.next() % UInt64(insertions.count))], at: position)
        case 4:
            let piece = nestings[Int(generator.next() % UInt64(nestings.count))]
            let times = 1 + Int(generator.next() % 5000)
            bytes.insert(contentsOf: Array([[UInt8]](repeating: piece, count: times).joined()), at: position)
        default:
            guard !bytes.isEmpty else { return }
            let start = Int(generator.next() % UInt64(bytes.count))
            let end = min(bytes.count, start + Int(generator.next() % 64))
            bytes.insert(contentsOf: bytes[start..<end], at: position)
        }
    }
}
