import GoldenSupport
import Testing
@testable import MarkupCore

@Suite struct TokenizerTests {
    private func tokens(_ html: String) -> [ReadToken] { Tokenizer.tokenize(html).readTokens }
    private func kinds(_ html: String) -> [Token.Kind] { tokens(html).map(\.kind) }

    @Test func splitsTagsAndText() {
        let result = tokens("<b>Test<a href=\"x\">Link</a></b>")
        #expect(result.map(\.kind) == [.startTag, .text, .startTag, .text, .endTag, .endTag])
        #expect(result.map(\.name) == ["b", "", "a", "", "a", "b"])
        #expect(result[1].text == "Test")
        #expect(result[2].range == SourceRange(start: 7, end: 19))
        #expect(result.map(\.origin) == [0, 1, 2, 3, 4, 5])
    }

    @Test func lowercasesNamesAndAttributes() {
        let tag = tokens("<SPAN Class=Promo DATA-X='1'>")[0]
        #expect(tag.name == "span")
        #expect(tag.attributes.map(\.name) == ["class", "data-x"])
        #expect(tag.attribute("class") == "Promo")
    }

    @Test func findsEachTagNamesKnownElementSlotInAnyCase() {
        // `plaintext` is left out: nothing after it is a tag.
        for name in KnownElements.names.compactMap({ $0 }) where name != "plaintext" {
            // Mixed case: the tokenizer lowercases a name by setting one bit on each byte.
            let mixed = String(name.enumerated().map { $0.offset % 2 == 0 ? Character($0.element.uppercased()) : $0.element })
            let read = tokens("<\(mixed) x=1></\(mixed)>")
            #expect(read.map(\.name) == [name, name])
            #expect(read.map(\.elementSlot) == [KnownElements.slot(of: name), KnownElements.slot(of: name)], "<\(mixed)>")
            #expect(read[0].elementSlot != nil)
        }
        // Unknown names, one too long to pack, and names one bit away from known ones.
        for name in ["my-widget", "abcdefghijklmnopq", "h7", "tablex", "p-", "B1"] {
            let read = tokens("<\(name)>")
            #expect(read.first?.name == name.lowercased())
            #expect(read.first?.elementSlot == nil, "<\(name)>")
        }
    }

    @Test func aTokenStaysTwentyFourBytes() {
        // A document has a token per ~25 bytes and three stages hold token arrays: a tag's
        // attributes and any other token's text share a span, and a name the element table
        // does not hold is an attribute entry.
        #expect(MemoryLayout<Token>.stride == 24)
    }

    @Test func aTagOfAnUnknownNameKeepsItInAnEntryBeforeItsAttributes() {
        let stream = Tokenizer.tokenize("<My-Tag b=1 c>x</my-tag><p d=2><x-y/>")
        let tags = stream.tokens.filter(\.isTag)
        #expect(tags.map { stream.name(of: $0) } == ["my-tag", "my-tag", "p", "x-y"])
        #expect(tags.map(\.nameEntry) == [0, 3, nil, 5])
        #expect(tags.map(\.attributeIndices) == [1..<3, 4..<4, 4..<5, 6..<6])
        #expect(stream.attributes(of: tags[0]).map(\.name) == ["b", "c"])
        #expect(stream.attributes(of: tags[1]).isEmpty && stream.attributes(of: tags[3]).isEmpty)
        #expect(stream.attribute("d", of: tags[2]) == "2")
        #expect(stream.text(of: tags[0]).isEmpty && stream.tokens[1].attributeIndices.isEmpty)
    }

    @Test func tokensAreSpansReadFromTheSourceOrTheSideBuffer() {
        let stream = Tokenizer.tokenize("<p class=\"a&amp;b\" id=x>Fish &amp; chips</p><i>plain</i><!--c\r\n-->")
        // Text and values without `&`, CR or NUL are the source's bytes; the rest is decoded aside.
        #expect(stream.tokens[1].dataIsInSideBuffer && !stream.tokens[4].dataIsInSideBuffer)
        #expect(stream.text(of: stream.tokens[1]) == "Fish & chips" && stream.text(of: stream.tokens[4]) == "plain")
        #expect(stream.tokens[6].dataIsInSideBuffer && stream.text(of: stream.tokens[6]) == "c\n")
        #expect(String(decoding: stream.tables.sideBuffer, as: UTF8.self) == "a&bFish & chipsc\n")
        // Every tag's attributes lie in one array, a tag holding where its own are.
        #expect(stream.tables.attributes.count == 2 && stream.tokens[0].attributeIndices == 0..<2)
        #expect(stream.attributes(of: stream.tokens[0]).map(\.value) == ["a&b", "x"])
        #expect(stream.attribute("id", of: stream.tokens[0]) == "x")
        // A known element's name is its slot; an unknown one is read from the source, lowercased.
        #expect(Tokenizer.tokenize("<My-Tag>").readTokens[0].name == "my-tag")
    }

