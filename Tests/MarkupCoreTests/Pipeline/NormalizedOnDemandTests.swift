import Foundation
import GoldenSupport
import Testing
@testable import MarkupCore

/// A ``MarkupDocument`` makes its normalized stream only when it is read, the same stream
/// (tokens, what they read, repairs) as the one made with the tree in one pass, and keeps it.
@Suite struct NormalizedOnDemandTests {
    /// Every way the two streams of `html` differ, described.
    private func differences(_ html: String, options: StyleOptions = StyleOptions()) -> [String] {
        let onDemand = MarkupDocument(html: html, options: options)
        let withTree = MarkupDocument(tokens: Tokenizer.tokenize(html), options: options, makesNormalizedStream: true)
        var found: [String] = []
        if onDemand.normalizedCache.isFilled { found.append("the stream was made with the tree") }
        if !withTree.normalizedCache.isFilled { found.append("the stream was not made with the tree when asked") }
        let a = onDemand.normalized
        let b = withTree.normalized
        if a.tokens != b.tokens { found.append("tokens differ") }
        if TokenDump.text(a) != TokenDump.text(b) { found.append("what the tokens read differs") }
        if json(a) != json(b) { found.append("the tokens' JSON differs") }
        if a.repairs != b.repairs || onDemand.repairs != a.repairs || withTree.repairs != b.repairs {
            found.append("repairs differ")
        }
        if a.sourceTokens != b.sourceTokens || a.diagnostics != b.diagnostics { found.append("what is carried differs") }
        if onDemand.diagnostics != withTree.diagnostics { found.append("diagnostics differ") }
        return found
    }

    /// The JSON dump of a stream's tokens (names, attributes and text read through it).
    private func json(_ stream: NormalizedStream) -> String {
        var writer = JSONWriter()
        writer.beginObject()
        TokenDump.json(stream.tokens, tables: stream.tables, source: stream.source, into: &writer, key: "tokens")
        writer.endObject()
        return writer.output
    }

    @Test(arguments: [
        "", "plain text", "<p>one<p>two", "<b>1<p>2</b>3</p>", "<table>foster<tr><td>c</td></tr></table>",
        "<Hot> deals <b>now</b>", "</p></b></div>stray", "<svg><clipPath/><foreignObject><p>x</p></foreignObject></svg>",
        "<!-- c --><pre>\nx</pre>", "a &amp; b\r\nc\0d", "<ul><li>one<li>two<ol><li>three</ul>",
    ])
    func sameStreamForSnippets(_ html: String) {
        let found = differences(html)
        #expect(found.isEmpty, "\(found)")
    }

    @Test func sameStreamForSampleDocs() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Golden.sampleDocs.path)
            .filter { $0.hasSuffix(".html") }.sorted()
        #expect(files.count >= 10)
        for file in files {
            let html = try String(contentsOf: Golden.sampleDocs.appendingPathComponent(file), encoding: .utf8)
            let found = differences(html)
            #expect(found.isEmpty, "\(file): \(found)")
        }
    }

    @Test func sameStreamWithCustomTags() {
        var profile = Profile()
        profile.customTags = ["promo": .block, "hero-box": .inline]
        let found = differences("<promo>one<hero-box>two</hero-box><promo>three <span>x</p>",
                                options: StyleOptions(profile: profile))
        #expect(found.isEmpty, "\(found)")
    }

    /// The diagnostics and restyling read the repairs, not the stream; a restyled copy shares
    /// the stream once made.
    @Test func madeOnlyWhenReadAndKeptByRestyledCopies() {
        let document = MarkupDocument(html: "<p>unclosed <b>bold <p>next</b>")
        #expect(!document.diagnostics.isEmpty)
        let restyled = document.restyled(StyleOptions.laidOut(atColumns: 40))
        #expect(!document.normalizedCache.isFilled && !restyled.normalizedCache.isFilled)
        #expect(document.repairs.count == document.normalized.repairs.count)
        #expect(restyled.normalizedCache.isFilled)
        #expect(restyled.normalized.tokens == document.normalized.tokens)
    }

    /// Threads reading the stream first at once all get the one kept.
    @Test func readFromManyThreadsAtOnce() async throws {
        let html = try String(contentsOf: Golden.sampleDocs.appendingPathComponent("newsletter-digest.html"), encoding: .utf8)
        let document = MarkupDocument(html: html)
        let streams = await withTaskGroup(of: NormalizedStream.self) { group in
            for _ in 0..<8 { group.addTask { document.normalized } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(streams.count == 8)
        #expect(streams.allSatisfy { $0.tokens == document.normalized.tokens && $0.repairs == document.repairs })
    }
}
