import Testing
@testable import MarkupTerminal

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("a", 1), ("中", 2), ("Ａ", 2), ("ｱ", 1), ("한", 2), ("e\u{301}", 1), ("😀", 2), ("👍🏽", 2),
        ("👨‍👩‍👧‍👦", 2), ("🇹🇼", 2), ("1️⃣", 2), ("❤️", 2), ("❤", 1), ("☀︎", 1), ("⌚", 2), ("\u{301}", 0),
        ("\u{200B}", 0), ("©", 1), ("\u{1F1F9}", 1),
    ])
    func clusterWidths(_ pair: (String, Int)) {
        #expect(DisplayWidth.of(Character(pair.0)) == pair.1)
    }

    @Test func stringsSumTheirClusters() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("週年慶🎉全館") == 12)
        #expect(DisplayWidth.of("Family: 👨‍👩‍👧‍👦") == 10)
    }

    /// Strings of scalars that join nothing skip segmentation; any other scalar sends the
    /// whole string through it. Either way the width is the sum over clusters.
    @Test(arguments: [
        "Café • ① ✓ → 週年慶 ﾃｽﾄ 한국 ★", "a\u{AD}b", "x\r\ny", "ê\u{301}", "한\u{11A8}", "✔\u{FE0F} done",
        "★\u{1F3FD}", "\u{1F1F9}\u{1F1FC} flag", "a\u{200D}b", "ﾊﾟ", "e\u{302}\u{301}·\u{387}",
    ])
    func stringsOfSimpleScalarsMeasureLikeTheirClusters(_ text: String) {
        #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
    }

    @Test func visibleClustersNeverCarryControls() {
        #expect(VisibleCluster("\u{1B}").text == "\u{241B}")
        #expect(VisibleCluster("\u{202E}").text == "\u{2047}")
        let mark = VisibleCluster("\u{301}")
        #expect(mark.text == "\u{25CC}\u{301}" && mark.width == 1)
    }
}
