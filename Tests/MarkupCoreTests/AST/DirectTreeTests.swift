import Foundation
import Testing
@testable import MarkupCore

/// The trees built straight from the normalizer's tree (``Normalizer/tree(of:customTags:)``, its
/// records written as the nodes are made, a small document's way and a big one's,
/// ``Normalizer/normalizeAndBuildTree(_:customTags:)``, which writes the stream in the same pass,
/// and ``Normalizer/treeAndRepairs(of:customTags:)``, which keeps the repairs) have the same
/// records as the tree read back from the normalized stream, whether the nodes were made in
/// document order or the tree is written out, and whether the tokens and nodes the normalizer
/// passed were released (``BuildRelease``) or not; the repairs kept are the stream's.
@Suite struct DirectTreeTests {
    /// Every field of every node of the two trees that differs, described.
    private func differences(_ html: String, customTags: [String: Profile.Display] = [:]) -> [String] {
        let stream = Tokenizer.tokenize(html)
        let viaStream = MarkupTree(Normalizer.normalize(stream, customTags: Set(customTags.keys)), customTags: customTags)
        let normalized = Normalizer.normalize(stream, customTags: Set(customTags.keys))
        let both = Normalizer.normalizeAndBuildTree(stream, customTags: customTags)
        var found: [String] = []
        if both.normalized.tokens != normalized.tokens || both.normalized.repairs != normalized.repairs {
            found.append("the stream written with the tree differs")
        }
        found += differences(viaStream, Normalizer.tree(of: stream, customTags: customTags,
                                                        givesBackWhatItPasses: false))
        found += differences(viaStream, Normalizer.tree(of: stream, customTags: customTags,
                                                        givesBackWhatItPasses: true))
        found += differences(viaStream, both.tree)
        let withRepairs = Normalizer.treeAndRepairs(of: stream, customTags: customTags)
        if withRepairs.repairs != normalized.repairs { found.append("the repairs kept with the tree differ") }
        found += differences(viaStream, withRepairs.tree)
        // A big document's way with the tokens and nodes the normalizer passes released after
        // each token and every few: a released token read is an assertion failed.
        for interval in [1, 3] {
            var repairs: [Repair] = []
            let replacements = IsolatedTagFilter.replacements(in: stream, customTags: Set(customTags.keys),
                                                              repairs: &repairs)
            found += differences(viaStream, Normalizer.bigDocumentTree(of: stream, replacements: replacements,
                                                                       customTags: customTags, release: .poisoning,
                                                                       every: interval))
        }
        return found
    }

    private func differences(_ viaStream: MarkupTree, _ direct: MarkupTree) -> [String] {
        guard viaStream.count == direct.count else { return ["\(viaStream.count) nodes against \(direct.count)"] }
        var found: [String] = []
        for index in 0..<direct.count {
            let a = viaStream[NodeID(index)]
            let b = direct[NodeID(index)]
            let same = a.kind == b.kind && a.tag == b.tag && a.text == b.text && a.attributes == b.attributes
                && a.range == b.range && a.startTagRange == b.startTagRange && a.endTagRange == b.endTagRange
                && a.isSynthesized == b.isSynthesized && a.isEndSynthesized == b.isEndSynthesized
                && a.parent?.id == b.parent?.id && a.subtreeEnd == b.subtreeEnd && a.depth == b.depth
                && a.knownSlot == b.knownSlot && a.isVerbatim == b.isVerbatim
            if !same { found.append("node \(index): \(a.kind) \(a.tag) \(a.range) against \(b.kind) \(b.tag) \(b.range)") }
        }
        return found
    }

