import GoldenSupport
import Testing
@testable import MarkupCore

/// A stream built by another front end reads like the tokenizer's, and the pipeline runs on it.
@Suite struct TokenStreamBuilderTests {
    @Test func textAsInTheSourceStaysASpanAndOtherTextGoesToTheSideBuffer() {
        // "**Sale** 5 \* off": the strong's text is the source's bytes, the escape's is not.
        let source = SourceText("**Sale** 5 \\* off")
        var builder = TokenStreamBuilder(source: source)
        builder.tag(.startTag, name: "strong", range: SourceRange(start: 0, end: 2))
        builder.text("Sale", range: SourceRange(start: 2, end: 6))
        builder.tag(.endTag, name: "strong", range: SourceRange(start: 6, end: 8))
        builder.text(" 5 * off", range: SourceRange(start: 8, end: 17))
        let stream = builder.stream(diagnostics: [])
        let read = stream.readTokens
        #expect(read.map(\.kind) == [.startTag, .text, .endTag, .text])
        #expect(read.map(\.name) == ["strong", "", "strong", ""])
        #expect(read.map(\.text) == ["", "Sale", "", " 5 * off"])
        #expect(!stream.tokens[1].dataIsInSideBuffer)
        #expect(stream.tokens[3].dataIsInSideBuffer)
        #expect(stream.tokens[0].elementSlot == KnownElements.slot(of: "strong"))
    }

    @Test func unknownNamesAndAttributesReadAsGiven() {
        let source = SourceText("^[Amsterdam](city: 'ams')")
        var builder = TokenStreamBuilder(source: source)
        let value = SourceRange(start: 20, end: 23)
        builder.tag(.startTag, name: "x-city", attributes: [
            Attribute(name: "data-city", value: "ams", range: SourceRange(start: 13, end: 24), valueRange: value),
            Attribute(name: "title", value: "Amsterdam, NL", range: SourceRange(start: 13, end: 24), valueRange: value),
        ], range: SourceRange(start: 0, end: 2))
        builder.text("Amsterdam", range: SourceRange(start: 2, end: 11))
        builder.tag(.endTag, name: "x-city", range: SourceRange(start: 11, end: 25))
        let stream = builder.stream(diagnostics: [])
        let start = stream.readTokens[0]
        #expect(start.name == "x-city" && start.elementSlot == nil)
        #expect(start.attribute("data-city") == "ams" && start.attribute("title") == "Amsterdam, NL")
        #expect(start.attributes.map(\.valueRange) == [value, value])
        #expect(stream.name(of: stream.tokens[2]) == "x-city")
    }

    @Test func htmlTokensMoveIntoTheSourceWithTheirAttributes() {
        // HTML inside a bigger source: tokenized on its own, then moved 4 bytes on.
        let source = SourceText("Hi, <a href=\"/x\">go</a>&amp;")
        let html = Tokenizer.tokenize("<a href=\"/x\">go</a>&amp;")
        var builder = TokenStreamBuilder(source: source)
        builder.text("Hi, ", range: SourceRange(start: 0, end: 4))
        builder.append(html) { SourceRange(start: $0.start + 4, end: $0.end + 4) }
        let stream = builder.stream(diagnostics: [])
        let read = stream.readTokens
        #expect(read.map(\.kind) == [.text, .startTag, .text, .endTag, .text])
        #expect(read[1].range == SourceRange(start: 4, end: 17))
        #expect(read[1].attribute("href") == "/x")
        #expect(read[1].attributes[0].valueRange == SourceRange(start: 13, end: 15))
        #expect(read[4].text == "&")
        #expect(read.map(\.origin) == [0, 1, 2, 3, 4], "each token its own origin, as the tokenizer's")
    }

    @Test func theLastTextCanBeTakenBack() {
        var builder = TokenStreamBuilder(source: SourceText("see ^"))
        builder.text("see ^", range: SourceRange(start: 0, end: 5))
        let last = builder.removeLastText()
        #expect(last?.text == "see ^" && last?.range == SourceRange(start: 0, end: 5))
        #expect(builder.tokens.isEmpty && builder.removeLastText() == nil)
    }

    @Test func thePipelineRunsOnABuiltStream() {
        let source = SourceText("**Sale** now")
        var builder = TokenStreamBuilder(source: source)
        builder.tag(.startTag, name: "p", range: SourceRange(start: 0, end: 0))
        builder.tag(.startTag, name: "strong", range: SourceRange(start: 0, end: 2))
        builder.text("Sale", range: SourceRange(start: 2, end: 6))
        builder.tag(.endTag, name: "strong", range: SourceRange(start: 6, end: 8))
        builder.text(" now", range: SourceRange(start: 8, end: 12))
        builder.tag(.endTag, name: "p", range: SourceRange(start: 12, end: 12))
        let document = MarkupDocument(tokens: builder.stream(diagnostics: []))
        let runs = document.styled.runs.filter { !$0.text.isEmpty }
        #expect(runs.map(\.text) == ["Sale", " now"])
        #expect(runs[0].style.fontWeight?.value == 700)
    }
}
