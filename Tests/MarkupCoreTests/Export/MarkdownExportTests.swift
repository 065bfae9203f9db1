import MarkupCore
import Testing

/// MarkdownExport writes CommonMark with GFM's tables, strikethrough and task lists, escapes
/// what Markdown would read as syntax, and carries what Markdown cannot say.
@Suite struct MarkdownExportTests {
    private func export(_ html: String, options: StyleOptions = StyleOptions()) -> String {
        MarkdownExport.markdown(MarkupDocument(html: html, options: options).styled)
    }

    @Test func blocksAndInlineSyntax() {
        #expect(export("<h2>Title</h2><p>One <b>bold</b>, <i>it</i>, <del>gone</del>, <code>x</code>.</p><hr><p>Two</p>")
                == "## Title\n\nOne **bold**, *it*, ~~gone~~, `x`.\n\n---\n\nTwo\n")
        #expect(export(#"<p><a href="https://x.test/a b">link</a> <img src="i.png" alt="pic"></p>"#)
                == "[link](<https://x.test/a b>) ![pic](i.png)\n")
        // Markdown's image always has an alt text; one without is shown otherwise.
        #expect(export(#"<p>a <img src="i.png"></p>"#) == "a <img src=\"i.png\">\n")
        // An item outside a list keeps its marker as HTML.
        #expect(export("<li>x</li>").hasPrefix("<li style="))
        #expect(export("<blockquote><p>a</p><p>b</p></blockquote>") == "> a\n>\n> b\n")
    }

    @Test func markdownSignificantCharactersAreEscaped() {
        #expect(export("<p>*a* _b_ [c](d) &lt;e&gt; `f` ~g~ a|b \\ x</p>")
                == "\\*a\\* \\_b\\_ \\[c\\](d) \\<e> \\`f\\` \\~g\\~ a\\|b \\\\ x\n")
        // A line that would start a block: a heading, a quote, a list item, a setext underline.
        #expect(export("<p># no</p><p>&gt; no</p><p>- no</p><p>+ no</p><p>1. no</p><p>2) no</p><p>=</p>")
                == "\\# no\n\n\\> no\n\n\\- no\n\n\\+ no\n\n1\\. no\n\n2\\) no\n\n\\=\n")
        // References and GFM's extended autolinks would be read as something else.
        #expect(export("<p>&amp;amp; &amp;#38; AT&amp;T https://x.test www.x.test me@x.test</p>")
                == "\\&amp; \\&#38; AT\\&T https\\://x.test www\\.x.test me<!-- -->@x.test\n")
        // A heading's closing run of `#` is not its text.
        #expect(export("<h1>Issue #</h1>") == "# Issue \\#\n")
    }

    @Test func emphasisThatDelimitersCannotSayIsInlineHTML() {
        // `**` before punctuation after a letter does not open.
        #expect(export("<p>a<b>\"q\"</b>b</p>") == "a<strong>\"q\"</strong>b\n")
        // Two strong runs in a row would join their delimiters.
        #expect(export("<p><b>a</b><b>b</b></p>") == "**a**<strong>b</strong>\n")
        // An emoji is no punctuation to the reader: `🎉**)x**` would not open.
        #expect(export("<p>🎉<b>)x</b></p>") == "🎉<strong>)x</strong>\n")
        // Spaces at the edges move outside the delimiters.
        #expect(export("<p>x<b> bold </b>y</p>") == "x **bold** y\n")
        // Inside the same emphasis, the inner one adds nothing.
        #expect(export("<p><b>a <strong>b</strong></b></p>") == "**a b**\n")
    }

    @Test func codeSpansAndFencesOutlastTheirContent() {
        #expect(export("<p><code>a ` b</code> <code>`x`</code></p>") == "``a ` b`` `` `x` ``\n")
        #expect(export("<pre><code class=\"language-swift\">let a = 1\n```\n</code></pre>")
                == "````swift\nlet a = 1\n```\n````\n")
        // Without a final line feed (a fence always adds one), or with elements, `pre` is an HTML block.
        #expect(export("<pre>a\n\nb</pre>") == "<pre style=\"font-size: 16px; font-weight: 400; font-family: monospace; white-space: pre\">a&#10;&#10;b</pre>\n")
    }

    @Test func listsKeepStartNestingAndTightness() {
        #expect(export("<ol start=3><li>a</li><li>b<ul><li>c</li></ul></li></ol>") == "3. a\n4. b\n   - c\n")
        #expect(export("<ul><li><p>a</p><p>more</p></li><li>b</li></ul>") == "- a\n\n  more\n\n- b\n")
        #expect(export("<ul><li><input type=checkbox checked> done</li><li><input type=checkbox> todo</li></ul>")
                == "- [x] done\n- [ ] todo\n")
        // Two lists in a row take different markers, or a reader would join them.
        #expect(export("<ul><li>a</li></ul><ul><li>b</li></ul>") == "- a\n\n* b\n")
        // Markers Markdown cannot give: the list is an HTML block.
        #expect(export("<ol reversed><li>a</li></ol>").hasPrefix("<ol reversed=\"\" style="))
        #expect(export("<ol type=a><li>a</li></ol>").hasPrefix("<ol type=\"a\" style="))
    }

    @Test func hardBreaks() {
        #expect(export("<p>a<br>b<br><br>c<br></p>") == "a\\\nb\\\n\\\nc\n")
        #expect(export("<h1>a<br>b</h1>") == "# a<br>b\n")
    }

    @Test func simpleTablesAreGFMTables() {
        let table = "<table><thead><tr><th>Item</th><th align=right>Price</th></tr></thead>"
            + "<tbody><tr><td>Tea | coffee</td><td align=right><code>a|b</code></td></tr>"
            + "<tr><td>Cake<br>slice</td><td align=right>$2</td></tr></tbody></table>"
        #expect(export(table) == "| Item | Price |\n| --- | ---: |\n| Tea \\| coffee | `a\\|b` |\n| Cake<br>slice | $2 |\n")
    }

    @Test func tablesMarkdownCannotSayAreHTMLBlocks() {
        let spanning = export("<table border=1><tr><th colspan=2>Both</th></tr><tr><td>a</td><td>b</td></tr></table>")
        #expect(spanning.hasPrefix("<table border=\"1\" style="))
        #expect(spanning.contains("<th colspan=\"2\" style="))
        #expect(!spanning.contains("\n\n"))
        // No header row.
        #expect(export("<table border=1><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>").hasPrefix("<table"))
        // A layout table is read as flow: its cells' content is written in its place.
        #expect(export("<table role=presentation><tr><td><p>Hello</p></td><td>World</td></tr></table>") == "Hello\n\nWorld\n")
    }

    @Test func classIDAndDataAttributesAreCustomAttributes() {
        #expect(export(#"<p><span class="vip" id="a1" data-city="ams" title="t">Gold</span></p>"#)
                == "^[Gold](class: 'vip', id: 'a1', city: 'ams')\n")
        #expect(export(#"<p><span data-quote="it's \ here">x</span></p>"#) == "^[x](quote: 'it\\'s \\\\ here')\n")
        // The syntax is a link to a reader: none inside a link, nor around one.
        #expect(export(#"<p><a href="/x"><span class="c">in</span></a> <span class="c"><a href="/y">out</a></span></p>"#)
                == "[in](/x) [out](/y)\n")
        // Tags whose look Markdown cannot say stay inline HTML, with their hooks.
        #expect(export(#"<p>H<sub>2</sub>O <u class="k">under</u></p>"#) == "H<sub>2</sub>O <u class=\"k\">under</u>\n")
    }

    @Test func theLookMarkdownCannotSayIsCarriedBySpans() {
        #expect(export(#"<p>Save <span style="color: #e00000">50%</span> now</p>"#)
                == "Save <span style=\"color: #e00000\">50%</span> now\n")
        // A style sheet's look is resolved into the text: the sheet itself is not written.
        #expect(export("<style>.sale { font-weight: bold }</style><p>a <span class=sale>b</span></p>")
                == "a ^[<span style=\"font-weight: 700\">b</span>](class: 'sale')\n")
        // An alignment is the paragraph's: a div around it says it, with Markdown inside.
        #expect(export(#"<p style="text-align: center">Hi <b>there</b></p>"#)
                == "<div style=\"text-align: center\">\n\nHi **there**\n\n</div>\n")
        // A link whose underline is taken off says so on the link itself.
        #expect(export(#"<p><a href="/x" style="text-decoration: none">x</a></p>"#)
                == "<a href=\"/x\" style=\"text-decoration-line: none\">x</a>\n")
        #expect(export(#"<p><a href="/x" style="text-decoration: none; color: red">x</a></p>"#)
                == "<a href=\"/x\" style=\"text-decoration-line: none\"><span style=\"color: #ff0000; text-decoration-line: none\">x</span></a>\n")
    }

    @Test func theProfileStylesItsHooksWithoutCarriers() {
        var profile = Profile()
        profile.classes["vip"] = ProfileStyle(css: "color: #aa00aa; font-weight: bold", section: .class("vip"))
        let options = StyleOptions(profile: profile)
        #expect(export(#"<p><span class="vip">Gold</span> <b style="color: red">x</b></p>"#, options: options)
                == "^[Gold](class: 'vip') **<span style=\"color: #ff0000\">x</span>**\n")
    }

    /// With a profile mapping custom attribute keys to properties, the look those properties
    /// say is written as custom attributes, as the app reads them; the rest stays in spans.
    @Test func aMappedKeyCarriesItsPropertyAsACustomAttribute() {
        let options = StyleOptions(profile: Profile().customAttribute("color", property: "color")
            .customAttribute("size", property: "font-size").class("vip", style: "font-weight: bold"))
        #expect(export(#"<p>Save <span style="color: #e00000">50% off</span> now</p>"#, options: options)
                == "Save ^[50% off](color: '#e00000') now\n")
        // Unmapped fields stay in the span, inside the custom attribute.
        #expect(export(#"<p><span style="color: #e00000; font-style: italic; font-size: 20px">x</span></p>"#, options: options)
                == "^[<span style=\"font-style: italic\">x</span>](color: '#e00000', size: 20)\n")
        // One list with the element's own hooks.
        #expect(export(#"<p><span class="vip" style="color: #e00000">Gold</span></p>"#, options: options)
                == "^[Gold](class: 'vip', color: '#e00000')\n")
        // Inside a link the syntax (a link) cannot be written: the span says everything.
        #expect(export(#"<p><a href="/x" style="color: #e00000">x</a></p>"#, options: options)
                == "[<span style=\"color: #e00000\">x</span>](/x)\n")
        // An HTML data-color stays HTML: in the custom attribute syntax it would colour the text.
        #expect(export(#"<p><span data-color="red">x</span></p>"#, options: options)
                == "<span data-color=\"red\">x</span>\n")
        // Without a mapping, a span as ever.
        #expect(export(#"<p><span style="color: #e00000">x</span></p>"#)
                == "<span style=\"color: #e00000\">x</span>\n")
    }

    /// A text whose link is carried (its `a` holds a block) is worked out inside the link, so
    /// its underline is the link's, not said again; a space the space before stands for takes
    /// no carrier. Either would change on exporting the export.
    @Test func carriersSayOnlyWhatTheMarkdownAroundThemDoesNot() {
        #expect(export(#"<a href="/x" style="text-decoration: underline"><div>Go</div></a>"#) == "[Go](/x)\n")
        #expect(export(#"<p><b>a</b> <span style="font-size: 0px"> </span>b</p>"#) == "**a** b\n")
    }

    /// An inline element holding a block is written as its content: its inline part runs on
    /// with the text before it, its look carried by its text.
    @Test func inlineElementsHoldingBlocksAreTheirContent() {
        #expect(export("<p>x</p>a<b>b<div>c</div></b>")
                == "x\n\na<span style=\"font-weight: 700\">b</span>\n\n<span style=\"font-weight: 700\">c</span>\n")
        // An empty block breaks nothing.
        #expect(export("<div>x<div></div>y</div>") == "xy\n")
        // Custom attributes do not nest (the syntax is a link): the inner element's hooks go.
        #expect(export(#"<p><span id=a><span id=b>x</span></span></p>"#) == "^[x](id: 'a')\n")
    }

    @Test func plaintextIsAPreBlock() {
        #expect(export("<plaintext>\na <b>\n\nc")
                == "<pre style=\"font-size: 16px; font-weight: 400; font-family: monospace; white-space: pre\">\n&#10;a &lt;b&gt;&#10;&#10;c</pre>\n")
    }

    @Test func hiddenContentAndEmptyDocuments() {
        #expect(export("<head><title>T</title></head><p>a<span style=\"display:none\">hidden</span></p>") == "a\n")
        #expect(export("") == "")
        #expect(export("<p> </p>") == "")
    }

    /// Below a depth the writer stops nesting and writes the text with its look in carriers.
    @Test func deepTreesExportWithoutDeepRecursion() {
        let depth = 50_000
        #expect(export(String(repeating: "<span>", count: depth) + "x") == "x\n")
        #expect(export(String(repeating: "<div>", count: depth) + "<b>x</b>y") == "<span style=\"font-weight: 700\">x</span>y\n")
    }
}
