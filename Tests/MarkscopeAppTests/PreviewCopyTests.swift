import Testing
import MarkupCore
import MarkupTerminal
@testable import MarkscopeApp

/// `y` copies through OSC 52: the source text of the selection, the focused detail row, or the
/// rendered text; the state holds it until the runtime writes the escape sequence.
@Suite struct PreviewCopyTests {
    @Test func yCopiesTheSelectedSourceText() throws {
        var state = try PreviewFixture.state("<p>Sale <b>now</b></p>")
        #expect(state.selection == SourceRange(start: 3, end: 8))
        _ = PreviewFixture.press([.character("y")], in: &state)
        #expect(state.pendingClipboard == "Sale ")
        #expect(state.message == "copied 5 bytes")
    }

    @Test func yInTheDetailPaneCopiesTheRow() throws {
        var state = try PreviewFixture.state("<p>Sale <b>now</b></p>")
        _ = PreviewFixture.press([.character("3")], in: &state)
        let row = state.detailRows[state.cursor(.detail).row].text
        _ = PreviewFixture.press([.character("y")], in: &state)
        #expect(state.pendingClipboard == row)
        #expect(state.message == "copied \(row.utf8.count) bytes")
    }

    @Test func yInTheRenderCopiesTheRenderedText() throws {
        var state = try PreviewFixture.state("<p>Sale <b>now</b></p><p>é</p>", width: 120)
        _ = PreviewFixture.press([.tab, .character("y")], in: &state)
        #expect(state.focus == .render)
        #expect(state.pendingClipboard == "Sale now\n\né")
        #expect(state.message == "copied 12 bytes")
    }

    /// One escape sequence: ESC ] 52 ; c ; base64 BEL (RFC 4648 base64, padded).
    @Test func osc52EncodesAsBase64() {
        #expect(OSC52.sequence(for: "") == "\u{1B}]52;c;\u{07}")
        #expect(OSC52.sequence(for: "Sale") == "\u{1B}]52;c;U2FsZQ==\u{07}")
        #expect(OSC52.base64(Array("f".utf8)) == "Zg==")
        #expect(OSC52.base64(Array("fo".utf8)) == "Zm8=")
        #expect(OSC52.base64(Array("foo".utf8)) == "Zm9v")
        #expect(OSC52.base64(Array("foobar".utf8)) == "Zm9vYmFy")
        #expect(OSC52.base64([0xFF, 0xFE, 0x3E]) == "//4+")
        #expect(OSC52.base64(Array("é".utf8)) == "w6k=")
    }
}
