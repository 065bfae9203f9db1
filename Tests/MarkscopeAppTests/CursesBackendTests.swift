import Testing
import MarkupCore
import MarkupTerminal
@testable import MarkscopeApp
#if canImport(Glibc)
import Glibc
#endif

/// The ncurses backend without a terminal: newterm on /dev/null, cells read back.
@Suite(.serialized) struct CursesBackendTests {
    @Test func drawsCellsAndReadsThemBack() throws {
        let input = try #require(fopen("/dev/null", "r"))
        let output = try #require(fopen("/dev/null", "w"))
        defer { fclose(input); fclose(output) }
        let backend = try #require(CursesBackend(terminalType: "xterm-256color", input: input, output: output))
        defer { backend.stop() }
        #expect(backend.colorDepth == .color256)
        var buffer = CellBuffer(width: 20, height: 3)
        buffer.write("Sale 中文 ok", row: 0, column: 0, style: TerminalStyle(attributes: .bold))
        buffer.write("🇹🇼 flag", row: 1, column: 0)
        backend.draw(buffer, depth: .color256)
        #expect(backend.screenText(row: 0, width: 12) == "Sale 中文 ok")
        #expect(backend.screenText(row: 1, width: 7) == "TW flag")
        #expect(backend.isBold(row: 0, column: 0))
        #expect(backend.readKey() == nil)
    }

    /// Lent to an editor and taken back, curses draws again, and stopping twice is harmless.
    @Test func suspendedAndResumedItDrawsAgain() throws {
        let input = try #require(fopen("/dev/null", "r"))
        let output = try #require(fopen("/dev/null", "w"))
        defer { fclose(input); fclose(output) }
        let backend = try #require(CursesBackend(terminalType: "xterm-256color", input: input, output: output))
        var buffer = CellBuffer(width: 20, height: 2)
        buffer.write("Before the editor", row: 0, column: 0)
        backend.draw(buffer, depth: .color256)
        backend.suspend()
        backend.resume()
        buffer.write("After  the editor", row: 0, column: 0)
        backend.draw(buffer, depth: .color256)
        #expect(backend.screenText(row: 0, width: 17) == "After  the editor")
        backend.wait(milliseconds: 0, alsoWatching: [])
        #expect(backend.readKey() == nil)
        backend.stop()
        backend.stop()
    }

    @Test func clustersCursesCannotCountAreShortened() {
        #expect(CursesText.displayable(Cell(grapheme: "🇹🇼", width: 2)).text == "TW")
        #expect(CursesText.displayable(Cell(grapheme: "👨‍👩‍👧‍👦", width: 2)).text == "👨")
        #expect(CursesText.displayable(Cell(grapheme: "e\u{301}", width: 1)).text == "e\u{301}")
        let heart = CursesText.displayable(Cell(grapheme: "❤️", width: 2))
        #expect(heart.text == "❤" && heart.width == 1, "the backend pads it with a space to two columns")
    }
}
