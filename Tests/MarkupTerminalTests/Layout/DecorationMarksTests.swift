import Testing
import MarkupCore
@testable import MarkupTerminal

/// Struck, inserted and underlined text keeps its meaning where the output shows no attributes.
@Suite struct DecorationMarksTests {
    /// Plain text, as `render --colors none` writes it.
    private func plain(_ html: String, width: Int = 60, theme: String = "default") throws -> [String] {
        DocumentLayout.render(MarkupDocument(html: html).styled, theme: try TerminalGolden.theme(theme),
                              options: LayoutOptions(width: width, showsAttributes: false)).text
    }

    @Test func struckTextIsMarkedWithoutAttributes() throws {
        #expect(try plain("Was <del>$99</del> now $49") == ["Was [-$99-] now $49"])
        #expect(try plain("<s>old</s> <strike>older</strike> <span style='text-decoration: line-through'>oldest</span>")
                == ["[-old-] [-older-] [-oldest-]"])
        #expect(try plain("<ins>new</ins> and <u>stressed</u>") == ["{+new+} and _stressed_"])
    }

    @Test func marksHugTheTextNotTheSpacesAroundIt() throws {
        #expect(try plain("Was<del> $99 </del>now") == ["Was [-$99-] now"])
        #expect(try plain("<del>a <b>b</b> c</del>") == ["[-a b c-]"], "one element, one mark")
        #expect(try plain("<del>a</del> <del>b</del>") == ["[-a-] [-b-]"], "two elements, two marks")
        #expect(try plain("<u>a<del>b</del>c</u>") == ["_a[-b-]c_"], "nested as their elements")
        // ZMarkupParser's Christmas snapshot (Tests/RealCopy/snippets): the `u` the tree builder
        // reopens after `</b>` goes on in the same mark.
        #expect(try plain("<b>Christmas gi<u>fts</b> are here</u>!") == ["Christmas gi_fts are here_!"])
        #expect(try plain("The <u>final <del>countdown</del></u> on 12/9") == ["The _final [-countdown-]_ on 12/9"])
        // As in CSS, a descendant cannot take its ancestor's line off.
        #expect(try plain("<del>a<span style='text-decoration:none'>b</span>c</del>") == ["[-abc-]"])
    }

    @Test func marksCloseAtTheEndOfABlockAndWrapWithTheText() throws {
        #expect(try plain("<div style='text-decoration: line-through'><p>one</p><p>two</p></div>")
                == ["[-one-]", "", "[-two-]"])
        #expect(try plain("<del>one two three</del>", width: 8) == ["[-one", "two", "three-]"])
    }

    @Test func marksCloseBeforeALineBreak() throws {
        // A footer link list of a real template: `<u>View</u><br>Company` read `_View` / `_Company`.
        #expect(try plain("<p><u>View</u><br>Company</p>") == ["_View_", "Company"])
        #expect(try plain("<p><del>old<br>older</del> new</p>") == ["[-old-]", "[-older-] new"])
    }

    @Test func linksAreNumberedNotUnderlined() throws {
        #expect(try plain("<a href=/x>link</a> <del><a href=/y>old</a></del>") == ["link[1] [-old[2]-]", "", "[1] /x", "[2] /y"])
    }

    @Test func withAttributesNothingIsMarked() throws {
        let html = "Was <del>$99</del> <ins>new</ins> <u>u</u>"
        #expect(try TerminalGolden.text(html, width: 40) == ["Was $99 new u"])
        let rendered = try TerminalGolden.render(html, width: 40)
        #expect(rendered.lines[0][4].style.attributes.contains(.strikethrough))
    }

    @Test func aThemeThatCannotShowTheAttributeGetsTheMarks() throws {
        var theme = try TerminalGolden.theme("monochrome")
        theme.styles[.strikethrough] = ThemeStyle(removes: .strikethrough)
        let html = "Was <del>$99</del> <u>u</u>"
        let rendered = DocumentLayout.render(MarkupDocument(html: html).styled, theme: theme, options: LayoutOptions(width: 40))
        #expect(rendered.text == ["Was [-$99-] u"])
        theme.strikethroughMarks = TextMarks(open: "", close: "")
        #expect(DocumentLayout.render(MarkupDocument(html: html).styled, theme: theme, options: LayoutOptions(width: 40)).text
                == ["Was $99 u"], "empty marks turn them off")
    }

    @Test func marksBelongToTheElementAndItsTags() throws {
        let html = "a<del>$99</del>"
        let document = MarkupDocument(html: html)
        let rendered = DocumentLayout.render(document.styled, theme: try TerminalGolden.theme("default"),
                                             options: LayoutOptions(width: 40, showsAttributes: false))
        let del = document.tree.root.descendants.first { $0.tag == "del" }!
        let line = rendered.lines[0]
        #expect(line[1].grapheme == "[" && line[1].node == del.id && line[1].range == del.startTagRange)
        #expect(line[line.count - 1].grapheme == "]" && line[line.count - 1].range == del.endTagRange)
    }
}