    @Test(arguments: [
        "", "text only", "<p>one<p>two", "<b>bold <i>both</b> italic</i>", "<a href=x>1<a href=y>2",
        "<table><td>cell<tr><td>x</table>", "<table>foster<tr><td>c</td></tr></table>",
        "<svg viewBox='0 0 1 1'><foreignobject><p>in</p></foreignobject><clippath/></svg>",
        "<math><mi>x</mi></math>", "<pre>\nfirst line</pre>", "<textarea>\nx</textarea>",
        "<Hot> deals <b>now</b>", "<my-tag>kept</my-tag> <other>", "a &amp; b &lt; c\r\nd\0e",
        "<p>unclosed <b>bold <p>next", "</p></b></div>stray", "<!doctype html><html><head><title>t</title>",
        "<ul><li>one<li>two<ol><li>three</ul>", "<font color=red size=2><center>x</font></center>",
        "<div hidden class='a b' style='color: red'>x</div>", "<br/><hr><img src=a.gif alt='A'>",
        "<b><b><b><b>x</b></b></b></b>", "<a><p>moved</a>", "<template><td>t</td></template>",
        "<select><option>a<option>b</select>", "<form><form>x</form>", "<!-- comment --><p>after",
    ])
    func sameRecordsForSnippets(_ html: String) {
        #expect(differences(html).isEmpty, "\(differences(html).prefix(3))")
    }

    @Test func sameRecordsWithCustomTags() {
        let html = "<promo>one<hero-box>two</hero-box><promo>three"
        let found = differences(html, customTags: ["promo": .block, "hero-box": .inline])
        #expect(found.isEmpty, "\(found.prefix(3))")
    }

    /// Whether the normalizer makes the nodes of `html` in document order (its records are then
    /// written as it makes them).
    private func makesNodesInDocumentOrder(_ html: String) -> Bool {
        var stream = Tokenizer.tokenize(html)
        var repairs: [Repair] = []
        let replacements = IsolatedTagFilter.replacements(in: stream, customTags: [], repairs: &repairs)
        return Normalizer.buildWritingRecords(TreeTokens(stream.tokens), of: &stream, replacements: replacements,
                                                      customTags: [:]).records != nil
    }

    /// Whether the big document's way, with every token and node passed released at once,
    /// writes the records of `html` as it makes its nodes: a released token or node read would
    /// make the records differ or stop them.
    private func releasingBuildIsInDocumentOrder(_ html: String) -> Bool {
        var stream = Tokenizer.tokenize(html)
        var repairs: [Repair] = []
        let replacements = IsolatedTagFilter.replacements(in: stream, customTags: [], repairs: &repairs)
        if case .built = Normalizer.treeReleasingTokens(of: &stream, replacements: replacements, customTags: [:],
                                                        release: .poisoning, every: 1) {
            return true
        }
        return false
    }

    @Test(arguments: [
        // The adoption agency: the copy of `b` is made after "2" but comes before it.
        ("<b>1<p>2</b>3</p>", false), ("<a><p>moved</a>", false), ("<b><i>x</b>y</i>", true), ("<a>1<div>2</a>3</div>", false),
        ("<p>plain <b>bold</b></p>", true), ("<b>x<p>y</b>", false), ("<pre>\nfirst</pre>", true),
        ("<svg><clipPath/><foreignObject><p>x</p></foreignObject></svg>", true), ("<Hot> deals", true),
        ("<!-- a --><p>b<!-- c --></p><!-- d -->", true), ("<p>one<p>two<b>three", true),
    ])
    func writesRecordsWhileTheNodesAreInDocumentOrder(_ html: String, inOrder: Bool) {
        #expect(makesNodesInDocumentOrder(html) == inOrder)
        #expect(releasingBuildIsInDocumentOrder(html) == inOrder)
        #expect(differences(html).isEmpty, "\(differences(html).prefix(3))")
    }

