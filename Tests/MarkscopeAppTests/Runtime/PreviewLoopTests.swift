import Testing
import MarkupCore
import MarkupTerminal
@testable import MarkscopeApp

/// The event loop driven through the in-memory terminal: keys, resizes, live reloads of the
/// document and the theme, the clipboard, and quitting.
@Suite struct PreviewLoopTests {
    @Test func keysReachTheScreenAndQuittingRestoresTheTerminal() throws {
        let fixture = try LoopFixture("<p>First <b>line</b></p>\n<p>Second line</p>\n<p>Third line</p>")
        var helpShown: [String] = []
        var afterHelp: [String] = []
        var backend: MemoryBackend!
        backend = MemoryBackend(width: 120, height: 30, script: [
            .key(.character("j")), .key(.character("?")), .run { helpShown = backend.screen },
            .key(.escape), .run { afterHelp = backend.screen }, .key(.character("q")),
        ])
        let loop = try fixture.loop(backend)
        loop.run()
        #expect(!backend.ranOut, "q quit the loop")
        #expect(helpShown.contains { $0.contains(" Keys") } && helpShown.contains { $0.contains("edit the document") })
        #expect(!afterHelp.contains { $0.contains(" Keys") }, "Escape closed the help")
        #expect(afterHelp.contains { $0.contains("│    2 <p>Second line</p>") }, "\(afterHelp.joined(separator: "\n"))")
        #expect(loop.state.cursor(.source).row == 1)
        #expect(loop.state.isQuitting)
        #expect(backend.log.last == .stop, "the terminal is restored last, nothing drawn after quitting")
        #expect(backend.log.filter { $0 == .stop }.count == 1)
    }

    @Test func aResizeLaysOutAgainAndKeepsTheCursor() throws {
        let fixture = try LoopFixture(LoopFixture.paragraphs(60))
        var before: PaneCursor?
        var loop: PreviewLoop!
        let backend = MemoryBackend(width: 120, height: 30, script: MemoryBackend.typing("jjjjjjjjjjjj") + [
            .run { before = loop.state.cursor(.source) }, .resize(width: 70, height: 16), .key(.character("q")),
        ])
        loop = try fixture.loop(backend)
        loop.run()
        let frame = try #require(backend.lastFrame)
        #expect(frame.width == 70 && frame.height == 16)
        #expect(loop.state.screenWidth == 70 && loop.state.screenHeight == 16)
        #expect(loop.state.cursor(.source).row == before?.row && before?.row == 12)
        let visible = ScreenLayout.visibleRows(.source, in: loop.state)
        let cursor = loop.state.cursor(.source)
        #expect(cursor.top <= cursor.row && cursor.row < cursor.top + visible, "the cursor stays on screen")
        #expect(backend.screen.contains { $0.contains("Paragraph 13") })
        let resized = try #require(backend.log.firstIndex(of: .invalidate))
        #expect(backend.log[resized...].contains(.draw), "the new size is drawn whole")
    }

    @Test func aFileSavedWhileRunningIsShownInPlace() throws {
        let fixture = try LoopFixture(LoopFixture.paragraphs(80))
        var before: PaneCursor?
        var loop: PreviewLoop!
        let backend = MemoryBackend(width: 160, height: 24, script: [.key(.tab)] + MemoryBackend.typing(String(repeating: "j", count: 40)) + [
            .run { before = loop.state.cursor(.render) },
            .run { try? fixture.write(LoopFixture.paragraphs(80, changing: 21)) },
            .waitFor("Paragraph 21 edited"), .key(.character("q")),
        ])
        loop = try fixture.loop(backend)
        loop.run()
        #expect(backend.screen.contains { $0.contains("Paragraph 21 edited") }, "\(backend.screen.joined(separator: "\n"))")
        #expect(loop.state.focus == .render)
        #expect(loop.state.cursor(.render).row == before?.row && loop.state.cursor(.render).top == before?.top, "the place is kept")
        #expect(loop.state.rendered.text[loop.state.cursor(.render).row].contains("Paragraph 21 edited"))
    }

    @Test func anEditedThemeIsShownAgain() throws {
        let fixture = try LoopFixture("<p>Sale</p>")
        try fixture.write("name = \"brand\"\ninherits = \"default\"\n", to: "brand.toml")
        var loop: PreviewLoop!
        let backend = MemoryBackend(width: 100, height: 24, script: [
            .run { try? fixture.write("name = \"brand\"\ninherits = \"default\"\n[ui]\nstatus = { fg = \"#ff0000\", bg = \"#000000\" }\n",
                                      to: "brand.toml") },
            .waitFor("theme brand"), .key(.character("q")),
        ])
        loop = try fixture.loop(backend, theme: "brand")
        #expect(loop.state.theme.uiStyle("status").foreground?.rgb != RGBAColor(red: 255, green: 0, blue: 0))
        loop.run()
        #expect(backend.screen.contains { $0.contains("theme brand") })
        #expect(loop.state.theme.uiStyle("status").foreground?.rgb == RGBAColor(red: 255, green: 0, blue: 0))
        let status = try #require(backend.lastFrame)
        #expect(status[status.height - 1, 0].style.foreground?.rgb == RGBAColor(red: 255, green: 0, blue: 0), "drawn in the new colours")
    }

