import Testing
@testable import MarkupCore

/// The normalizer's tree written out as references to the tokenizer's tokens gives back the
/// tokens it writes as a stream (a known element's tags without their name's bytes), rewritten
/// text, tags read as text, foreign and unknown names included, and keeps whole only the
/// tokens the references cannot give.
@Suite struct CompactBalancedStreamTests {
    /// The tokens written as a stream, those replayed from the references, and how many of
    /// those were kept whole.
    private func writtenBothWays(_ html: String) -> (stream: [Token], replayed: [Token], kept: Int, sideBuffers: Bool) {
        let stream = Tokenizer.tokenize(html)
        var repairs: [Repair] = []
        let replacements = IsolatedTagFilter.replacements(in: stream, customTags: [], repairs: &repairs)
        var builder = TreeBuilder(stream: stream, replacements: replacements)
        builder.run()
        var streamTables = stream.tables
        let written = builder.tree.serialize(replacements: replacements, tables: &streamTables)
        var compactTables = stream.tables
        var compact = CompactBalancedStream(tokens: stream.tokens, sourceCount: stream.source.count, capacity: 0)
        builder.tree.writeOut(replacements: replacements, tables: &compactTables, into: &compact)
        compact.finish()
        var replayed = TokenArraySink()
        compact.replay(into: &replayed, tables: compactTables)
        let sameTables = streamTables.sideBuffer == compactTables.sideBuffer
            && streamTables.attributes == compactTables.attributes
        // A known element's tags come back without their name's bytes, which the records do not read.
        return (written.map(CompactBalancedStream.withoutKnownName), replayed.tokens, compact.exceptionCount, sameTables)
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
        let result = writtenBothWays(html)
        #expect(result.replayed == result.stream)
        #expect(result.sideBuffers)
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
