import Foundation
import Testing
@testable import MarkupCore

/// The trees built straight from the normalizer's tree (``Normalizer/tree(of:customTags:)``, both
/// in one pass and from references after freeing the normalizer's tree, and
/// ``Normalizer/normalizeAndBuildTree(_:customTags:)``, which writes the stream in the same pass)
/// have the same records as the tree read back from the normalized stream.
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
        found += differences(viaStream, Normalizer.tree(of: stream, customTags: customTags, freesBuildTreeFirst: false))
        found += differences(viaStream, Normalizer.tree(of: stream, customTags: customTags, freesBuildTreeFirst: true))
        found += differences(viaStream, both.tree)
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
        }
    }

    /// Tag soup from a fixed seed: misnested formatting, tables, lists, foreign content.
    @Test func sameRecordsForTagSoup() {
        let pieces = ["<b>", "</b>", "<i>", "</i>", "<a href=u>", "</a>", "<p>", "</p>", "<div>", "</div>",
                      "<table>", "</table>", "<tr>", "<td>", "</td>", "<li>", "<ul>", "</ul>", "<svg>", "</svg>",
                      "<path/>", "<font color=red>", "</font>", "<x-y>", "</x-y>", "<Hot>", "text ", "&amp;",
                      "<pre>\n", "</pre>", "<br>", "<nobr>", "<span style='color:blue'>", "</span>", "\r\n"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for round in 0..<300 {
            var html = ""
            for _ in 0..<40 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                html += pieces[Int(state >> 33) % pieces.count]
            }
            let found = differences(html)
            #expect(found.isEmpty, "round \(round) \(html): \(found.prefix(3))")
        }
    }
}
