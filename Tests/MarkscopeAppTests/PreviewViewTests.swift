import Testing
import MarkupCore
import MarkupTerminal
@testable import MarkscopeApp

@Suite struct PreviewViewTests {
    let html = "<p>Sale <b>50% off</b></p>\n<p>Big <Hot> deal</i></p>"

    @Test func drawsSourceRenderDetailAndStatus() throws {
        let state = try PreviewFixture.state(html, width: 100, height: 12)
        let lines = PreviewView.render(state).lines
        #expect(lines[0].hasPrefix("┌─ Source · copy.html "))
        #expect(lines[0].contains("┐┌─ Render · 48 cols "))
        #expect(lines[1] == "│    1 <p>Sale <b>50% off</b></p>                ││Sale 50% off                                    │")
        #expect(lines[2] == "│    2 <p>Big <Hot> deal</i></p>                 ││                                                │")
        #expect(lines[3].hasSuffix("││Big <Hot> deal                                  │"))
        #expect(lines[6].hasPrefix("┌─ 1 Tokens  [2 Normalized]  3 Tree  4 Styles  5 Diagnostics ─"))
        #expect(lines[7].hasPrefix("│1:1     start        <p>"))
        #expect(lines[11].hasPrefix(" copy.html  52 B  parsed "))
        #expect(lines[11].contains("2 repairs  │ default │ 256 │ width fit"), "a repair is counted once, as a repair")
        #expect(lines[11].hasSuffix("? help"))
    }

    /// Escape sequences, C1 controls and bidi overrides in the document show as placeholders
    /// in every pane; no cell holds a control character.
    @Test func hostileCopyShowsAsPlaceholdersInEveryPane() throws {
        let hostile = "<p>\u{1B}]0;pwned\u{7}Sale\u{1B}[2J \u{9B}31m \u{202E}fdp.exe</p>"
        for pane in ["1", "2", "3", "4", "5"] {
            var state = try PreviewFixture.state(hostile, width: 160, height: 14)
            _ = PreviewFixture.press([.character(Character(pane))], in: &state)
            let buffer = PreviewView.render(state)
            let lines = buffer.lines
            #expect(lines[1].contains("<p>␛]0;pwned␇Sale␛[2J ␛[31m ⁇fdp.exe</p>"), "source pane")
            #expect(lines[1].contains("␛]0;pwned␇Sale␛[2J ␛[31m ⁇fdp.exe"), "render pane")
            let controls = lines.joined().unicodeScalars.filter {
                $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
            }
            #expect(controls.isEmpty, "pane \(pane)")
        }
    }

    /// A URL of the link list is never broken: the render pane cuts it at its edge, and the
    /// cursor moving along it scrolls the pane to show the rest.
    @Test func aLongURLIsCutAtThePaneAndScrolledTo() throws {
        let url = "https://shop.example.com/bf?utm_source=email&utm_campaign=bf24&utm_content=footer-link"
        var state = try PreviewFixture.state("<p>Shop the <a href='\(url)'>sale</a></p>", width: 100, height: 12)
        _ = PreviewFixture.press([.tab, .end], in: &state)
        #expect(state.focus == .render)
        var lines = PreviewView.render(state).lines
        let urlRow = try #require(lines.firstIndex { $0.contains("││https://shop.example.com/bf?utm_source=email&utm") })
        #expect(lines[urlRow].hasSuffix("│"), "cut at the pane's edge, the frame intact")
        _ = PreviewFixture.press(Array(repeating: .right, count: url.count), in: &state)
        lines = PreviewView.render(state).lines
        #expect(lines[urlRow].contains("footer-link"), "\(lines[urlRow])")
    }

    @Test func columnsOnWideScreensOnePaneOnNarrowOnes() throws {
        var wide = try PreviewFixture.state(html, width: 160, height: 20)
        #expect(ScreenLayout.resolvedMode(for: wide) == .columns)
        #expect(PreviewView.render(wide).lines[0].components(separatedBy: "┐┌").count == 3)
        wide.screenWidth = 60
        #expect(ScreenLayout.resolvedMode(for: wide) == .single)
        #expect(PreviewView.render(wide).lines[0].hasPrefix("┌─ Source"))
        #expect(!PreviewView.render(wide).lines[0].contains("Render"))
    }

