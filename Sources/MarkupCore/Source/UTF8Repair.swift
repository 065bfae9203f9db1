/// Drops a byte order mark and replaces invalid UTF-8 with U+FFFD, remembering where.
enum UTF8Repair {
    /// How many replacements get a diagnostic of their own before a summary is given.
    static let reportLimit = 20

    struct Result {
        var bytes: [UInt8]
        /// Where the repaired bytes hold replacement characters.
        var replacements: Replacements
    }

    /// The ranges of the repaired bytes that hold replacement characters (each a run of
    /// them): only what the diagnostics report is kept, the first ``reportLimit`` ranges, how
    /// many there are and the last; random bytes have hundreds of thousands.
    struct Replacements {
        /// The first ``reportLimit`` ranges.
        private(set) var reported: [SourceRange] = []
        private(set) var count = 0
        /// The last range's offsets, made a range only when asked for.
        private var lastStart = 0
        private var lastEnd = 0

        var last: SourceRange? { count > 0 ? SourceRange(start: lastStart, end: lastEnd) : nil }

        mutating func append(start: Int, end: Int) {
            if count < reportLimit { reported.append(SourceRange(start: start, end: end)) }
            count &+= 1
            lastStart = start
            lastEnd = end
        }

        /// Appends `other`'s ranges, which follow these, each moved `offset` bytes on.
        mutating func append(contentsOf other: Replacements, movedBy offset: Int) {
            for range in other.reported where reported.count < reportLimit {
                reported.append(SourceRange(start: range.start + offset, end: range.end + offset))
            }
            guard other.count > 0 else { return }
            count &+= other.count
            lastStart = other.lastStart + offset
            lastEnd = other.lastEnd + offset
        }
    }

    static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

    static func repair<Bytes: Collection>(_ data: Bytes) -> Result where Bytes.Element == UInt8 {
        let input = Array(data)
        var start = 0
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF { start = 3 }
        if firstInvalidOffset(input, from: start) != nil {
            return repairSlow(input, from: start,
                              splitAt: input.withUnsafeBufferPointer { halvesSplit($0, from: start) })
        }
        return Result(bytes: start == 0 ? input : Array(input[start...]), replacements: Replacements())
    }

    static func summary(of replacements: Replacements) -> [Diagnostic] {
        guard replacements.count > reportLimit, let last = replacements.last else { return [] }
        let more = replacements.count - reportLimit
        return [Diagnostic(.error, "\(more) more invalid UTF-8 sequences replaced by U+FFFD",
                           range: last, code: .invalidUTF8)]
    }