    @Test func theMouseFocusesAndScrollsThePaneUnderIt() throws {
        let fixture = try LoopFixture(LoopFixture.paragraphs(60))
        let backend = MemoryBackend(width: 160, height: 30, script: [])
        let loop = try fixture.loop(backend)
        let render = try #require(ScreenLayout.areas(for: loop.state)[.render])
        backend.play([.key(.click(row: render.row + 3, column: render.column + 2)),
                      .key(.scrollDown(row: render.row + 3, column: render.column + 2)), .key(.character("q"))])
        loop.run()
        #expect(loop.state.focus == .render, "the click focused the render")
        #expect(loop.state.cursor(.render).top == 3, "the wheel scrolled it three rows")
        #expect(backend.screen.contains { $0.contains("Paragraph") })
        #expect(!backend.ranOut)
    }

    @Test func aProfileWrittenWhileRunningRestylesTheCopy() throws {
        let fixture = try LoopFixture("<p>Deal <promo>now</promo> only</p>")
        var before: [String] = []
        var loop: PreviewLoop!
        let backend = MemoryBackend(width: 120, height: 20, script: [
            .run { before = loop.state.rendered.text },
            .run { try? fixture.write("[tags.promo]\ndisplay = \"block\"\n", to: "markscope.toml") },
            .waitFor("profile reloaded"), .key(.character("q")),
        ])
        loop = try fixture.loop(backend, profileCandidate: fixture.directory + "/markscope.toml")
        loop.run()
        #expect(before.first == "Deal now only")
        #expect(loop.state.rendered.text.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) } == ["Deal", "now", "only"],
                "\(loop.state.rendered.text)")
        #expect(backend.screen.contains { $0.contains("profile reloaded") })
    }

    @Test func themePressesReadTogetherLoadOnlyTheLast() throws {
        let fixture = try LoopFixture("<p>Sale</p>")
        let backend = MemoryBackend(width: 100, height: 24, script: MemoryBackend.typing("TTTq"))
        let loop = try fixture.loop(backend)
        loop.run()
        let names = loop.state.themeNames
        #expect(loop.state.themeName == names[(names.firstIndex(of: "default")! + 3) % names.count], "\(names)")
    }

    @Test func copyingSendsTheSelectionAsOSC52() throws {
        let fixture = try LoopFixture("<p>Flash sale today</p>")
        let backend = MemoryBackend(width: 100, height: 24, script: MemoryBackend.typing("y") + [.waitFor("copied"), .key(.character("q"))])
        let loop = try fixture.loop(backend)
        loop.run()
        #expect(backend.log.contains(.send(OSC52.sequence(for: "Flash sale today"))))
        #expect(backend.screen.contains { $0.contains("copied 16 bytes") })
        #expect(loop.state.pendingClipboard == nil)
    }

    /// A big document's first screens are drawn, then the rest is laid out on the next turn.
    @Test func aBigDocumentIsDrawnScreenFirstThenWhole() throws {
        let fixture = try LoopFixture(String(repeating: "<p>Flash sale on every line of this copy</p>\n", count: 7_000))
        var pendingAtStart = false
        var linesAfterOneTurn = 0
        var loop: PreviewLoop!
        let backend = MemoryBackend(width: 120, height: 30, script: [
            .run { linesAfterOneTurn = loop.state.rendered.lines.count }, .key(.character("q")),
        ])
        loop = try fixture.loop(backend)
        pendingAtStart = loop.state.pendingLayout != nil
        let firstLines = loop.state.rendered.lines.count
        loop.run()
        #expect(pendingAtStart && firstLines < 200, "\(firstLines) lines at first")
        #expect(linesAfterOneTurn == 2 * 7_000 - 1, "every paragraph and the blank lines between")
        #expect(loop.state.pendingLayout == nil)
        #expect(Array(backend.log.prefix(2)) == [.draw, .draw], "the first screens, then the whole")
    }

    /// A state whose layout is unfinished is a plain value: a copy finishes apart from the
    /// original, to the same lines, and a layout the state no longer waits for is dropped.
    @Test func aStateWithAPendingLayoutIsAPlainValue() throws {
        let body = (1...400).map { "<p>paragraph \($0)</p>" }.joined(separator: "\n")
        var state = try PreviewFixture.state("<p>start</p>", width: 100, height: 20)
        state.screenFirstByteLimit = 1_000
        let rest = try #require(PreviewUpdate.documentLoaded(.success(Array(body.utf8)), now: 1, clock: { 0 }, in: &state))
        #expect(state.pendingLayout != nil)
        var copy = state
        let partial = state.rendered.lines.count
        PreviewUpdate.finishLayout(rest, in: &copy)
        #expect(state.rendered.lines.count == partial, "finishing the copy leaves the original's lines as they were")
        #expect(state.pendingLayout != nil && copy.pendingLayout == nil)
        PreviewUpdate.finishLayout(rest, in: &state)
        #expect(state.rendered.text == copy.rendered.text)
        #expect(state.rowCount(.render) == copy.rowCount(.render) && copy.rowCount(.render) > partial)

        // A width change while the rest is waiting lays out again; the old rest changes nothing.
        var resized = try PreviewFixture.state("<p>start</p>", width: 100, height: 20)
        resized.screenFirstByteLimit = 1_000
        let stale = try #require(PreviewUpdate.documentLoaded(.success(Array(body.utf8)), now: 1, clock: { 0 }, in: &resized))
        _ = PreviewFixture.press([.character("w")], in: &resized)
        let afterKey = resized.rendered.text
        PreviewUpdate.finishLayout(stale, in: &resized)
        #expect(resized.rendered.text == afterKey, "the stale rest is not shown over the new width's lines")
        #expect(resized.pendingLayout == nil)
    }

    @Test func aScriptThatRunsOutQuits() throws {
        let fixture = try LoopFixture("<p>Sale</p>")
        let backend = MemoryBackend(width: 100, height: 24, script: [])
        try fixture.loop(backend).run()
        #expect(backend.ranOut)
        #expect(backend.log.last == .stop)
    }
}
