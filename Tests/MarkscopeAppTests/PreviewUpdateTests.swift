import Testing
import MarkupCore
import MarkupTerminal
@testable import MarkscopeApp

@Suite struct PreviewUpdateTests {
    @Test func quitAndFocus() throws {
        var state = try PreviewFixture.state("<b>x</b>")
        #expect(state.focus == .source)
        _ = PreviewFixture.press([.tab], in: &state)
        #expect(state.focus == .render)
        _ = PreviewFixture.press([.backTab, .backTab], in: &state)
        #expect(state.focus == .detail)
        #expect(PreviewFixture.press([.character("q")], in: &state) == [.quit])
        #expect(state.isQuitting)
    }

    @Test func detailPanesByNumber() throws {
        var state = try PreviewFixture.state("<b>x</b>")
        for (digit, pane) in zip("12345", DetailPane.allCases) {
            _ = PreviewFixture.press([.character(digit)], in: &state)
            #expect(state.detail == pane)
            #expect(state.focus == .detail)
        }
        _ = PreviewFixture.press([.character("3")], in: &state)
        #expect(state.detailRows.map(\.text) == ["root", "└─ bold <b>", "   └─ text \"x\""])
    }

    @Test func renderCursorSelectsItsSourceAndTheTreeFollows() throws {
        var state = try PreviewFixture.state("<p>one <i>two</i></p>")
        _ = PreviewFixture.press([.character("3"), .tab, .tab], in: &state)
        #expect(state.focus == .render)
        _ = PreviewFixture.press([.right, .right, .right, .right, .right], in: &state)
        #expect(state.selection == SourceRange(start: 11, end: 12), "the 'w' of 'two'")
        let linked = state.detailRows.filter { $0.isLinked(to: state.selection!) }.map(\.text)
        #expect(linked == ["      └─ text \"two\""])
    }

    @Test func enterOnADiagnosticJumpsToIt() throws {
        var state = try PreviewFixture.state("<p>ok</p>\n<p>stray </i> here</p>")
        _ = PreviewFixture.press([.character("5")], in: &state)
        #expect(state.detailRows[0].text.contains("'</i>' has no open <i> to close"))
        _ = PreviewFixture.press([.enter], in: &state)
        #expect(state.focus == .source)
        #expect(state.cursor(.source).row == 1)
        #expect(state.selection == SourceRange(start: 19, end: 23))
    }

    @Test func stepModeGrowsThePipelineTokenByToken() throws {
        var state = try PreviewFixture.state("<b>Bold<i>Both</b>Italic</i>")
        _ = PreviewFixture.press([.character("s")], in: &state)
        #expect(state.step == 1)
        #expect(state.rendered.text == [])
        _ = PreviewFixture.press([.character("]")], in: &state)
        #expect(state.rendered.text == ["Bold"])
        _ = PreviewFixture.press(Array(repeating: .character("]"), count: 4), in: &state)
        #expect(state.step == 6)
        #expect(state.rendered.text == ["BoldBothItalic"])
        let repairs = state.detailRows.filter { $0.text.contains("↳") }.map(\.text)
        #expect(repairs.contains { $0.contains("closed-early") })
        _ = PreviewFixture.press([.character("[")], in: &state)
        #expect(state.step == 5)
        _ = PreviewFixture.press([.character("s")], in: &state)
        #expect(state.step == nil)
    }

    @Test func searchMovesToMatches() throws {
        var state = try PreviewFixture.state("<p>alpha</p>\n<p>beta</p>\n<p>gamma beta</p>")
        _ = PreviewFixture.press([.character("/")], in: &state)
        PreviewFixture.type("beta", in: &state)
        #expect(state.searchInput == "beta")
        _ = PreviewFixture.press([.enter], in: &state)
        #expect(state.cursor(.source).row == 1)
        _ = PreviewFixture.press([.character("n")], in: &state)
        #expect(state.cursor(.source).row == 2)
        #expect(state.cursor(.source).column == 9)
        _ = PreviewFixture.press([.character("N")], in: &state)
        #expect(state.cursor(.source).row == 1)
    }