    /// The offset of the first byte that does not start a valid sequence, if any.
    ///
    /// ASCII is skipped sixteen bytes a step (thirty-two in a long run), a word's first
    /// non-ASCII byte found from its high bits; from there the sequences that follow one
    /// another (a run of CJK) are checked in a loop of their own, back to words at the next
    /// ASCII byte. Copy mixes short runs of each, so neither loop calls out.
    static func firstInvalidOffset(_ bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            let count = buffer.count
            var index = start
            while index < count {
                if index &+ 16 <= count {
                    let first = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & highBits
                    let second = UnsafeRawPointer(base + index + 8).loadUnaligned(as: UInt64.self) & highBits
                    if first | second == 0 {
                        index &+= 16
                        // A long run of ASCII (markup, English copy): thirty-two bytes a step, two
                        // SSE2 or NEON blocks OR'd, up to the block holding a non-ASCII byte.
                        while index &+ 32 <= count {
                            let low = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
                            let high = UnsafeRawPointer(base + index + 16).loadUnaligned(as: SIMD16<UInt8>.self)
                            let words = unsafeBitCast(low | high, to: SIMD2<UInt64>.self)
                            if (words[0] | words[1]) & highBits != 0 { break }
                            index &+= 32
                        }
                        continue
                    }
                    index &+= first != 0 ? first.trailingZeroBitCount &>> 3 : 8 &+ second.trailingZeroBitCount &>> 3
                } else if base[index] < 0x80 {
                    index &+= 1
                    continue
                }
                // A run of sequences, up to the next ASCII byte.
                while index < count {
                    let lead = base[index]
                    if lead < 0x80 { break }
                    // Three- and two-byte sequences whose continuation bytes may take any value
                    // (most of CJK, Latin and the rest of the BMP) and four-byte ones are checked
                    // here, CJK's first (both continuation bytes in one load); the others by `scan`.
                    if lead &- 0xE1 <= 0xEF - 0xE1, lead != 0xED, index &+ 2 < count,
                       UnsafeRawPointer(base + index + 1).loadUnaligned(as: UInt16.self) & 0xC0C0 == 0x8080 {
                        index &+= 3
                        continue
                    }
                    if lead &- 0xC2 <= 0xDF - 0xC2, index &+ 1 < count, isContinuation(base[index &+ 1]) {
                        index &+= 2
                        continue
                    }
                    // Four-byte sequences (emoji): the second byte's range depends on the lead.
                    if lead &- 0xF0 <= 0xF4 - 0xF0, index &+ 3 < count,
                       base[index &+ 1] &- (lead == 0xF0 ? 0x90 : 0x80) <= (lead == 0xF0 ? 0x2F : lead == 0xF4 ? 0x0F : 0x3F),
                       UnsafeRawPointer(base + index + 2).loadUnaligned(as: UInt16.self) & 0xC0C0 == 0x8080 {
                        index &+= 4
                        continue
                    }
                    let (needed, fitting) = scan(buffer, at: index)
                    guard needed > 0, fitting == needed + 1 else { return index }
                    index &+= fitting
                }
            }
            return nil
        }
    }

    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    @inline(__always)
    private static func isContinuation(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }

    /// Inputs of fewer bytes are repaired in one pass: a thread costs more than half their
    /// repair saves (only bytes that are not all valid UTF-8 are repaired at all).
    static let halvesMinimumBytes = 1 << 18

    /// Where a repair of `source` from `start` on splits in two: the first ASCII byte from the
    /// middle on (no sequence spans it, and no run of replacements), or nil for an input of
    /// fewer than ``halvesMinimumBytes`` bytes, with none, or with one processor.
    static func halvesSplit(_ source: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard source.count - start >= halvesMinimumBytes, WorkerThread.processorCount > 1 else { return nil }
        var index = start + (source.count - start) / 2
        while index < source.count, source[index] >= 0x80 { index += 1 }
        return index < source.count ? index : nil
    }

    /// The repair itself: one pass over the bytes, or, with `split` (an ASCII byte, see
    /// ``halvesSplit(_:from:)``), a second pass from there on on a thread of its own, whose
    /// bytes and replacements follow the first's.
    static func repairSlow(_ input: [UInt8], from start: Int, splitAt split: Int?) -> Result {
        var replacements = Replacements()
        let bytes = input.withUnsafeBufferPointer { source -> [UInt8] in
            let count = source.count
            // An invalid byte becomes three: room for the worst case, of which only what is
            // written is ever touched.
            return [UInt8](unsafeUninitializedCapacity: 3 * (count - start)) { output, written in
                let second = UTF8RepairSecondHalf()
                if let split, split > start, split < count, let worker = WorkerThread({ second.repair(source, from: split) }) {
                    (written, replacements) = repair(source, start..<split, into: output.baseAddress!)
                    worker.wait()
                    second.bytes.withUnsafeBufferPointer { bytes in
                        (output.baseAddress! + written).initialize(from: bytes.baseAddress!, count: bytes.count)
                    }
                    replacements.append(contentsOf: second.replacements, movedBy: written)
                    written += second.bytes.count
                } else {
                    (written, replacements) = repair(source, start..<count, into: output.baseAddress!)
                }
            }
        }
        return Result(bytes: bytes, replacements: replacements)
    }

    /// Repairs `source[range]` into `output` (room for three bytes a byte), one pass over the
    /// bytes in place: copied sequence by sequence, each maximal invalid subpart written as
    /// U+FFFD (random bytes are mostly such), and the run of replacements that ends where the
    /// next begins grown rather than recorded. Returns how many bytes were written, and the
    /// replacements at `output`'s offsets.
    static func repair(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                       into output: UnsafeMutablePointer<UInt8>) -> (written: Int, replacements: Replacements) {
        var replacements = Replacements()
        let input = source.baseAddress!
        let count = range.upperBound
        var out = 0
        var index = range.lowerBound
        // The run of replacements being written, in the output; empty when there is none.
        var runStart = 0
        var runEnd = 0
        while index < count {
            let byte = input[index]
            if byte < 0x80 {
                output[out] = byte
                out &+= 1
                index &+= 1
                continue
            }
            // A continuation byte or a byte that never leads (most of random bytes) is
            // replaced on its own, without scanning.
            var fitting = 1
            if byte &- 0xC2 <= 0xF4 - 0xC2 {
                let needed: Int
                (needed, fitting) = scan(source, at: index)
                if needed > 0, fitting == needed + 1 {
                    for offset in 0..<fitting { output[out &+ offset] = input[index &+ offset] }
                    out &+= fitting
                    index &+= fitting
                    continue
                }
            }
            if out != runEnd {
                if runEnd > runStart { replacements.append(start: runStart, end: runEnd) }
                runStart = out
            }
            // U+FFFD, ``replacementCharacter``.
            output[out] = 0xEF
            output[out &+ 1] = 0xBF
            output[out &+ 2] = 0xBD
            out &+= 3
            runEnd = out
            // The maximal subpart rule of Unicode: one U+FFFD for the bytes that fit.
            index &+= max(1, fitting)
        }
        if runEnd > runStart { replacements.append(start: runStart, end: runEnd) }
        return (out, replacements)
    }

    /// The continuation bytes a lead byte needs, and how many bytes from `index` fit.
    @inline(__always)
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (needed: Int, validPrefix: Int) {
        let lead = bytes[index]
        let needed: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: needed = 1
        case 0xE0: needed = 2; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: needed = 2
        case 0xED: needed = 2; upper = 0x9F
        case 0xF0: needed = 3; lower = 0x90
        case 0xF1...0xF3: needed = 3
        case 0xF4: needed = 3; upper = 0x8F
        default: return (0, 1)
        }
        var fitting = 1
        while fitting <= needed, index + fitting < bytes.count {
            let byte = bytes[index + fitting]
            let low = fitting == 1 ? lower : 0x80
            let high = fitting == 1 ? upper : 0xBF
            if byte < low || byte > high { break }
            fitting += 1
        }
        return (needed, fitting)
    }
}

/// The second half of a repair split in two (``UTF8Repair/repairSlow(_:from:splitAt:)``): its
/// bytes and replacements, at offsets from its own start.
final class UTF8RepairSecondHalf: @unchecked Sendable {
    private(set) var bytes: [UInt8] = []
    private(set) var replacements = UTF8Repair.Replacements()

    func repair(_ source: UnsafeBufferPointer<UInt8>, from start: Int) {
        bytes = [UInt8](unsafeUninitializedCapacity: 3 * (source.count - start)) { output, written in
            (written, replacements) = UTF8Repair.repair(source, start..<source.count, into: output.baseAddress!)
        }
    }
}
