import Testing
import MarkupCore
@testable import MarkupTerminal

/// `render` writes lines of text from the flow's segments (``DocumentLayout/write(_:theme:options:writer:send:)``),
/// not from lines of cells: its bytes must be those of every line of cells written by
/// ``ANSIWriter/appendLine(_:to:)``, at any width, colour depth and link mode.
@Suite struct SegmentWriteTests {
    /// The bytes of the cell lines `render(eachLine:)` gives, each written and ended by a newline.
    static func viaCells(_ document: StyledDocument, theme: Theme, options: LayoutOptions, writer: ANSIWriter) -> [UInt8] {
        var bytes: [UInt8] = []
        DocumentLayout.render(document, theme: theme, options: options) { line in
            writer.appendLine(line, to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    static func viaSegments(_ document: StyledDocument, theme: Theme, options: LayoutOptions,
                            writer: ANSIWriter) -> [UInt8] {
        var bytes: [UInt8] = []
        DocumentLayout.write(document, theme: theme, options: options, writer: writer) { bytes += $0 }
        return bytes
    }

    static func expectSameBytes(_ document: StyledDocument, name: String, themes: [String] = ["default"]) throws {
        for themeName in themes {
            let theme = try TerminalGolden.theme(themeName)
            for width in [1, 13, 40, 80] {
                for depth in [ColorDepth.none, .trueColor, .color16] {
                    for hyperlinks in depth == .none ? [false] : [false, true] {
                        let writer = ANSIWriter(depth: depth, hyperlinks: hyperlinks)
                        let options = LayoutOptions(width: width, hyperlinks: hyperlinks, showsAttributes: depth != .none)
                        let cells = viaCells(document, theme: theme, options: options, writer: writer)
                        let segments = viaSegments(document, theme: theme, options: options, writer: writer)
                        #expect(cells == segments,
                                "\(name), \(themeName), width \(width), \(depth), hyperlinks \(hyperlinks)")
                    }
                }
            }
        }
    }

    @Test(arguments: TerminalGolden.sampleNames())
    func sampleDocumentsWriteTheBytesOfTheirCells(_ name: String) throws {
        try Self.expectSameBytes(try TerminalGolden.sample(name).styled, name: name, themes: ["default", "monochrome"])
    }

    /// What a line of segments must get right: alignment padding, prefixes (list markers, quote
    /// bars) fitted and cut, trailing blanks trimmed into the prefix, collapsed spaces that
    /// split a text's range, wide clusters and their placeholder on one column, `pre` with
    /// tabs, decoration marks, link numbers glued before a trailing space, forced breaks.
    @Test(arguments: [
        "<p style='text-align:center'>centred words that wrap over more than one line of text</p>",
        "<p style='text-align:right'>right   aligned\n\n  text   with   gaps</p>",
        "<ul><li>one <b>bold</b> item</li><li><ol><li>nested  item with more words</li></ol></li></ul>",
        "<blockquote><p>quoted text&nbsp;&nbsp; </p><blockquote>deeper</blockquote></blockquote>",
        "<p>漢字とかなの文章、句読点。Mixed 한국어 text 😀 👩‍💻 🇯🇵 e\u{301}t\u{301}é</p>",
        "<pre>\tcode\twith tabs\n  and  spaces   \nend</pre>",
        "<p><u>underlined</u> <del>$99</del> <ins>new</ins> <a href='https://x.example/a'>link </a>after</p>",
        "<p>a<br><br>b<br></p><p>  </p><p>&nbsp;</p><hr><h1>Head</h1>",
        "<p>averyveryverylongwordthatcannotfitonanylineatallwithoutbeingbroken and-hyphenated-words</p>",
        "<table><tr><td>cell one</td><td>cell two with more text</td></tr></table><p>after the table</p>",
    ])
    func edgeCasesWriteTheBytesOfTheirCells(_ html: String) throws {
        try Self.expectSameBytes(MarkupDocument(html: html).styled, name: html)
    }
}
