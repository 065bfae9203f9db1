import Testing
import MarkupCore
@testable import MarkupTerminal

@Suite struct LayoutTests {
    private func text(_ html: String, width: Int = 40) throws -> [String] { try TerminalGolden.text(html, width: width) }

    @Test func whitespaceCollapsesAndWraps() throws {
        #expect(try text("  <b>Sale</b>\n\n   <i>today</i>   only  ") == ["Sale today only"])
        #expect(try text("one two three four five six", width: 10) == ["one two", "three four", "five six"])
    }

    @Test func longWordsBreakAndNoLineExceedsTheWidth() throws {
        #expect(try text("supercalifragilistic", width: 8) == ["supercal", "ifragili", "stic"])
        for width in [1, 2, 3, 7, 20] {
            for line in try TerminalGolden.render("週年慶🎉全館<b>八折</b> x <a href=u>link</a>", width: width).lines {
                #expect(RenderedDocument.width(of: line) <= width)
            }
        }
    }

    @Test func aLineBreaksAfterAHyphenOnlyBeforeALetter() throws {
        // Inside one run of ASCII and across a run that ends at a letter of another script.
        let html = "<p>re-use co-op x-1 --ab a- b e-Mail -é- tail-end</p>"
        #expect(try text(html, width: 4) == ["re-", "use", "co-", "op", "x-1", "--ab", "a- b", "e-", "Mail", "-é-", "tail", "-end"])
        #expect(try text(html, width: 6) == ["re-use", "co-op", "x-1 --", "ab a-", "b e-", "Mail -", "é-", "tail-", "end"])
    }

    @Test func cjkBreaksBetweenCharactersButNotBeforeClosingPunctuation() throws {
        #expect(try text("週年慶全館八折", width: 6) == ["週年慶", "全館八", "折"])
        #expect(try text("全館八折，限時", width: 8) == ["全館八", "折，限時"])
    }

    @Test func noLineStartsWithClosingNorEndsWithOpeningPunctuation() {
        func cell(_ character: Character) -> Cell { Cell(grapheme: String(character)) }
        for closing in "、。，．：；！？）」』】〕〉》’”…‥ー々ゝゞぁぃぅぇぉっゃゅょァィゥェォッャュョ〜・,.:;!?)]}％%" {
            #expect(LineBreaking.forbidsBreak(before: cell(closing)), "\(closing)")
            #expect(!LineBreaking.forbidsBreak(after: cell(closing)), "\(closing)")
        }
        for opening in "（「『【〔〈《‘“([{$¥￥" {
            #expect(LineBreaking.forbidsBreak(after: cell(opening)), "\(opening)")
            #expect(!LineBreaking.forbidsBreak(before: cell(opening)), "\(opening)")
        }
        for other in "全館a1-あア한🎉" {
            #expect(!LineBreaking.forbidsBreak(before: cell(other)) && !LineBreaking.forbidsBreak(after: cell(other)), "\(other)")
        }
    }

    @Test func blocksParagraphsAndBreaks() throws {
        #expect(try text("<h1>Title</h1><p>One<br>two</p><div>a</div><div>b</div>") == ["Title", "", "One", "two", "", "a", "b"])
        #expect(try text("<p>\n\n</p><p>x</p>") == ["x"])
    }

    @Test func lineAndParagraphSeparatorsBreakAndAreNeverSent() throws {
        #expect(try text("one\u{2028}two\u{2029}three") == ["one", "two", "", "three"])
        #expect(try text("<pre>a\u{2028}b\u{2029}c</pre>") == ["a", "b", "", "c"])
        #expect(try text("a \u{2028} b") == ["a", "b"])
        let rendered = try TerminalGolden.render("x\u{2028}y", width: 40)
        let output = ANSIWriter(depth: .trueColor).write(rendered)
        #expect(!output.unicodeScalars.contains { $0.value == 0x2028 || $0.value == 0x2029 })
    }