    @Test func tooSmallTerminalsSaySo() throws {
        let state = try PreviewFixture.state(html, width: 30, height: 8)
        let lines = PreviewView.render(state).lines
        #expect(lines.joined(separator: " ").contains("Terminal too small (30×8); markscope needs at least 40×10."))
    }

    @Test func cursorInSourceLightsUpWhatItBecame() throws {
        var state = try PreviewFixture.state(html, width: 100, height: 12)
        // Line 1, from its first column onto the 'b' of "<b>": the token `<b>` is selected.
        _ = PreviewFixture.press(Array(repeating: .left, count: 3) + Array(repeating: .right, count: 9), in: &state)
        #expect(state.selection == SourceRange(start: 8, end: 11))
        _ = PreviewFixture.press(Array(repeating: .right, count: 4), in: &state)
        #expect(state.selection == SourceRange(start: 11, end: 18), "the text token '50% off'")
        let buffer = PreviewView.render(state)
        let highlight = state.theme.uiStyle("link-highlight")
        let rendered = try #require(PreviewFixture.cell(buffer, row: 1, text: "50% off", from: 50))
        #expect(rendered.column > 50, "in the render pane")
        #expect(rendered.cell.style.background == highlight.background)
        let sale = try #require(PreviewFixture.cell(buffer, row: 1, text: "Sale 50%", from: 50))
        #expect(sale.cell.style.background != highlight.background, "cells from other tokens stay as they are")
    }

    @Test func helpOverlayListsEveryKey() throws {
        // Tall enough for the whole list: on smaller screens the help scrolls (PreviewPlaceTests).
        var state = try PreviewFixture.state(html, width: 100, height: 34)
        _ = PreviewFixture.press([.character("?")], in: &state)
        // Actions wrap inside the frame: compare the words.
        let lines = PreviewView.render(state).lines.map(Array.init)
        let top = try #require(lines.firstIndex { String($0).contains("┌─ Keys") })
        let left = try #require(lines[top].firstIndex(of: "┌"))
        let right = try #require(lines[top].lastIndex(of: "┐"))
        let text = lines[(top + 1)...].map { String($0[(left + 1)..<right]) }.flatMap { $0.split(separator: " ") }
            .joined(separator: " ")
        for binding in KeyBindings.help { #expect(text.contains(binding.action.split(separator: " ").joined(separator: " "))) }
        _ = PreviewFixture.press([.character("x")], in: &state)
        #expect(!state.showHelp)
    }

    @Test func depthSplitShowsFourRenders() throws {
        var state = try PreviewFixture.state("<b style='color:#ff0000'>Red</b>", width: 200, height: 20)
        _ = PreviewFixture.press([.character("L"), .character("L"), .character("D")], in: &state)
        #expect(state.layout == .rows, "a render pane wide enough for four renders of 20 columns")
        let buffer = PreviewView.render(state)
        #expect(buffer.lines[0].contains("truecolor | 256 | 16 | none"))
        let sourceWidth = ScreenLayout.areas(for: state)[.source]!.width
        #expect(buffer.text(row: 1).components(separatedBy: "Red").count == 6, "once in the source, four times rendered")
        let cells = (sourceWidth..<buffer.width).map { buffer[1, $0] }.filter { $0.grapheme == "R" }
        #expect(cells.count == 4)
        #expect(cells[2].style.foreground == .ansi(9))
        #expect(cells[3].style.foreground == nil)
    }

    @Test func problemsShowInTheStatusLine() throws {
        var state = try PreviewFixture.state(html, width: 100, height: 12)
        PreviewUpdate.documentLoaded(.failure(DocumentReadError("cannot read 'copy.html': No such file or directory")),
                                     now: 1, clock: { 0 }, in: &state)
        let status = PreviewView.render(state).lines[10]  // the problem line, above the status line
        #expect(status.hasPrefix(" cannot read 'copy.html': No such file or directory (showing the last good version)"))
        #expect(PreviewView.render(state).lines[1].contains("Sale 50% off"), "the last good render stays")
    }
}
