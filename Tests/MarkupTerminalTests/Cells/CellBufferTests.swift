import Testing
@testable import MarkupTerminal

@Suite struct CellBufferTests {
    @Test func writesTextAndKeepsWideCharactersWhole() {
        var buffer = CellBuffer(width: 6, height: 2)
        buffer.write("a中b", row: 0, column: 0)
        #expect(buffer.lines == ["a中b", ""])
        buffer.write("x", row: 0, column: 2)
        #expect(buffer.lines[0] == "a xb", "overwriting half of 中 blanks the other half")
        buffer.write("中中中", row: 1, column: 1)
        #expect(buffer.lines[1] == " 中中", "a wide character that does not fit is not drawn")
    }

    @Test func restyleAndSnapshot() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.write("abcd", row: 0, column: 0)
        buffer.restyle(row: 0, column: 1, width: 2) { _ in TerminalStyle(attributes: .reverse) }
        let cells = (0..<4).map { buffer[0, $0] }
        #expect(CellSnapshot.describe([cells], depth: .none) == "│abcd\n│.aa.\nstyles:\na: reverse")
    }
}
