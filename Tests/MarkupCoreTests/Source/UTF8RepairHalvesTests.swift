import Testing
@testable import MarkupCore

/// Invalid UTF-8 repaired in two halves on two threads gives one pass's bytes and
/// replacements (the first twenty reported, how many, the last), wherever the halves meet.
@Suite struct UTF8RepairHalvesTests {
    /// Bytes mixing ASCII, valid sequences of every length, stray continuation bytes,
    /// truncated and overlong sequences and surrogates, from a fixed seed.
    static func mixedBytes(count: Int, seed: UInt64) -> [UInt8] {
        let pieces: [[UInt8]] = [[0x61], [0x20], [0x3C], [0xC3, 0xA9], [0xE6, 0xBC, 0xA2], [0xF0, 0x9F, 0x98, 0x80],
                                 [0x80], [0xBF], [0xC3], [0xE6, 0xBC], [0xF0, 0x9F, 0x98], [0xC0, 0xAF],
                                 [0xED, 0xA0, 0x80], [0xF5], [0xFF], [0xEF, 0xBB, 0xBF]]
        var state = seed
        var bytes: [UInt8] = []
        while bytes.count < count {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            bytes += pieces[Int(state >> 33) % pieces.count]
        }
        return bytes
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5])
    func halvesRepairAsOnePass(_ seed: UInt64) {
        let input = (seed == 5 ? [0xEF, 0xBB, 0xBF] : []) + Self.mixedBytes(count: 600, seed: seed)
        let start = seed == 5 ? 3 : 0
        let onePass = UTF8Repair.repairSlow(input, from: start, splitAt: nil)
        #expect(onePass.replacements.count > UTF8Repair.reportLimit, "the summary is exercised")
        for split in (start + 1)..<input.count where input[split] < 0x80 {
            let halves = UTF8Repair.repairSlow(input, from: start, splitAt: split)
            #expect(halves.bytes == onePass.bytes, "seed \(seed), split at \(split)")
            #expect(halves.replacements.reported == onePass.replacements.reported, "seed \(seed), split at \(split)")
            #expect(halves.replacements.count == onePass.replacements.count, "seed \(seed), split at \(split)")
            #expect(halves.replacements.last == onePass.replacements.last, "seed \(seed), split at \(split)")
        }
    }

    @Test func aBigInputSplitsAtAnASCIIBytePastItsMiddle() {
        let input = Self.mixedBytes(count: UTF8Repair.halvesMinimumBytes + 100, seed: 9)
        let split = input.withUnsafeBufferPointer { UTF8Repair.halvesSplit($0, from: 0) }
        if WorkerThread.processorCount > 1 {
            #expect(split.map { input[$0] < 0x80 && $0 >= input.count / 2 } == true)
        }
        let small = Self.mixedBytes(count: 1_000, seed: 9)
        #expect(small.withUnsafeBufferPointer { UTF8Repair.halvesSplit($0, from: 0) } == nil)
        // The whole repair, split or not, is one pass's.
        #expect(UTF8Repair.repair(input).bytes == UTF8Repair.repairSlow(input, from: 0, splitAt: nil).bytes)
    }
}
