import Testing
@testable import MarkupCore

@Suite struct ByteComparisonTests {
    @Test func equalOnlyWhenEveryByteAndTheLengthMatch() {
        for length in 0...20 {
            let bytes = (0..<length).map { UInt8(0x41 + $0) }
            bytes.withUnsafeBufferPointer { first in
                Array(bytes).withUnsafeBufferPointer { #expect(ByteComparison.equal(first, $0)) }
                for position in 0..<length {
                    var changed = bytes
                    changed[position] ^= 0x20
                    changed.withUnsafeBufferPointer { #expect(!ByteComparison.equal(first, $0), "length \(length), byte \(position)") }
                }
                (bytes + [0]).withUnsafeBufferPointer { #expect(!ByteComparison.equal(first, $0)) }
            }
        }
    }

    @Test func verbatimTextNodesAreThoseWhoseTextIsTheirSource() {
        let document = MarkupDocument(html: "<p>plain text that is longer than eight bytes</p><p>a &amp; b</p><p>x\r\ny</p>")
        let texts = document.tree.root.descendants.filter { $0.kind == .text }
        #expect(texts.map(\.isVerbatim) == [true, false, false])
    }
}
