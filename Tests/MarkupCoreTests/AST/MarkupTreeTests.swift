import Testing
@testable import MarkupCore

@Suite struct MarkupTreeTests {
    @Test func familiesFromTags() {
        let tree = MarkupTree(html: "<b>a</b><strong>b</strong><em>c</em><h2>d</h2><ol><li>e</ol><th>x<table><tr><th>f<td>g</table><x-y>h</x-y>")
        let kinds = tree.root.descendants.filter { $0.kind != .text }.map(\.kind)
        #expect(kinds == [.bold, .bold, .italic, .heading(level: 2), .list(ordered: true), .listItem, .table,
                          .tableSection, .tableRow, .tableCell(header: true), .tableCell(header: false), .extended])
    }

    @Test func childrenParentsAndRanges() {
        let tree = MarkupTree(html: "<p>Hi <b>there</b>!</p>")
        let paragraph = Array(tree.root.children)[0]
        #expect(paragraph.kind == .paragraph)
        #expect(paragraph.range == SourceRange(start: 0, end: 23))
        let children = Array(paragraph.children)
        #expect(children.map(\.kind) == [.text, .bold, .text])
        #expect(children[1].parent == paragraph)
        #expect(children[1].startTagRange == SourceRange(start: 6, end: 9))
        #expect(children[1].endTagRange == SourceRange(start: 14, end: 18))
        #expect(children[1].depth == 2)
        #expect(tree.node(at: 10).text == "there")
        #expect(tree.node(at: 7) == children[1])
    }

    @Test func reopenedElementsAreMarkedAndSpanWhatTheyCover() {
        let tree = MarkupTree(html: "<b>Bold<i>Both</b>Italic</i>")
        let italics = tree.root.descendants.filter { $0.kind == .italic }
        #expect(italics.count == 2)
        #expect(!italics[0].isSynthesized && italics[0].isEndSynthesized)
        #expect(italics[0].range == SourceRange(start: 7, end: 14))
        #expect(italics[1].isSynthesized && !italics[1].isEndSynthesized)
        #expect(italics[1].range == SourceRange(start: 18, end: 28))
    }

    @Test func dumpDrawsTheTreeWithRanges() {
        let tree = MarkupTree(html: "<p>a<b class=\"x\">b</b></p><br>")
        #expect(TreeDump.text(of: tree.root) == """
        root
        ├─ paragraph <p> @1:1-1:27
        │  ├─ text "a" @1:4-1:5
        │  └─ bold <b class="x"> @1:5-1:23
        │     └─ text "b" @1:18-1:19
        └─ line-break <br> @1:27-1:31
        """)
    }

    /// 2,000 nested elements: guides stop at 40 levels and the depth is written instead, so
    /// the dump grows with the tree, not with its square.
    @Test func dumpOfADeepTreeStaysLinear() {
        let tree = MarkupTree(html: String(repeating: "<b>", count: 2_000) + "deep")
        let lines = TreeDump.text(of: tree.root, showRanges: false).split(separator: "\n")
        #expect(lines.count == 2_002)
        #expect(lines.allSatisfy { $0.count <= 3 * TreeDump.maximumGuideDepth + 40 })
        #expect(lines[40] == Substring(String(repeating: "   ", count: 39) + "└─ bold <b> (end implied)"))
        #expect(lines[41] == Substring("…41 " + String(repeating: "   ", count: 39) + "└─ bold <b> (end implied)"))
        #expect(lines.last == Substring("…2001 " + String(repeating: "   ", count: 39) + "└─ text \"deep\""))
    }

    struct KindCounter: MarkupWalker {
        var bold = 0
        var text = 0
        var exits = 0
        mutating func visitBold(_ node: MarkupNode) -> WalkAction { bold += 1; return .descend }
        mutating func visitText(_ node: MarkupNode) -> WalkAction { text += 1; return .descend }
        mutating func visitExtended(_ node: MarkupNode) -> WalkAction { .skipChildren }
        mutating func didVisit(_ node: MarkupNode) { exits += 1 }
    }

    @Test func walkerVisitsByFamilyAndCanSkip() {
        let tree = MarkupTree(html: "<b>a<b>b</b></b><x-skip><b>c</b></x-skip>")
        var counter = KindCounter()
        counter.walk(tree.root)
        #expect(counter.bold == 2)
        #expect(counter.text == 2)
        #expect(counter.exits == 6)
    }

    struct BoldStripper: MarkupRewriter {
        mutating func visitBold(_ node: MarkupNode) -> RewriteAction { .unwrap }
        mutating func visitImage(_ node: MarkupNode) -> RewriteAction { .replaceWithText("[\(node.attribute("alt") ?? "")]") }
        mutating func visitExtended(_ node: MarkupNode) -> RewriteAction { .remove }
    }

    @Test func rewriterUnwrapsRemovesAndReplaces() {
        let tree = MarkupTree(html: "<p><b>Sale</b> <img alt=Logo> <x-tracker>pixel</x-tracker>now</p>")
        var rewriter = BoldStripper()
        let rewritten = rewriter.rewrite(tree)
        #expect(TreeDump.text(of: rewritten.root, showRanges: false) == """
        root
        └─ paragraph <p>
           ├─ text "Sale"
           ├─ text " "
           ├─ text "[Logo]"
           ├─ text " "
           └─ text "now"
        """)
    }

    struct DepthMeasure: MarkupVisitor {
        func defaultVisit(_ node: MarkupNode) -> Int { node.depth }
        func visitHeading(_ node: MarkupNode, level: Int) -> Int { level * 100 }
    }

    @Test func visitorReturnsResults() {
        let tree = MarkupTree(html: "<h3>x</h3><b>y</b>")
        var visitor = DepthMeasure()
        #expect(tree.root.children.map { visitor.visit($0) } == [300, 1])
    }

    @Test func hundredThousandLevelsDoNotOverflowTheStack() {
        let depth = 100_000
        let tree = MarkupTree(html: String(repeating: "<b>", count: depth) + "deep")
        #expect(tree.count == depth + 2)
        #expect(tree.root.descendants.last?.depth == depth + 1)
        var counter = KindCounter()
        counter.walk(tree.root)
        #expect(counter.bold == depth)
        var rewriter = BoldStripper()
        #expect(rewriter.rewrite(tree).count == 2)
        var writer = JSONWriter(pretty: false)
        TreeDump.json(of: tree.root, into: &writer)
        #expect(writer.output.hasSuffix(String(repeating: "]}", count: depth + 1)))
        #expect(PlainTextStripper.strip(tree) == "deep")
    }

    /// A record is plain data of 64 bytes: a document has one per ~40 bytes of source.
    @Test func recordsArePlainAndSmall() {
        #expect(MemoryLayout<NodeRecord>.stride == 64)
        #expect(_isPOD(NodeRecord.self))
    }

    /// The depth is kept in 24 bits, every depth a document reaches given back.
    @Test func recordDepthRoundTrips() {
        var record = NodeRecord(kind: .text, knownSlot: nil, range: .empty(at: 0), startTagRange: nil,
                                endTagRange: nil, isSynthesized: true, isEndSynthesized: false, parent: 0,
                                subtreeEnd: 1, depth: 100_003)
        #expect(record.depth == 100_003 && record.isSynthesized && !record.isEndSynthesized)
        for depth in [0, 1, 65_535, 65_536, 0xFF_FFFF] {
            record.depth = depth
            #expect(record.depth == depth)
        }
        record.depth = 1 << 30
        #expect(record.depth == 0xFF_FFFF)
    }
}
