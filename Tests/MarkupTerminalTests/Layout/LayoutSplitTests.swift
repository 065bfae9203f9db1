import Foundation
import Testing
import MarkupCore
import PipelineInvariants
@testable import MarkupTerminal

/// A layout split in two halves on two threads (``LayoutSplit``) makes exactly the lines and
/// bytes of one pass, wherever the split is and whether the halves join or the first half
/// lays out the rest; and the halves do join on ordinary copy.
@Suite struct LayoutSplitTests {
    /// Every block a split may start at, in document order (ancestors unchecked: a split
    /// whose second half cannot enter them falls back, which is tested too).
    static func candidateBlocks(of document: StyledDocument) -> [Int] {
        (1..<document.tree.count).filter { index in
            switch document.tree.records[index].kind {
            case .paragraph, .block, .heading, .list, .pre, .blockquote:
                return true
            default:
                return false
            }
        }
    }

    /// At most `limit` of `blocks`, spread over them.
    static func spread(_ blocks: [Int], limit: Int) -> [Int] {
        guard blocks.count > limit else { return blocks }
        return (0..<limit).map { blocks[$0 * blocks.count / limit] }
    }

    static func bytes(_ document: StyledDocument, theme: Theme, options: LayoutOptions, writer: ANSIWriter,
                      split: LayoutSplit?, heldLimit: Int = DocumentLayout.heldOutputLimit) -> [UInt8] {
        var bytes: [UInt8] = []
        DocumentLayout.write(document, theme: theme, options: options, writer: writer, split: split,
                             heldLimit: heldLimit) { bytes += $0 }
        return bytes
    }

