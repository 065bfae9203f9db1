import Testing
import MarkupCore
@testable import MarkupTerminal

@Suite struct ANSIWriterTests {
    private func ansi(_ html: String, depth: ColorDepth, theme: String = "default", hyperlinks: Bool = false) throws -> String {
        let rendered = try TerminalGolden.render(html, width: 40, theme: theme, hyperlinks: hyperlinks)
        return ANSIWriter(depth: depth, hyperlinks: hyperlinks).write(rendered)
    }

    @Test func noColorMeansNoEscapeSequenceAtAll() throws {
        let output = try ansi("<b>Sale</b> <span style='color:red'>now</span> <a href=x>go</a>", depth: .none)
        #expect(!output.contains("\u{1B}"))
        #expect(output == "Sale now go[1]\n\n[1] x\n")
    }

    @Test func onlyChangesAreWritten() throws {
        let output = try ansi("<b>ab</b>c", depth: .color16, theme: "monochrome")
        #expect(output == "\u{1B}[1mab\u{1B}[22mc\n")
    }

    @Test func coloursAtEachDepth() throws {
        let html = "<span style='color:#ff0000'>r</span>"
        #expect(try ansi(html, depth: .trueColor).contains("38;2;255;0;0m"))
        #expect(try ansi(html, depth: .color256).contains("38;5;196m"))
        #expect(try ansi(html, depth: .color16).contains("\u{1B}[91m"))
    }

    @Test func hyperlinksUseOSC8WithCleanTargets() throws {
        let output = try ansi("<a href='https://x.example/a b\u{7}'>go</a>", depth: .color256, hyperlinks: true)
        #expect(output.contains("\u{1B}]8;;https://x.example/a%20b\u{1B}\\"))
        #expect(output.contains("\u{1B}]8;;\u{1B}\\"))
    }

    @Test func everyClusterIsWrittenAsItsBytes() {
        // Longer than the writer's buffer, with clusters of one to four bytes, clusters of
        // several scalars and wide ones (whose continuation cells write nothing), in two styles.
        let text = String(repeating: "aé€😀👩‍💻🇯🇵日本e\u{301}", count: 60)
        let bold = TerminalStyle(attributes: [.bold])
        let cells = Cell.cells(text, style: .plain) + Cell.cells(text, style: bold)
        #expect(Array(ANSIWriter(depth: .none).line(cells).utf8) == Array((text + text).utf8))
        let styled = ANSIWriter(depth: .color16).line(cells)
        #expect(Array(styled.utf8) == Array((text + "\u{1B}[1m" + text + "\u{1B}[0m").utf8))
    }

    @Test func aChangeOfLookInsideASCIITextIsWrittenWhereItFalls() {
        // Runs of one-byte cells are copied without looking at each cell's style: a run ends
        // where the style or the link changes, even between two letters, and at the buffer's end.
        let bold = TerminalStyle(attributes: [.bold])
        let long = String(repeating: "x", count: 700)
        let cells = Cell.cells("ab", style: .plain) + Cell.cells("cd", style: bold)
            + [Cell(grapheme: "e", hyperlink: "https://a.example"), Cell(grapheme: "f", hyperlink: "https://b.example")]
            + Cell.cells(long + "g", style: .plain) + Cell.cells("h", style: bold)
        let escape = "\u{1B}["
        let link = { (url: String) in "\u{1B}]8;;" + url + "\u{1B}\\" }
        #expect(ANSIWriter(depth: .color16, hyperlinks: true).line(cells)
            == "ab" + escape + "1mcd" + escape + "22m" + link("https://a.example") + "e" + link("https://b.example") + "f"
            + link("") + long + "g" + escape + "1mh" + escape + "0m")
        #expect(ANSIWriter(depth: .none).line(cells) == "abcdef" + long + "gh")
    }

    @Test func eachChangeOfStyleIsOneSequenceInAFixedOrder() {
        // Off before on, bold and dim both off by 22 (the one kept turned on again), then colours.
        let first = TerminalStyle(foreground: ThemeColor(RGBAColor(red: 1, green: 22, blue: 255)),
                                  attributes: [.bold, .dim, .italic])
        let second = TerminalStyle(background: .ansi(9), attributes: [.dim, .underline])
        let third = TerminalStyle(foreground: ThemeColor(RGBAColor(red: 0, green: 0, blue: 0), fallback256: 16),
                                  background: .ansi(3), attributes: [.reverse, .strikethrough])
        let cells = Cell.cells("a", style: first) + Cell.cells("b", style: second) + Cell.cells("c", style: .plain)
            + Cell.cells("d", style: third)
        let escape = "\u{1B}["
        #expect(ANSIWriter(depth: .trueColor).line(cells)
            == escape + "1;2;3;38;2;1;22;255ma" + escape + "22;2;23;4;39;101mb" + escape + "22;24;49mc"
            + escape + "7;9;38;2;0;0;0;43md" + escape + "0m")
        #expect(ANSIWriter(depth: .color256).line(Cell.cells("d", style: third)) == escape + "7;9;38;5;16;43md" + escape + "0m")
    }

    @Test func documentEscapesNeverReachTheOutput() throws {
        let output = try ansi("x\u{1B}[31my \u{9B}2J &#x1b;]52;c;AAAA&#7;", depth: .trueColor)
        let escapes = output.components(separatedBy: "\u{1B}").dropFirst()
        #expect(escapes.allSatisfy { $0.hasPrefix("[") && !$0.hasPrefix("[31m") })
        #expect(!output.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x07 })
    }
}
