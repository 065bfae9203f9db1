import Foundation
import Testing
import MarkupCore
import MarkupTerminal
@testable import MarkscopeApp

/// The previewer keeps what the user is looking at: pane switches, start-up, sideways scrolls.
@Suite struct PreviewPlaceTests {
    /// `3` after the cursor is on "Bold" keeps "Bold" selected and puts the tree's cursor on
    /// its text node, instead of on `root` (which selected the whole document).
    @Test func detailKeysKeepTheSelectionAndPutTheCursorOnTheLinkedRow() throws {
        var state = try PreviewFixture.state("<b>Bold<i>Both</b>Italic</i>")
        _ = PreviewFixture.press(Array(repeating: .left, count: 9) + Array(repeating: .right, count: 4), in: &state)
        let bold = SourceRange(start: 3, end: 7)
        #expect(state.selection == bold)
        _ = PreviewFixture.press([.character("3")], in: &state)
        #expect(state.focus == .detail)
        #expect(state.selection == bold)
        #expect(state.detailRows[state.cursor(.detail).row].text.hasSuffix("text \"Bold\""))
        _ = PreviewFixture.press([.character("1")], in: &state)
        #expect(state.selection == bold)
        #expect(state.detailRows[state.cursor(.detail).row].text.contains("Bold"))
        _ = PreviewFixture.press([.character("3"), .down, .down], in: &state)
        #expect(state.detailRows[state.cursor(.detail).row].text.hasSuffix("text \"Both\""))
        _ = PreviewFixture.press([.tab], in: &state)
        #expect(state.focus == .source)
        #expect(state.selection == SourceRange(start: 10, end: 14))
        #expect(state.cursor(.source).column == 10, "on the 'B' of Both")
    }

    /// At start-up the first text is selected, and the source cursor is on it.
    @Test func startUpSelectsTheFirstText() throws {
        let state = try PreviewFixture.state("<p>Sale <b>now</b></p>", width: 100, height: 12)
        #expect(state.selection == SourceRange(start: 3, end: 8))
        #expect(state.cursor(.source).column == 3)
        let buffer = PreviewView.render(state)
        let highlight = state.theme.uiStyle("link-highlight")
        let rendered = try #require(PreviewFixture.cell(buffer, row: 1, text: "Sale", from: 50))
        #expect(rendered.cell.style.background == highlight.background)
    }