    /// Lines, link list and written bytes with each split of `blocks` are one pass's.
    static func expectOnePass(_ document: StyledDocument, blocks: [Int], name: String,
                              widths: [Int] = [7, 40, 80]) throws {
        let theme = try TerminalGolden.theme("default")
        for width in widths {
            for hyperlinks in [false, true] {
                let options = LayoutOptions(width: width, hyperlinks: hyperlinks, showsAttributes: true)
                let writer = ANSIWriter(depth: .trueColor, hyperlinks: hyperlinks)
                let onePass = DocumentLayout.render(document, theme: theme, options: options, split: nil)
                let onePassBytes = bytes(document, theme: theme, options: options, writer: writer, split: nil)
                for block in blocks {
                    let split = LayoutSplit(block: block)
                    let halves = DocumentLayout.render(document, theme: theme, options: options, split: split)
                    #expect(halves.lines == onePass.lines, "\(name): lines split at \(block), width \(width)")
                    #expect(halves.references.map(\.url) == onePass.references.map(\.url),
                            "\(name): links split at \(block), width \(width)")
                    let halvesBytes = bytes(document, theme: theme, options: options, writer: writer, split: split)
                    #expect(halvesBytes == onePassBytes, "\(name): bytes split at \(block), width \(width)")
                }
            }
        }
    }

    /// How many of the splits at `blocks` join (the rest fall back to one pass).
    static func joinedCount(_ document: StyledDocument, blocks: [Int]) throws -> Int {
        let theme = try TerminalGolden.theme("default")
        let options = LayoutOptions(width: 80)
        return blocks.filter { block in
            let split = LayoutSplit(block: block)
            let first = DocumentLayout.topLevelEngine(document, theme: theme, options: options, links: LinkRegistry())
            let second = DocumentLayout.topLevelEngine(document, theme: theme, options: options,
                                                       links: split.linksBefore(in: document, options: options))
            guard let started = split.start(first: first, second: second, root: document.tree.root) else { return false }
            defer { started.worker.wait() }
            return split.layOutFirstHalf(first, meeting: started)
        }.count
    }

    @Test(arguments: TerminalGolden.sampleNames())
    func sampleDocumentsSplitAnywhereLayOutAsOnePass(_ name: String) throws {
        let document = try TerminalGolden.sample(name).styled
        try Self.expectOnePass(document, blocks: Self.spread(Self.candidateBlocks(of: document), limit: 24), name: name)
    }

    @Test(arguments: RealCopyRenderTests.names)
    func realCopySplitAnywhereLaysOutAsOnePass(_ name: String) throws {
        let document = try RealCopyRenderTests.document(name, width: 80).styled
        try Self.expectOnePass(document, blocks: Self.spread(Self.candidateBlocks(of: document), limit: 16), name: name,
                               widths: [40, 80])
    }

    /// What meets at a split: margins of paragraphs, headings and lists on both sides, blank
    /// lines under a quote bar or list marker, a link target numbered on both sides, a link
    /// that shows nothing or is hidden (the second half's guess of the numbers is then wrong),
    /// a `<b>` left open around blocks, text between blocks, tables, `pre`, centred text.
    @Test(arguments: [
        "<p>one</p><h2>two</h2><ul><li>three</li></ul><p>four</p><div>five</div>",
        "<p><a href='https://a.example/'>a</a></p><p><a href='https://b.example/'>b</a></p>"
            + "<p><a href='https://a.example/'>a again</a> <a href='https://c.example/'>c</a></p><p>end</p>",
        "<p><a href='https://a.example/'><img src=x.png alt=''></a></p><p>after</p>"
            + "<p><a href='https://b.example/'>b</a></p><p>last</p>",
        "<p style='display:none'><a href='https://hidden.example/'>h</a></p><p>shown</p>"
            + "<p><a href='https://b.example/'>b</a></p><div>end</div>",
        "<b><p>bold para</p><div>bold block</div><p>more</p></b><p>plain</p>",
        "text before<div>block</div>text between<p>para</p>tail text<div>last</div>",
        "<blockquote><p>quoted</p><p>again</p></blockquote><p>after the quote</p><blockquote>two</blockquote>",
        "<ul><li><p>item para</p></li><li>two</li></ul><ol start=4><li>four</li></ol><p>after</p>",
        "<table><tr><td>a</td><td>b</td></tr></table><p>between</p><table width=600><tr><td>layout</td></tr></table>",
        "<pre>  kept\n  lines</pre><div style='text-align:center'>centred text that wraps at seven</div><p>x</p>",
        "<div style='padding-left:32px'><p>indented</p></div><div><p>plain</p></div><p>end</p>",
        "<p>a<br></p><br><div><br>b</div><p></p><div></div><p>c</p>",
        "<u><p>underlined block</p><div>more underline</div></u><p>plain</p>",
        "<div><div><p>deep one</p><p>deep two</p></div><div><p>deep three</p></div></div><p>out</p>",
        "<h2>heading text<div>a block in the heading</div>more</h2><p>after</p><h3><p>para in h3</p></h3>",
        "<ul><li>item<div>block in an item</div></li></ul><blockquote>q<div>block in a quote</div></blockquote>",
    ])
    func edgesOfTheMeetingLayOutAsOnePass(_ html: String) throws {
        let document = MarkupDocument(html: html).styled
        try Self.expectOnePass(document, blocks: Self.candidateBlocks(of: document), name: html)
    }

    @Test func randomHostileCopyLaysOutAsOnePassSplitAnywhere() throws {
        var generator = SeededGenerator(seed: 20261129)
        for _ in 0..<150 {
            let count = Int.random(in: 20...90, using: &generator)
            let html = (0..<count).map { _ in PipelinePropertyTests.pieces.randomElement(using: &generator)! }.joined()
            let document = MarkupDocument(html: html).styled
            try Self.expectOnePass(document, blocks: Self.spread(Self.candidateBlocks(of: document), limit: 8),
                                   name: html.debugDescription, widths: [7, 40])
        }
    }

    /// The second half's bytes held a chunk at a time (it waits at every chunk until the
    /// first half's are sent) come out as one pass's, in order.
    @Test func heldOutputOfABigDocumentComesOutInOrder() throws {
        let html = (0..<2_400).map { number in
            "<p>Our <b>winter sale</b> ends tonight: take 30% off every coat, scarf and boot in the shop, "
                + "with free shipping on orders over $50 (offer \(number)).</p>"
        }.joined()
        let document = MarkupDocument(html: html).styled
        let theme = try TerminalGolden.theme("default")
        let options = LayoutOptions(width: 80)
        let writer = ANSIWriter(depth: .none, hyperlinks: false)
        let split = try #require(LayoutSplit.find(in: document, minimumBytes: 0, processors: 2))
        #expect(try Self.joinedCount(document, blocks: [split.block]) == 1)
        let onePass = Self.bytes(document, theme: theme, options: options, writer: writer, split: nil)
        #expect(onePass.count > 4 << 16, "the second half writes several chunks")
        #expect(Self.bytes(document, theme: theme, options: options, writer: writer, split: split, heldLimit: 1) == onePass)
    }

    /// The splits found in ordinary copy join: falling back is for what the second half cannot
    /// know. (Most e-mail templates are one layout table, which is laid out in one pass.)
    @Test func splitsFoundInCopyJoin() throws {
        let documents = try RealCopyRenderTests.names.map { try RealCopyRenderTests.document($0, width: 80).styled }
            + TerminalGolden.sampleNames().map { try TerminalGolden.sample($0).styled }
        let splits = documents.compactMap { document in
            LayoutSplit.find(in: document, minimumBytes: 0, processors: 2).map { (document, $0) }
        }
        let joined = try splits.filter { try Self.joinedCount($0.0, blocks: [$0.1.block]) == 1 }.count
        #expect(splits.count >= 12)
        #expect(joined == splits.count, "\(joined) of \(splits.count) splits joined")
    }

    @Test func findsABlockNearTheMiddleInsideTagsLeftOpen() throws {
        let message = "<p>a <span>b</span> c</p><ul><li>one</li><li>two</li></ul><div>text</div>"
        let html = "<b>" + String(repeating: message, count: 400)
        let document = MarkupDocument(html: html).styled
        let split = try #require(LayoutSplit.find(in: document, minimumBytes: 1_000, processors: 2))
        #expect(abs(document.tree.records[split.block].range.start - html.utf8.count / 2) <= message.utf8.count)
        #expect(try Self.joinedCount(document, blocks: [split.block]) == 1)
        #expect(LayoutSplit.find(in: document, minimumBytes: html.utf8.count + 1, processors: 2) == nil)
        #expect(LayoutSplit.find(in: document, minimumBytes: 1_000, processors: 1) == nil)
        let inOneTable = MarkupDocument(html: "<table><tr><td>" + String(repeating: message, count: 400)).styled
        #expect(LayoutSplit.find(in: inOneTable, minimumBytes: 1_000, processors: 2) == nil)
        let oneParagraph = MarkupDocument(html: "<p>" + String(repeating: "<b>word ", count: 4_000)).styled
        #expect(LayoutSplit.find(in: oneParagraph, minimumBytes: 1_000, processors: 2) == nil)
    }
}