    @Test func widthThemeDepthAndLayoutKeys() throws {
        var state = try PreviewFixture.state("<p>one two three four five six seven</p>")
        _ = PreviewFixture.press([.character("w")], in: &state)
        #expect(state.widthSlot == .fixed(40))
        #expect(state.rendered.width == 40)
        #expect(PreviewFixture.press([.character("T")], in: &state) == [.loadTheme("light")])
        PreviewUpdate.themeLoaded(.success(try ThemeLoader(searchPaths: []).load("light")), name: "light", in: &state)
        #expect(state.themeName == "light")
        _ = PreviewFixture.press([.character("c")], in: &state)
        #expect(state.depth == .color16)
        _ = PreviewFixture.press([.character("c"), .character("c")], in: &state)
        #expect(state.depth == .trueColor)
        #expect(state.effectiveDepth == .color256, "capped by what the terminal shows")
        _ = PreviewFixture.press([.character("L")], in: &state)
        #expect(state.layout == .columns)
    }

    @Test func widthKeyReresolvesMediaRules() throws {
        let html = "<style>@media (max-width: 400px) { .wide { display: none } }</style><p class=wide>WIDE</p><p>always</p>"
        var state = try PreviewFixture.state(html)
        func text() -> String { state.rendered.lines.map { $0.map(\.grapheme).joined() }.joined(separator: "\n") }
        _ = PreviewFixture.press([.character("w")], in: &state)
        // 40 columns are 320 CSS px: the narrow rule hides the paragraph.
        #expect(state.snapshot?.document.styled.options.viewportWidth == 320)
        #expect(!text().contains("WIDE"))
        #expect(text().contains("always"))
        _ = PreviewFixture.press([.character("w")], in: &state)
        #expect(state.widthSlot == .fixed(60))
        #expect(text().contains("WIDE"))
    }

    @Test func brokenThemeKeepsTheLastGoodOne() throws {
        var state = try PreviewFixture.state("<b>x</b>")
        let error = ThemeLoadError(errors: [ThemeError(path: "Themes/brand.toml", line: 3, column: 7, message: "bad colour 'x'")])
        PreviewUpdate.themeLoaded(.failure(error), name: "brand", in: &state)
        #expect(state.themeName == "default")
        #expect(state.themeError == "Themes/brand.toml:3:7: error: bad colour 'x'")
        #expect(PreviewView.render(state).lines.dropLast().last!.hasPrefix(" Themes/brand.toml:3:7: error: bad colour 'x'"))
    }

    @Test func reloadKeepsTheScrollAndMarksChanges() throws {
        let body = (1...40).map { "<p>paragraph \($0)</p>" }.joined(separator: "\n")
        var state = try PreviewFixture.state(body, width: 100, height: 20)
        _ = PreviewFixture.press([.tab], in: &state)
        _ = PreviewFixture.press(Array(repeating: .down, count: 30), in: &state)
        let top = state.cursor(.render).top
        #expect(top > 0)
        let edited = body.replacingOccurrences(of: "paragraph 35", with: "paragraph thirty-five")
        PreviewUpdate.documentLoaded(.success(Array(edited.utf8)), now: 10, clock: { 0 }, in: &state)
        #expect(state.cursor(.render).top == top)
        #expect(state.changedLines.count == 1)
        PreviewUpdate.tick(now: 12, in: &state)
        #expect(state.changedLines.isEmpty)
    }

    /// A big document shows its first screens before the rest is laid out; finished, it is
    /// exactly the whole layout, at the same place, with the same changed lines marked.
    @Test func aBigDocumentReloadsScreenFirst() throws {
        let body = (1...400).map { "<p>paragraph \($0)</p>" }.joined(separator: "\n")
        var state = try PreviewFixture.state(body, width: 100, height: 20)
        state.screenFirstByteLimit = 1_000
        _ = PreviewFixture.press([.tab], in: &state)
        _ = PreviewFixture.press(Array(repeating: .down, count: 30), in: &state)
        let top = state.cursor(.render).top
        let edited = body.replacingOccurrences(of: "paragraph 35<", with: "paragraph thirty-five<")
        let rest = try #require(PreviewUpdate.documentLoaded(.success(Array(edited.utf8)), now: 10, clock: { 0 }, in: &state))
        #expect(state.pendingLayout != nil)
        #expect(state.rendered.lines.count >= top + 40 && state.rendered.lines.count < 200)
        #expect(state.cursor(.render).top == top)
        let firstScreen = PreviewView.render(state, now: 10).lines
        PreviewUpdate.finishLayout(rest, in: &state)
        #expect(state.pendingLayout == nil)
        let whole = DocumentLayout.render(MarkupDocument(html: edited).styled, theme: state.theme,
                                          options: LayoutOptions(width: state.renderWidth))
        #expect(state.rendered.text == whole.text)
        #expect(state.rowCount(.render) == whole.lines.count)
        #expect(state.cursor(.render).top == top)
        #expect(state.changedLines.count == 1)
        #expect(PreviewView.render(state, now: 10).lines.dropLast() == firstScreen.dropLast(), "the first screen was already right")
    }

