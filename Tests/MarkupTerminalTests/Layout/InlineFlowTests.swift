import MarkupCore
import Testing
@testable import MarkupTerminal

@Suite struct InlineFlowTests {
    /// Texts that mix what the fast path takes (printable ASCII, collapsible white space, simple
    /// scalars) with what it leaves to segmentation, at the places where a break rule, a
    /// collapsed space or a joining mark decides something.
    static let texts = [
        "plain words, with  doubled\tand\nfolded white space ",
        "well-known e-mail -x a- b x--y",
        "中文-abc 中文(中) $中 中) 「中」 中。x a中b",
        "한국어 text 한국어-어 ＡＢ！ x",
        "café’s “quoted” — ‘single’ … €5 ×2",
        "⭐✨😀 x😀y 😀-a",
        "a\u{301}b \u{301} e\u{301}\u{302} 中\u{301}x é\u{301}",
        "👩‍💻 x 🛍️ y 🇫🇷 z",
        "\u{FFFD}a \u{85}b\u{7}c\r\nd",
        "x\u{FFFD}\u{FFFD}b\u{1}\u{7F}\u{FFFD}\u{301}y\u{85}\u{FFFD}é\u{FFFD}中\u{FFFD}-\u{FFFD}a",
        "\u{FFFD}-\u{1}b \u{FFFD} \u{2}\t\u{3}\u{1}\u{301}\u{FFFD}中-\u{FFFD}\u{0}",
        "    leading and trailing    ",
        "Ελληνικά Кириллица עברית العربية",
    ]

    /// One `add` of a whole text makes the flow that one `add` per cluster makes: what the
    /// fast path keeps in locals across clusters (the text cell before, a space before) is
    /// what the flow's own state says at each cluster.
    @Test(arguments: texts)
    func oneAddIsAnAddPerCluster(text: String) {
        let whole = Self.flow { $0.add(text, styleKey: 0, node: nil, range: nil, exactOffset: 10, link: nil,
                                       preserve: false, wrapsPreformatted: false) }
        let pieces = Self.flow { flow in
            var offset = 10
            for cluster in text {
                let piece = String(cluster)
                flow.add(piece, styleKey: 0, node: nil, range: nil, exactOffset: offset, link: nil,
                         preserve: false, wrapsPreformatted: false)
                offset += piece.utf8.count
            }
        }
        #expect(whole.cells == pieces.cells)
        #expect(whole.marks.map(\.rawValue) == pieces.marks.map(\.rawValue))
        #expect(whole.contentCount == pieces.contentCount)
        #expect(whole.hasIrregularWidths == pieces.hasIrregularWidths)
    }

    /// A flow whose text clusters all take a column or two wraps as it does with every word's
    /// widths summed: a wide cluster's two cells stay in one word and take its two columns.
    @Test(arguments: texts)
    func wordsAreAsWideAsTheirCells(text: String) {
        var flow = Self.flow { $0.add(text + " " + text, styleKey: 0, node: nil, range: nil, exactOffset: 0, link: nil,
                                      preserve: false, wrapsPreformatted: false) }
        var summed = flow
        summed.hasIrregularWidths = true
        for width in [1, 2, 3, 5, 8, 13, 40] {
            #expect(flow.wrap(width: width) == summed.wrap(width: width), "width \(width)")
        }
        flow.hasIrregularWidths = false
        if !flow.cells.contains(where: { $0.width == 0 && !$0.isContinuation }) {
            #expect(flow.wrap(width: 7) == summed.wrap(width: 7))
        }
    }

    /// Every cluster's cell holds its own bytes of the source, and text that is not the
    /// source's gives every cell the node's range.
    @Test func cellsKeepTheirSourceRanges() {
        let text = "ab 中é😀 c\u{301}"
        let exact = Self.flow { $0.add(text, styleKey: 0, node: nil, range: nil, exactOffset: 100, link: nil,
                                       preserve: false, wrapsPreformatted: false) }
        let shown = exact.cells.filter { !$0.isContinuation }.map { $0.range.map { [$0.start, $0.end] } ?? [] }
        #expect(shown == [[100, 101], [101, 102], [102, 103], [103, 106], [106, 108], [108, 112], [112, 113],
                          [113, 116]])
        let decoded = Self.flow { $0.add(text, styleKey: 0, node: nil, range: SourceRange(start: 5, end: 9),
                                         exactOffset: nil, link: nil, preserve: false, wrapsPreformatted: false) }
        #expect(decoded.cells.allSatisfy { $0.range == SourceRange(start: 5, end: 9) })
        #expect(decoded.cells.map(\.grapheme) == exact.cells.map(\.grapheme))
    }

    /// A control (but white space and CR) or U+FFFD between letters shows as ``VisibleCluster``
    /// shows it alone, over its own bytes: junk is written without the general per-cluster path.
    @Test func loneScalarsShowAsVisibleClusters() {
        let controls = (UInt32(0)..<0x20).filter { ![0x09, 0x0A, 0x0C, 0x0D].contains($0) }
        for value in controls + [0x7F] + Array(0x80..<0xA0) + [0xFFFD] {
            let scalar = Unicode.Scalar(value)!
            let length = String(scalar).utf8.count
            let flow = Self.flow { $0.add("a" + String(scalar) + "b", styleKey: 0, node: nil, range: nil, exactOffset: 0,
                                          link: nil, preserve: false, wrapsPreformatted: false) }
            let visible = VisibleCluster(Character(scalar))
            let name = "U+" + String(value, radix: 16, uppercase: true)
            #expect(flow.cells.count == 3, "\(name)")
            guard flow.cells.count == 3 else { continue }
            #expect(flow.cells[1].grapheme == visible.text, "\(name)")
            #expect(Int(flow.cells[1].width) == visible.width, "\(name)")
            #expect(flow.cells[1].range == SourceRange(start: 1, end: 1 + length), "\(name)")
            #expect(flow.cells[2].range == SourceRange(start: 1 + length, end: 2 + length), "\(name)")
        }
    }

    /// A one-scalar cluster shown as itself without a string is shown as ``VisibleCluster``
    /// shows it: every scalar up to U+1FFFF, then every 61st.
    @Test func scalarsShownAsThemselvesAreVisibleClusters() {
        var wrong: [String] = []
        for value in Array(UInt32(0xA0)..<0x20000) + Array(stride(from: UInt32(0x20000), through: 0x10FFFF, by: 61)) {
            guard let scalar = Unicode.Scalar(value),
                  let shown = ShownClusterCache.ShownCluster(showingItself: scalar) else { continue }
            let general = ShownClusterCache.ShownCluster(Character(scalar))
            if shown.code != general.code || shown.width != general.width
                || shown.startsWithLetter != general.startsWithLetter {
                wrong.append("U+" + String(value, radix: 16, uppercase: true))
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
    }

    /// The cached width of every simple scalar is ``DisplayWidth``'s, when first met and when
    /// met again after others took its slot.
    @Test func simpleScalarWidthsAreDisplayWidths() {
        let cache = ShownClusterCache()
        var wrong: [String] = []
        for _ in 0..<2 {
            for value in UInt32(0)...0x1FFFF {
                guard SimpleScalar.isSimple(value), let scalar = Unicode.Scalar(value) else { continue }
                if Int(cache.width(ofSimple: scalar)) != DisplayWidth.of(scalar: scalar) {
                    wrong.append("U+" + String(value, radix: 16, uppercase: true))
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
    }

    private static func flow(_ build: (inout InlineFlow) -> Void) -> InlineFlow {
        var flow = InlineFlow()
        build(&flow)
        return flow
    }
}