    /// The tree pane draws `├─ └─ │` guides as `dump --stage ast` does, and marks folded nodes.
    @Test func treePaneDrawsGuidesAsTheDumpDoes() throws {
        var state = try PreviewFixture.state("<p><b>a</b><i>b</i></p><p>c</p>")
        _ = PreviewFixture.press([.character("3")], in: &state)
        let dump = TreeDump.text(of: state.shown!.tree.root, showRanges: false)
        #expect(state.detailRows.map(\.text) == dump.components(separatedBy: "\n"))
        #expect(state.detailRows.map(\.text) == [
            "root", "├─ paragraph <p>", "│  ├─ bold <b>", "│  │  └─ text \"a\"", "│  └─ italic <i>", "│     └─ text \"b\"",
            "└─ paragraph <p>", "   └─ text \"c\"",
        ])
        _ = PreviewFixture.press([.character("g"), .down, .down, .character(" ")], in: &state)
        #expect(state.detailRows.map(\.text)[1...3] == ["├─ paragraph <p>", "│  ├▸ bold <b> (+1 hidden)", "│  └─ italic <i>"])
    }

    /// A one-line HTML string: the render cursor on "Weekend" scrolls the source pane sideways
    /// to the linked (highlighted) text.
    @Test func sourcePaneScrollsSidewaysToTheLinkedText() throws {
        let padding = String(repeating: "<span style='color:#333'>x</span>", count: 4)
        var state = try PreviewFixture.state("<p>Sale</p>\(padding)<p>Weekend flash</p>", width: 100, height: 30)
        _ = PreviewFixture.press([.tab, .character("G")], in: &state)
        #expect(state.focus == .render)
        #expect(state.rendered.text.last == "Weekend flash")
        let buffer = PreviewView.render(state)
        let highlight = state.theme.uiStyle("link-highlight")
        let found = PreviewFixture.cell(buffer, row: 1, text: "Weekend")
        #expect(found != nil, "\(buffer.lines[1])")
        let weekend = try #require(found)
        #expect(weekend.column < 50, "in the source pane")
        #expect(weekend.cell.style.background == highlight.background)
    }

    /// The source pane's sideways offset starts again from the first column after `L` and
    /// after a search jump, when what the cursor is on fits.
    @Test func sidewaysOffsetResetsAfterLayoutAndSearch() throws {
        let long = "<p>" + String(repeating: "word ", count: 16) + "end</p>"
        var state = try PreviewFixture.state(long + "\n<p>Sale now</p>", width: 100, height: 30)
        _ = PreviewFixture.press(Array(repeating: .right, count: 60), in: &state)
        #expect(state.cursor(.source).left > 0)
        _ = PreviewFixture.press([.character("L"), .character("L"), .character("L")], in: &state)
        #expect(state.layout == .single)
        #expect(state.cursor(.source).left == 0, "the whole line fits at 100 columns")
        _ = PreviewFixture.press([.character("L")], in: &state)
        _ = PreviewFixture.press(Array(repeating: .right, count: 20), in: &state)
        #expect(state.cursor(.source).left > 0)
        _ = PreviewFixture.press([.character("/")], in: &state)
        PreviewFixture.type("now", in: &state)
        _ = PreviewFixture.press([.enter], in: &state)
        #expect(state.cursor(.source).row == 1)
        #expect(state.cursor(.source).left == 0)
        #expect(PreviewView.render(state).lines[2].contains("<p>Sale now</p>"))
    }

    /// A detail row wider than the pane is shown whole in a footer while the cursor is on it.
    @Test func theFocusedDetailRowIsShownWholeInAFooter() throws {
        var state = try PreviewFixture.state("<b>Bold<i>Both</b>Italic</i>", width: 60, height: 20)
        _ = PreviewFixture.press([.character("2"), .character("g")], in: &state)
        let index = try #require(state.detailRows.firstIndex { $0.text.contains("closed-early") })
        _ = PreviewFixture.press(Array(repeating: .down, count: index), in: &state)
        let text = state.detailRows[index].text
        #expect(DisplayWidth.of(text) > 58, "wider than the pane: \(text)")
        let lines = PreviewView.render(state).lines
        let footer = try #require((1..<18).last { lines[$0].hasPrefix("├─") }, "a rule above the footer")
        let shown = lines[(footer + 1)..<18].map { String($0.dropFirst().dropLast()) }.joined()
        #expect(shown.hasPrefix(text))
        _ = PreviewFixture.press([.character("g")], in: &state)
        #expect(!PreviewView.render(state).lines.contains { $0.hasPrefix("├─") }, "a row that fits needs no footer")
    }

    /// Search in the render matches the text as written, across a line wrap and tags.
    @Test func renderSearchMatchesAcrossWrapsAndTags() throws {
        var state = try PreviewFixture.state("<p>Our summer sale starts this <b>Weekend</b> <i>flash</i> deals for all</p><p>weekend again</p>",
                                             width: 100, height: 30)
        _ = PreviewFixture.press([.character("w"), .tab], in: &state)
        #expect(state.renderWidth == 40)
        #expect(state.rendered.text.prefix(2) == ["Our summer sale starts this Weekend", "flash deals for all"])
        _ = PreviewFixture.press([.character("/")], in: &state)
        PreviewFixture.type("weekend flash", in: &state)
        _ = PreviewFixture.press([.enter], in: &state)
        #expect(state.message == "/weekend flash")
        #expect(state.cursor(.render).row == 0)
        #expect(state.cursor(.render).column == 28)
        let selection = try #require(state.selection)
        #expect(state.rendered.lines[1].first { $0.grapheme == "f" }.flatMap(\.range).map { selection.contains($0.start) } == true,
                "the match runs onto the next line")
        _ = PreviewFixture.press([.character("n")], in: &state)
        #expect(state.cursor(.render).row == 0, "the only match: n comes back to it")
        #expect(state.message == "/weekend flash")
    }

    /// `D` on a narrow screen shows as many depths side by side as fit at a readable width,
    /// and each further `D` shows the next ones, until all four were shown.
    @Test func depthSplitOnANarrowScreenShowsFewerDepthsAtATime() throws {
        var state = try PreviewFixture.state("<b style='color:#ff0000'>Red sale now on</b>", width: 60, height: 20)
        _ = PreviewFixture.press([.tab, .character("D")], in: &state)
        #expect(state.depthSplit)
        #expect(state.renderWidth >= 20, "not \(state.renderWidth) columns")
        var seen: [String] = []
        for _ in 0..<4 where state.depthSplit {
            let title = PreviewView.render(state).lines[0]
            #expect(title.contains("Render · \(state.renderWidth) cols"))
            #expect(PreviewView.render(state).lines[1].components(separatedBy: "Red sale now on").count - 1 == state.depthSplitShown.count)
            seen += state.depthSplitShown.map(\.rawValue)
            _ = PreviewFixture.press([.character("D")], in: &state)
        }
        #expect(seen == ["truecolor", "256", "16", "none"])
        #expect(!state.depthSplit)
        var wide = try PreviewFixture.state("<b>x</b>", width: 200, height: 20)
        _ = PreviewFixture.press([.character("L"), .character("L"), .character("D")], in: &wide)
        #expect(wide.depthSplitShown.count == 4, "a wide render pane shows all four at once")
    }

    /// Help at 60×20 scrolls (j, k, PgDn, g, G) and lists every key, the mouse and `--no-mouse`
    /// among them; its rows wrap instead of being cut.
    @Test func helpScrollsAtSixtyByTwentyAndListsEveryKey() throws {
        var state = try PreviewFixture.state("<p>Sale</p>", width: 60, height: 20)
        _ = PreviewFixture.press([.character("?")], in: &state)
        var seen: [String] = []
        for _ in 0..<60 {
            let lines = PreviewView.render(state).lines
            seen += lines.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")) }
            _ = PreviewFixture.press([.character("j")], in: &state)
            #expect(state.showHelp, "j scrolls the help instead of closing it")
        }
        let text = seen.joined(separator: " ").split(separator: " ").joined(separator: " ")
        for binding in KeyBindings.help {
            #expect(text.contains(binding.action.split(separator: " ").joined(separator: " ")), "\(binding.action)")
        }
        #expect(text.contains("--no-mouse"))
        #expect(KeyBindings.help.contains { $0.keys.contains("mouse") })
        #expect(state.helpTop > 0)
        _ = PreviewFixture.press([.character("g")], in: &state)
        #expect(state.helpTop == 0)
        _ = PreviewFixture.press([.escape], in: &state)
        #expect(!state.showHelp)
    }

    /// `W` wraps long source lines (as `less -S` toggles): the line number shows once, the
    /// rest of the line follows on the next rows, and the linked text is found on them.
    @Test func wrapToggleForLongSourceLines() throws {
        let long = "<p>" + String(repeating: "word ", count: 16) + "end</p>"
        var state = try PreviewFixture.state(long + "\n<p>Sale now</p>", width: 100, height: 30)
        _ = PreviewFixture.press([.character("W")], in: &state)
        #expect(state.wrapSource)
        #expect(state.sourceRows.count == 4, "90 columns at 42 a row: three rows, then line 2")
        var lines = PreviewView.render(state).lines
        #expect(lines[1].hasPrefix("│    1 <p>word word"))
        #expect(lines[2].hasPrefix("│      "))
        let pieces = lines[1...3].map { String($0.dropFirst(7).prefix(42)) }
        #expect(pieces.joined().trimmingCharacters(in: .whitespaces) == long, "the whole line, no sideways scroll")
        #expect(lines[4].hasPrefix("│    2 <p>Sale now</p>"))
        _ = PreviewFixture.press([.tab, .character("G")], in: &state)
        #expect(state.sourceRows[state.sourceRows.firstIndex(linkedTo: state.selection!)!].text.contains("Sale now"))
        _ = PreviewFixture.press([.character("W")], in: &state)
        #expect(!state.wrapSource)
        #expect(state.sourceRows.count == 2)
        lines = PreviewView.render(state).lines
        #expect(lines[2].hasPrefix("│    2 <p>Sale now</p>"))
        #expect(KeyBindings.help.contains { $0.keys == "W" })
    }
}
