import Testing
@testable import MarkupCore

/// Advice about huge pages changes no byte: memory advised, whole or in part, reads back what
/// was written, and advice about room smaller than a huge page is none.
@Suite struct HugePagesTests {
    @Test(arguments: [0, 1, 4_095, 2 << 20, (2 << 20) + 3, 9 << 20])
    func advisedMemoryHoldsWhatIsWritten(_ bytes: Int) {
        let room = UnsafeMutableRawPointer.allocate(byteCount: max(bytes, 1) + 64, alignment: 16)
        defer { room.deallocate() }
        // Not at the block's start: the advice rounds inward to whole huge pages.
        let start = room + 7
        HugePages.advise(start, bytes: bytes)
        let words = bytes / 8
        let base = start.bindMemory(to: UInt64.self, capacity: max(words, 1))
        for index in stride(from: 0, to: words, by: 509) { (base + index).pointee = UInt64(index) &* 0x9E37_79B9 }
        for index in stride(from: 0, to: words, by: 509) { #expect((base + index).pointee == UInt64(index) &* 0x9E37_79B9) }
    }
}
