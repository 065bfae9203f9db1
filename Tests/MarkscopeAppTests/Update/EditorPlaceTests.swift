import Testing
import MarkupCore
import MarkupTerminal
@testable import MarkscopeApp

/// The place `e` opens the editor at: the cursor's source line and column, in each editor's units.
@Suite struct EditorPlaceTests {
    @Test func columnsAreCountedInBytesCharactersAndScreenCells() {
        let source = SourceText("<p>one</p>\n\t<b>é中x</b>\n")
        let offset = Array(source.bytes).indices.first { source.bytes[$0] == UInt8(ascii: "x") }!
        let place = EditorPlace(path: "copy.html", source: source, offset: offset)
        #expect(place.line == 2)
        #expect(place.byteColumn == 10, "tab, <b>, é (2 bytes), 中 (3 bytes), then x")
        #expect(place.characterColumn == 7)
        #expect(place.screenColumn == 15, "the tab fills 8 columns; <b> 3, é 1, 中 2")
    }

    @Test func inTheSourceTheByteUnderTheCursor() throws {
        var state = try PreviewFixture.state("<p>Sale</p>\n<p>Flash <b>deal</b></p>", path: "/copy/promo.html")
        _ = PreviewFixture.press([.character("j"), .character("0"), .character("l"), .character("l"), .character("l"), .character("l")],
                                 in: &state)
        #expect(state.focus == .source)
        let effects = PreviewFixture.press([.character("e")], in: &state)
        #expect(effects == [.openEditor(EditorPlace(path: "/copy/promo.html", line: 2, byteColumn: 5, characterColumn: 5, screenColumn: 5))])
    }

    @Test func elsewhereTheStartOfTheSelection() throws {
        var state = try PreviewFixture.state("<p>Sale</p>\n<p>Flash <b>deal</b></p>", path: "/copy/promo.html")
        _ = PreviewFixture.press([.tab], in: &state)
        #expect(state.focus == .render)
        _ = PreviewFixture.press([.character("G"), .character("$")], in: &state)
        // The render cursor is on the last letter of "deal": its source byte.
        let selection = try #require(state.selection)
        #expect(state.snapshot?.document.source.string(in: selection) == "l")
        let effects = PreviewFixture.press([.character("e")], in: &state)
        #expect(effects == [.openEditor(EditorPlace(path: "/copy/promo.html", line: 2, byteColumn: 16, characterColumn: 16,
                                                    screenColumn: 16))])
    }

    @Test func standardInputHasNoFileToEdit() throws {
        var state = try PreviewFixture.state("<p>Sale</p>", path: "-")
        let effects = PreviewFixture.press([.character("e")], in: &state)
        #expect(effects.isEmpty)
        #expect(state.message == "standard input has no file to edit")
    }
}