    @Test func listsIndentWithMarkersAndHangingLines() throws {
        #expect(try text("<ul><li>one<li>two words that wrap<ul><li>nested</ul></ul>", width: 16) == [
            "  • one", "  • two words", "    that wrap", "      ◦ nested",
        ])
        #expect(try text("<ol start=9><li>a<li>b</ol>") == ["   9. a", "  10. b"])
        #expect(try text("<ol reversed><li>a<li>b<li>c</ol>") == ["  3. a", "  2. b", "  1. c"])
        #expect(try text("<ol type=i><li>a<li value=4>b</ol>") == ["   i. a", "  iv. b"])
        #expect(try text("<ol style='list-style-type: upper-alpha'><li>a<li>b</ol>") == ["  A. a", "  B. b"])
        #expect(try text("<ul style='list-style-type:none'><li>a</ul>") == ["   a"])
    }

    @Test func tablesSizeColumnsAndWrapWhenNarrow() throws {
        let html = "<table><tr><th>Plan<th>Price</tr><tr><td>Standard monthly plan<td>$9</tr></table>"
        #expect(try text(html, width: 40) == [
            "┌───────────────────────┬───────┐",
            "│         Plan          │ Price │",
            "├───────────────────────┼───────┤",
            "│ Standard monthly plan │ $9    │",
            "└───────────────────────┴───────┘",
        ])
        #expect(try text(html, width: 20) == [
            "┌──────────┬───────┐",
            "│   Plan   │ Price │",
            "├──────────┼───────┤",
            "│ Standard │ $9    │",
            "│ monthly  │       │",
            "│ plan     │       │",
            "└──────────┴───────┘",
        ])
    }

    @Test func tablesHonourColspan() throws {
        // A border makes the grid a data table; without one it is layout (LayoutTableTests).
        let lines = try text("<table border=1><tr><td colspan=2>wide cell here<tr><td>a<td>b</table>")
        #expect(lines.allSatisfy { DisplayWidth.of($0) == DisplayWidth.of(lines[0]) })
        #expect(lines.contains("│ a     │ b      │") || lines.contains { $0.hasPrefix("│ a") })
    }

    @Test func rulesQuotesPreAndImages() throws {
        #expect(try text("a<hr>b", width: 10) == ["a", "──────────", "b"])
        #expect(try text("<blockquote>quoted words here</blockquote>", width: 12) == ["│ quoted", "│ words here"])
        #expect(try text("<h2>Title</h2><blockquote><p>one</p><p>two</p></blockquote>after", width: 12)
                == ["Title", "", "│ one", "│", "│ two", "", "after"], "the bar is on blank lines inside the quote only")
        #expect(try text("<pre>  a   b\n\tc</pre>") == ["  a   b", "        c"])
        #expect(try text("<img src=logo.png alt=Logo width=300 height=125>") == ["[Logo]"])
    }

    @Test func linksAreNumberedOnceAndListed() throws {
        #expect(try text("<a href=/a>one</a> <a href=/b>two</a> <a href=/a>again</a>") == [
            "one[1] two[2] again[1]", "", "[1] /a", "[2] /b",
        ])
        // A URL that is not printable ASCII takes the general path: wide characters count two
        // columns; one that does not fit after its label goes whole on the next line.
        #expect(try text("<a href='https://例え.jp/ア'>x</a><a href=/bb>y</a>", width: 20) == [
            "x[1]y[2]", "", "[1]", "https://例え.jp/ア", "[2] /bb",
        ])
        #expect(try text("<a href='https://例.jp/'>x</a>", width: 20) == ["x[1]", "", "[1] https://例.jp/"])
        // Numbers of every width, after a link and after an image (which is not numbered).
        let many = (1...1_005).map { "<a href=/\($0)>x</a>" }.joined(separator: " ")
        let lines = try text(many + " <img src=/9 alt=i> <a href=/1005>y</a>", width: 10_000)
        let numbers = (1...1_005).map { "x[\($0)]" }.joined(separator: " ")
        #expect(lines.first == numbers + " [i] y[1005]")
        #expect(lines.count == 1_007)
        #expect(lines.last == "[1005] /1005")
        let hyperlinked = try TerminalGolden.render("<a href='https://x.example'>go</a>", width: 20, hyperlinks: true)
        #expect(hyperlinked.text == ["go"])
        #expect(hyperlinked.lines[0][0].hyperlink == "https://x.example")
    }

    @Test func alignmentTransformAndHiding() throws {
        #expect(try text("<p style='text-align:center'>mid</p>", width: 9) == ["   mid"])
        #expect(try text("<p align=right>end</p>", width: 9) == ["      end"])
        #expect(try text("<span style='text-transform:uppercase'>loud</span> <span style='text-transform:capitalize'>two words</span>")
                == ["LOUD Two Words"])
        #expect(try text("a<span style='display:none'>hidden</span>b<script>x</script>") == ["ab"])
    }

    @Test func cellsKnowTheirSourceRanges() throws {
        let html = "<p>Hi <b>there</b> &amp; you</p>"
        let rendered = DocumentLayout.render(MarkupDocument(html: html).styled, theme: try TerminalGolden.theme("default"),
                                             options: LayoutOptions(width: 40))
        let line = rendered.lines[0]
        #expect(line[3].grapheme == "t")
        #expect(line[3].range == SourceRange(start: 9, end: 10))
        #expect(line[9].grapheme == "&")
        #expect(line[9].range == SourceRange(start: 18, end: 28), "a node with entities maps every cell to the node")
        #expect(line[3].style.attributes.contains(.bold))
    }

    @Test func hostileTextIsShownNotObeyed() throws {
        let lines = try text("a\u{1B}[2Jb &#27;]0;title&#7; \u{202E}evil")
        #expect(lines == ["a\u{241B}[2Jb \u{241B}]0;title\u{2407} \u{2047}evil"])
    }

    @Test func deepNestingLaysOut() throws {
        let html = String(repeating: "<div><b>", count: 20_000) + "deep"
        #expect(try text(html) == ["deep"])
    }

    /// The single-scalar fast path must not split a cluster the next scalar extends.
    @Test func clustersStayWholeWhereTheFastPathStops() throws {
        let text = "e\u{301}x か\u{3099}が 👍\u{1F3FD}👍 🇹🇼 ❤\u{FE0F} ┌─┐ ﾃﾞ 한글 하\u{11AB}다 ½→ a—1\u{20E3} ✨⭐™❤\u{FE0F}✓\u{20DD}"
        let rendered = try TerminalGolden.render("<p>\(text)</p>", width: 80)
        let clusters = rendered.lines[0].filter { !$0.isContinuation }.map(\.grapheme)
        #expect(clusters == ["e\u{301}", "x", " ", "か\u{3099}", "が", " ", "👍\u{1F3FD}", "👍", " ", "🇹🇼", " ", "❤\u{FE0F}", " ",
                             "┌", "─", "┐", " ", "ﾃﾞ", " ", "한", "글", " ", "하\u{11AB}", "다", " ", "½", "→", " ",
                             "a", "—", "1\u{20E3}", " ", "✨", "⭐", "™", "❤\u{FE0F}", "✓\u{20DD}"])
        #expect(RenderedDocument.width(of: rendered.lines[0]) == DisplayWidth.of(text))
    }
}