    @Test(arguments: [
        "<b>1<p>2</b>3</p>", "<table><tr><td>a</td>b</tr></table>", "<table>x<tr><td>c</table>",
        "<pre>\n\nkept</pre>", "<pre>\r\nx</pre>", "<listing>\ny</listing>", "<svg><foreignObject/></svg>",
        "<svg viewBox='0 0 1 1' preserveaspectratio=x><lineargradient/><text>t</text></svg>",
        "<math definitionurl=u><mi>x</mi><annotation-xml encoding='text/html'><p>h</p></annotation-xml></math>",
        "<Hot>deals<Hot>", "<x-y>a</x-y><x-y>b", "<custom>never closed", "<b><p><i>x</b>y</i>z</p>",
        "<a href=1><b><a href=2>x</b></a>", "<table><b><tr><td>1</td></tr>x</b></table>", "<colgroup> x</colgroup>",
        "<table><colgroup> x <col></table>", "<p>a\0b</p>", "<nobr>a<nobr>b", "<b class=a><b class=a><b class=a><b class=a>x<p>y",
    ])
    func sameRecordsForRepairs(_ html: String) {
        #expect(differences(html).isEmpty, "\(differences(html).prefix(3))")
        let custom = differences(html, customTags: ["custom": .block, "hot": .inline, "x-y": .block])
        #expect(custom.isEmpty, "\(custom.prefix(3))")
    }

    /// More nodes than the records have room for (formatting reopened for each paragraph's
    /// text): the tree is written out.
    @Test func writesOutATreeOfMoreNodesThanRoom() {
        let html = "<p><b><i><u><s><em><strong>x" + String(repeating: "<p>x", count: 40)
        #expect(!makesNodesInDocumentOrder(html))
        #expect(differences(html).isEmpty, "\(differences(html).prefix(3))")
    }

    /// html5lib's tree-construction inputs: misnesting, tables, foreign content, raw text,
    /// both ways of making the records.
    @Test func sameRecordsForHTML5LibInputs() throws {
        let folder = Golden.sampleDocs.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/conformance/html5lib-tests/tree-construction")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".dat") }
        var inputs: [String] = []
        for name in names.sorted() {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for chunk in text.components(separatedBy: "#data\n").dropFirst() {
                if let end = chunk.range(of: "\n#errors") { inputs.append(String(chunk[..<end.lowerBound])) }
            }
        }
        #expect(inputs.count > 1_000)
        var inOrder = 0
        for input in inputs {
            let found = differences(input)
            #expect(found.isEmpty, "\(input.debugDescription): \(found.prefix(3))")
            let isInOrder = makesNodesInDocumentOrder(input)
            #expect(releasingBuildIsInDocumentOrder(input) == isInOrder, "\(input.debugDescription)")
            if isInOrder { inOrder += 1 }
        }
        // Both ways are taken: most inputs are in document order, the misnested ones not.
        #expect(inOrder > inputs.count / 2 && inOrder < inputs.count)
    }

    static let realCopy = Golden.sampleDocs.deletingLastPathComponent().appendingPathComponent("Tests/RealCopy")

    @Test(arguments: [Golden.sampleDocs, realCopy])
    func sameRecordsForEveryHTMLFile(in folder: URL) throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".html") }.sorted()
        #expect(files.count >= 10)
        for file in files {
            let source = try String(decoding: Data(contentsOf: folder.appendingPathComponent(file)), as: UTF8.self)
            let found = differences(source)
            #expect(found.isEmpty, "\(file): \(found.prefix(3))")
            // Copy as it is written makes its nodes in document order.
            #expect(makesNodesInDocumentOrder(source), "\(file)")
            #expect(releasingBuildIsInDocumentOrder(source), "\(file)")
        }
    }

    /// Tag soup from a fixed seed: misnested formatting, tables, lists, foreign content.
    @Test func sameRecordsForTagSoup() {
        let pieces = ["<b>", "</b>", "<i>", "</i>", "<a href=u>", "</a>", "<p>", "</p>", "<div>", "</div>",
                      "<table>", "</table>", "<tr>", "<td>", "</td>", "<li>", "<ul>", "</ul>", "<svg>", "</svg>",
                      "<path/>", "<font color=red>", "</font>", "<x-y>", "</x-y>", "<Hot>", "text ", "&amp;",
                      "<pre>\n", "</pre>", "<br>", "<nobr>", "<span style='color:blue'>", "</span>", "\r\n"]
        var soup = TagSoup(pieces: pieces, seed: 0x2545_F491_4F6C_DD1D)
        for round in 0..<300 {
            let html = soup.next(pieces: 40)
            let found = differences(html)
            #expect(found.isEmpty, "round \(round) \(html): \(found.prefix(3))")
        }
    }
}
