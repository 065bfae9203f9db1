import Testing
@testable import MarkupTerminal

@Suite struct SimpleScalarTests {
    /// What layout relies on to skip grapheme segmentation: a simple scalar is a cluster of
    /// its own between ASCII, between two copies of itself and between Hangul and Han.
    @Test func simpleScalarsAreClustersOfTheirOwn() {
        var simple = 0
        var joined: [String] = []
        var shownOtherwise: [String] = []
        for value in UInt32(0)...0x1FFFF {
            guard SimpleScalar.isSimple(value), let scalar = Unicode.Scalar(value) else { continue }
            simple += 1
            let text = String(Character(scalar))
            if ("a" + text + "a").count != 3 || (text + text).count != 2 || ("한" + text + "中").count != 3 {
                joined.append("U+" + String(value, radix: 16, uppercase: true))
            }
            // The fast path shows the scalar as itself at its own width, as the cluster path would.
            let visible = VisibleCluster(Character(scalar))
            if visible.text != text || visible.width != DisplayWidth.of(scalar: scalar) {
                shownOtherwise.append("U+" + String(value, radix: 16, uppercase: true))
            }
        }
        #expect(joined.isEmpty, "joined a neighbour: \(joined.prefix(20))")
        #expect(shownOtherwise.isEmpty, "shown otherwise by the cluster path: \(shownOtherwise.prefix(20))")
        // The ranges' size: a change to them shows here (it was checked scalar by scalar
        // against the previous table when the common blocks were moved to the front).
        #expect(simple == 45_551)
        // Not simple: combining marks (Cyrillic's, Arabic's and Hebrew's too), an Arabic number sign, an unassigned Greek scalar, variation selectors, ZWJ, skin tones, regional indicators,
        // the soft hyphen, controls and Hangul jamo.
        for value: UInt32 in [0x41, 0x9F, 0xAD, 0x301, 0x483, 0x489, 0x3A2, 0x600, 0x64B, 0x5B0, 0x200D, 0xFE0F, 0x1F3FB, 0x1F1E6, 0x1100, 0x3099] {
            #expect(!SimpleScalar.isSimple(value), "U+\(String(value, radix: 16))")
        }
    }

    /// What layout relies on to skip segmentation for U+FFFD and C1 controls: each is a
    /// cluster of its own before every scalar `endsLone` accepts, and a mark still joins U+FFFD.
    @Test func loneScalarsAreClustersOfTheirOwn() {
        var joined: [String] = []
        for lone: Unicode.Scalar in ["\u{FFFD}", "\u{80}", "\u{85}", "\u{9F}"] {
            #expect(SimpleScalar.isLone(lone.value))
            for value in UInt32(0)...0x1FFFF {
                guard let next = Unicode.Scalar(value), SimpleScalar.endsLone(followedBy: next) else { continue }
                if (String(lone) + String(next)).count != 2 {
                    joined.append("U+" + String(lone.value, radix: 16) + " U+" + String(value, radix: 16))
                }
            }
        }
        #expect(joined.isEmpty, "joined a neighbour: \(joined.prefix(20))")
        for value: UInt32 in [0x301, 0x200D, 0xFE0F, 0x1F3FB, 0x903] {
            #expect(!SimpleScalar.endsLone(followedBy: Unicode.Scalar(value)), "U+\(String(value, radix: 16))")
        }
        #expect("\u{FFFD}\u{301}".count == 1)
        for value: UInt32 in [0x41, 0x7F, 0xA0, 0x2028, 0xFFFC, 0xFFFE] { #expect(!SimpleScalar.isLone(value)) }
    }
}
