import GoldenSupport
import Testing
@testable import MarkupCore

/// A tag cut off by the end of the file, and an attribute quote that never closes: each
/// reported where it starts. (A `<` that opens no tag elsewhere stays text: TokenizerTests.)
@Suite struct CutOffTagTests {
    @Test(arguments: [
        "<p>Sale is <span styl", "<p>Sale is <spa", "<p>Sale is </span", "<p>Sale is </span ",
        "<p>Sale is <span style=\"a\" clas", "<p>Sale is <span class=x\n  data-x", "<p>Sale is <a href=x <b title=y",
    ])
    func tagCutOffByTheEndOfTheFileIsDroppedAndReported(_ html: String) throws {
        let stream = Tokenizer.tokenize(html)
        #expect(stream.tokens.map(\.kind) == [.startTag, .text])
        #expect(stream.readTokens.last?.text == "Sale is ")
        // The cut tag opens after "<p>Sale is ", at byte 11 (and swallows any later `<`, as the standard reads it).
        let cutAt = 11
        let diagnostic = try #require(stream.diagnostics.first)
        #expect(stream.diagnostics.count == 1)
        #expect(diagnostic.code == .unterminatedTag)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "tag not closed before the end of the file")
        #expect(diagnostic.range == SourceRange(start: cutAt, end: html.utf8.count))
    }

    /// The deliberate departure stays: the tag is text (a browser would hide the rest of the
    /// document), and the quote is named.
    @Test(arguments: [
        (#"<p>a <a href="x>b</a> c"#, 13), (#"<p>a <span style="col"#, 17), (#"<p>a <b title='x y>z"#, 14),
    ])
    func attributeQuoteThatNeverClosesIsReportedAtTheQuote(_ html: String, quote: Int) throws {
        let stream = Tokenizer.tokenize(html)
        #expect(stream.readTokens.filter { $0.kind == .text }.map(\.text).joined().contains("<"))
        #expect(stream.diagnostics.map(\.code) == [.unterminatedQuote])
        let diagnostic = try #require(stream.diagnostics.first)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.range == SourceRange(start: quote, end: quote + 1))
        #expect(diagnostic.message.hasPrefix("attribute quote never closes"))
    }

    /// A quote reached by several tags (each `<` before it) is reported once.
    @Test func anUnclosedQuoteIsReportedOnce() {
        let stream = Tokenizer.tokenize(#"<a <b <i title="x> and more text"#)
        #expect(stream.diagnostics.map(\.code) == [.unterminatedQuote])
    }

    /// Copy that uses `<` as a character is untouched, at the end of the file too.
    @Test(arguments: ["1 < 2", "a <3", "text <", "x<-y", "<Congratulation!", "a < b"])
    func lessThanAsTextAtTheEndStaysText(_ html: String) {
        let stream = Tokenizer.tokenize(html)
        #expect(stream.readTokens.map(\.text).joined() == html)
        #expect(stream.diagnostics.isEmpty)
    }
}
