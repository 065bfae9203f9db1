import Testing
@testable import MarkupTerminal

@Suite struct VisibleClusterTests {
    /// The directional formatting characters of Unicode's bidi algorithm (UAX #9, 2.1–2.7).
    private static let bidiControls: [UInt32] = [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
                                                 0x2066, 0x2067, 0x2068, 0x2069]

    @Test func recognisesExactlyTheBidiControls() {
        for value in UInt32(0)...0x3000 {
            #expect(VisibleCluster.isBidiControl(value) == Self.bidiControls.contains(value),
                    "U+\(String(value, radix: 16))")
        }
    }

    @Test func aBidiControlShowsAsAPlaceholder() {
        // Each is a grapheme cluster of its own (its break property is Control).
        for value in Self.bidiControls {
            let shown = VisibleCluster(Character(Unicode.Scalar(value)!))
            #expect(shown.text == "\u{2047}" && shown.width == 1, "U+\(String(value, radix: 16))")
        }
    }
}