    @Test func nonUTF8RewriteKeepsTheLastGoodVersion() throws {
        var state = try PreviewFixture.state("<b>good</b>")
        PreviewUpdate.documentLoaded(.success([0x3C, 0x62, 0x3E, 0xFF, 0xFE]), now: 1, clock: { 0 }, in: &state)
        #expect(state.rendered.text == ["good"])
        #expect(state.documentError == "not UTF-8 at 1:4 (showing the last good version)")
        PreviewUpdate.documentLoaded(.success(Array("<i>fixed</i>".utf8)), now: 2, clock: { 0 }, in: &state)
        #expect(state.documentError == nil)
        #expect(state.rendered.text == ["fixed"])
    }

    @Test func aFileTooBigToPreviewLiveShowsItsStartAndSaysSo() throws {
        var state = try PreviewFixture.state("<b>small</b>")
        state.previewByteLimit = 40_000
        let paragraph = Array("<p>Spring sale: 週年慶 up to 50% off</p>\n".utf8)
        var bytes: [UInt8] = []
        while bytes.count <= 50_000 { bytes += paragraph }
        PreviewUpdate.documentLoaded(.success(bytes), now: 1, clock: { 0 }, in: &state)
        let shown = try #require(state.snapshot).byteCount
        #expect(shown <= 40_000 && shown > 40_000 - paragraph.count)
        #expect(shown % paragraph.count == 0, "cut after a whole line")
        #expect(state.documentNotice == "showing the first 39.1 KB of 48.9 KB: too big to preview live (markscope render shows it all)")
        #expect(state.documentError == nil)
        let status = PreviewView.render(state, now: 1).lines.dropLast().last ?? ""  // the problem line, above the status line
        #expect(status.hasPrefix(" showing the first 39.1 KB of 48.9 KB"))
        PreviewUpdate.documentLoaded(.success(Array("<i>fixed</i>".utf8)), now: 2, clock: { 0 }, in: &state)
        #expect(state.documentNotice == nil)
    }

    @Test func treeNodesFold() throws {
        var state = try PreviewFixture.state("<p><b>a</b><i>b</i></p>")
        _ = PreviewFixture.press([.character("3"), .character("g"), .down], in: &state)
        _ = PreviewFixture.press([.character(" ")], in: &state)
        #expect(state.detailRows.map(\.text) == ["root", "└▸ paragraph <p> (+4 hidden)"])
        _ = PreviewFixture.press([.character(" ")], in: &state)
        #expect(state.detailRows.count == 6)
    }

    @Test func stylesPaneExplainsTheSelectedCopy() throws {
        var state = try PreviewFixture.state("<style>.promo { color: #e00 }</style><p class=promo>Sale <b>now</b></p>")
        _ = PreviewFixture.press([.character("4"), .tab, .tab], in: &state)
        _ = PreviewFixture.press(Array(repeating: .right, count: 5), in: &state)
        let text = state.detailRows.map(\.text)
        #expect(text[0].hasPrefix("text \"now\""))
        #expect(text.contains { $0.contains("color") && $0.contains("← style sheet rule '.promo' on <p>") })
        #expect(text.contains { $0.contains("font-weight") && $0.contains("← tag default on <b>") })
        #expect(text.contains { $0.hasPrefix("  theme default at 256: bold fg=") })
        #expect(text.contains("  roles: text, strong"))
    }
}