    @Test func readsEveryAttributeForm() {
        let tag = tokens(#"<input a="double" b='single' c=unquoted disabled e = "spaced">"#)[0]
        #expect(tag.attributes.map(\.name) == ["a", "b", "c", "disabled", "e"])
        #expect(tag.attributes.map(\.value) == ["double", "single", "unquoted", "", "spaced"])
        #expect(tag.attributes[3].isBare)
        #expect(!tag.attributes[0].isBare)
        #expect(tag.attributes[0].valueRange == SourceRange(start: 10, end: 16))
    }

    @Test func keepsTheFirstOfDuplicateAttributes() {
        let tag = tokens("<a href=1 HREF=2 href=3>")[0]
        #expect(tag.attributes.count == 1)
        #expect(tag.attribute("href") == "1")
        let many = "<span " + (0..<100).map { "x=\($0)" }.joined(separator: " ") + ">"
        #expect(tokens(many)[0].attributes.map(\.value) == ["0"])
    }

    @Test func selfClosingSyntax() {
        #expect(kinds("<br/><br /><img src=x/>") == [.selfClosingTag, .selfClosingTag, .startTag])
        #expect(tokens("<img src=x/>")[0].attribute("src") == "x/")
    }

    @Test(arguments: ["<Congratulation!>", "1 < 2", "<3", "< b>", "a <", "<", "</ b>", "</3>", "<!", "x<-y"])
    func lessThanThatOpensNoTagIsText(_ html: String) {
        let result = tokens(html)
        #expect(result.allSatisfy { $0.kind == .text || $0.kind == .comment })
        if html != "<!" { #expect(result.map(\.text).joined() == html) }
    }

    @Test func decodesReferencesInTextNotBeforeTokenizing() {
        let result = tokens("&lt;b&gt;not a tag&lt;/b&gt;")
        #expect(result.count == 1)
        #expect(result[0].kind == .text)
        #expect(result[0].text == "<b>not a tag</b>")
    }

    @Test func decodesReferencesInAttributeValues() {
        let tag = tokens(#"<a href="?a=1&amp;b=2&copy=3&amp" title="&quot;x&quot; &#x41;">"#)[0]
        #expect(tag.attribute("href") == "?a=1&b=2&copy=3&")
        #expect(tag.attribute("title") == "\"x\" A")
    }

    @Test func rawTextElementsAreOneTextToken() {
        let result = tokens("<script>if (a<b && c>d) { x = '</b>' }</script><style>p{}</style>")
        #expect(result.map(\.kind) == [.startTag, .text, .endTag, .startTag, .text, .endTag])
        #expect(result[1].text == "if (a<b && c>d) { x = '</b>' }")
        let title = tokens("<title>A &amp; B <b></TITLE >")
        #expect(title[1].text == "A & B <b>")
        #expect(title[2].kind == .endTag)
    }

    @Test func theRawTextCheckAgreesWithTheList() {
        for name in Tokenizer.rawTextElements { #expect(Tokenizer.isRawText(name), "\(name)") }
        for name in ["", "s", "span", "strong", "table", "tbody", "td", "style2", "scripts", "textareas", "titl", "STYLE"] {
            #expect(!Tokenizer.isRawText(name), "\(name)")
        }
    }

    @Test func unterminatedRawTextRunsToTheEnd() {
        let stream = Tokenizer.tokenize("<style>p { color: red }")
        #expect(stream.tokens.map(\.kind) == [.startTag, .text])
        #expect(stream.diagnostics.map(\.code) == [.unterminatedRawText])
    }

    @Test func commentsAndDoctypes() {
        let result = tokens("<!DOCTYPE html><!-- note -->x<!---->y<!-->z<?php echo ?>")
        #expect(result.map(\.kind) == [.doctype, .comment, .text, .comment, .text, .comment, .text, .comment])
        #expect(result[0].text == "html")
        #expect(result[1].text == " note ")
        #expect(result[7].text == "?php echo ?", "the standard keeps the '?' in the bogus comment")
    }

    @Test func unterminatedCommentIsReported() {
        let stream = Tokenizer.tokenize("before<!-- never closed")
        #expect(stream.tokens.map(\.kind) == [.text, .comment])
        #expect(stream.diagnostics.map(\.code) == [.unterminatedComment])
    }

    @Test func unclosedQuoteMakesTheTagText() {
        let result = tokens(#"<a title="oops>Click</a> more"#)
        #expect(result.map(\.kind) == [.text, .endTag, .text])
        #expect(result[0].text == #"<a title="oops>Click"#)
    }

    @Test func unicodeTextKeepsItsBytes() {
        let result = tokens("<p>繁體中文 😀 日本語</p>")
        #expect(result[1].text == "繁體中文 😀 日本語")
        #expect(result[1].range == SourceRange(start: 3, end: 3 + "繁體中文 😀 日本語".utf8.count))
    }

    @Test func normalizesLineBreaksAndKeepsNULInText() {
        // NUL stays for the tree builder (dropped from HTML text, U+FFFD elsewhere).
        let result = tokens("a\r\nb\rc\u{0}d")
        #expect(result[0].text == "a\nb\nc\u{0}d")
        #expect(tokens("<a title='x\u{0}'>")[0].attribute("title") == "x\u{FFFD}")
    }
}

@Suite struct TokenStorageTests {
    @Test func aTagHasANameAndOtherTokensText() {
        let tokens = Tokenizer.tokenize("<p class=a>Hi &amp; bye<!-- note --></p>").readTokens
        #expect(tokens.map(\.name) == ["p", "", "", "p"])
        #expect(tokens.map(\.text) == ["", "Hi & bye", " note ", ""])
        #expect(tokens[0].attribute("class") == "a")
    }

    @Test func roomForTokensFollowsTheInputUpToACap() {
        #expect(TokenScanner.reservedTokenCount(forInputOf: 0) == 16)
        #expect(TokenScanner.reservedTokenCount(forInputOf: 1_000_000) == 333_349)
        // 2 GB, the most markscope reads, reserves no more than 24 MB of input would.
        #expect(TokenScanner.reservedTokenCount(forInputOf: 1 << 31) == (1 << 23) + 16)
        #expect(TokenScanner.reservedTokenCount(forInputOf: 3 << 23) == (1 << 23) + 16)
    }

    @Test func keepsEveryTokenInOrderWhenTagsOutnumberTheFirstGuess() {
        // Room is reserved for a token per 3 bytes; this copy has one per 2.7 bytes.
        let html = String(repeating: "<b>x", count: 3_000) + String(repeating: "</b>", count: 3_000)
        let read = Tokenizer.tokenize(html).readTokens
        #expect(read.count == 9_000)
        #expect(read.map(\.origin) == (0..<9_000).map { $0 })
        let pairs = Array(repeating: [Token.Kind.startTag, .text], count: 3_000).flatMap { $0 }
        #expect(read[..<6_000].map(\.kind) == pairs)
        #expect(read[5_999].text == "x" && read[5_999].range == SourceRange(start: 11_999, end: 12_000))
        #expect(read[6_000...].allSatisfy { $0.kind == Token.Kind.endTag && $0.name == "b" })
    }

    @Test func keepsEveryDecodedByteWhenTextsOutgrowTheSideBuffersFirstGuess() {
        // Room is reserved for half the input, and a text is decoded in place into room for
        // three bytes per byte of it: this text needs more than there is left.
        let text = String(repeating: "x &lt; y ", count: 200)
        let stream = Tokenizer.tokenize("<p title=\"a&amp;b\">\(text)</p><i>&gt;</i>")
        #expect(stream.attribute("title", of: stream.tokens[0]) == "a&b")
        #expect(stream.text(of: stream.tokens[1]) == String(repeating: "x < y ", count: 200))
        #expect(stream.text(of: stream.tokens[4]) == ">")
        #expect(stream.tables.sideBuffer.count == 3 + 1_200 + 1)
    }

    @Test func keepsEveryAttributeWhenTagsOutgrowTheAttributesFirstGuess() {
        // Room is reserved for an attribute per twelve bytes; this tag has one per five.
        let names = (0..<500).map { "a\($0)" }
        let stream = Tokenizer.tokenize("<p \(names.joined(separator: " "))>x&amp;y</p>")
        #expect(stream.tables.attributes.count == 500)
        #expect(stream.attributes(of: stream.tokens[0]).map(\.name) == names)
        #expect(stream.text(of: stream.tokens[1]) == "x&y")
    }

    @Test func rawTextWithNULGoesToTheSideBufferAfterDecodedText() {
        let stream = Tokenizer.tokenize("a&lt;b<script>x\u{0}y</script>c&gt;")
        #expect(stream.tokens.filter { $0.kind == .text }.map { stream.text(of: $0) } == ["a<b", "x\u{FFFD}y", "c>"])
        #expect(String(decoding: stream.tables.sideBuffer, as: UTF8.self) == "a<bx\u{FFFD}yc>")
    }
}
