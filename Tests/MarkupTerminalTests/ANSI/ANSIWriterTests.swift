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

    @Test func documentEscapesNeverReachTheOutput() throws {
        let output = try ansi("x\u{1B}[31my \u{9B}2J &#x1b;]52;c;AAAA&#7;", depth: .trueColor)
        let escapes = output.components(separatedBy: "\u{1B}").dropFirst()
        #expect(escapes.allSatisfy { $0.hasPrefix("[") && !$0.hasPrefix("[31m") })
        #expect(!output.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x07 })
    }
}
