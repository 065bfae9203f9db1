import Testing
@testable import MarkupCore

/// The normalizer's tree written out as references to the tokenizer's tokens gives back the
/// tokens it writes as a stream (a known element's tags without their name's bytes), rewritten
/// text, tags read as text, foreign and unknown names included, and keeps whole only the
/// tokens the references cannot give.
@Suite struct CompactBalancedStreamTests {
    /// The tokens written as a stream, those replayed from the references, and how many of
    /// those were kept whole.
    /// With `compacted`, the references are made by a tree built from the tokens compacted as
    /// ``Normalizer/tree(of:customTags:)`` compacts a big document's.
    private func writtenBothWays(_ html: String, compacted: Bool = false)
        -> (stream: [Token], replayed: [Token], kept: Int, sideBuffers: Bool) {
        let stream = Tokenizer.tokenize(html)
        var repairs: [Repair] = []
        let replacements = IsolatedTagFilter.replacements(in: stream, customTags: [], repairs: &repairs)
        var builder = TreeBuilder(stream: stream, replacements: replacements)
        builder.run()
        var streamTables = stream.tables
        let written = builder.tree.serialize(replacements: replacements, tables: &streamTables)
        var compactTables = stream.tables
        let tokens = compacted ? TreeTokens(compacting: stream.tokens) : TreeTokens(stream.tokens)
        if compacted {
            builder = TreeBuilder(tokens: tokens, of: stream, replacements: replacements)
            builder.run()
        }
        var compact = CompactBalancedStream(tokens: tokens, sourceCount: stream.source.count, capacity: 0)
        builder.tree.writeOut(replacements: replacements, tables: &compactTables, into: &compact)
        compact.finish()
        var replayed = TokenArraySink()
        compact.replay(into: &replayed, tables: compactTables)
        let sameTables = streamTables.sideBuffer == compactTables.sideBuffer
            && streamTables.attributes == compactTables.attributes
        return (written, replayed.tokens, compact.exceptionCount, sameTables)
    }

    @Test(arguments: [
        "", "text only", "<p>one<p>two", "<b>bold <i>both</b> italic</i>", "<a href=x>1<a href=y>2",
        "<table><td>cell<tr><td>x</table>", "<table>foster<tr><td>c</td></tr></table>",
        "<svg viewBox='0 0 1 1'><foreignobject><p>in</p></foreignobject><clippath/></svg>",
        "<math><mi>x</mi></math>", "<pre>\nfirst line</pre>", "<Hot> deals <b>now</b>",
        "<my-tag>kept</my-tag> <other>", "a &amp; b &lt; c\r\nd\0e", "<p>unclosed <b class=x>bold <p>next",
        "</p></b></div>stray", "<!doctype html><html><head><title>t</title>", "<!-- comment --><p>after",
        "<font color=red size=2><center>x</font></center>", "<b><b><b><b>x</b></b></b></b>", "<a><p>moved</a>",
    ])
    func replaysTheWrittenTokens(_ html: String) {
        for compacted in [false, true] {
            let result = writtenBothWays(html, compacted: compacted)
            #expect(result.replayed == result.stream)
            #expect(result.sideBuffers)
        }
    }

    @Test func compactedTokensReadBackAsTheTokenizerMadeThem() {
        let stream = Tokenizer.tokenize("<p class=a>x &amp; y</p><Hot> <my-tag b>z</my-tag><!-- c --><br/>")
        let tokens = TreeTokens(compacting: stream.tokens)
        #expect(tokens.count == stream.tokens.count)
        #expect(tokens.endTagCount == stream.tokens.filter { $0.kind == .endTag }.count)
        for index in stream.tokens.indices {
            #expect(tokens[index] == stream.tokens[index])
        }
    }

    @Test func replaysAcrossBlocksOfEntriesAndSpans() {
        // More than one block of spans (65,536 tokens) and of entries (131,072), with
        // formatting reopened far from its start tag.
        let html = "<b class=k>" + String(repeating: "<p>a<i>b</p>c</i>", count: 30_000) + "</b>"
        let result = writtenBothWays(html, compacted: true)
        #expect(result.stream.count > 131_072)
        #expect(result.replayed == result.stream)
    }

    @Test func ordinaryCopyKeepsNoTokenWhole() {
        // Implied ends, reopened formatting with attributes, made-up elements and tables: all
        // given back by references.
        let html = "<ul><li><b class=x>one<li>two</b><p>three<table><td>c</table><p><i>a<p>b</i> &amp; c"
        let result = writtenBothWays(html)
        #expect(result.replayed == result.stream)
        #expect(result.kept == 0)
    }
}
