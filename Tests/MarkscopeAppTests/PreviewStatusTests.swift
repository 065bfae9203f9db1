import Testing
import MarkupCore
import MarkupTerminal
@testable import MarkscopeApp

/// The status line: counts that agree with the panes, a line that never overflows, messages that expire.
@Suite struct PreviewStatusTests {
    /// Warning repairs (closed early), repairs that are only notes (reopened formatting) and a
    /// CSS warning: each is counted once, under the word its pane uses.
    let html = "<p><b>Bold<p>Next</b> after</p>\n<p style=\"color: nonsense\">Big <i>deal</p>"

    static func statusLine(_ state: PreviewState) -> String {
        PreviewView.render(state).lines[state.screenHeight - 1]
    }

    @Test func statusCountsAgreeWithThePanes() throws {
        var state = try PreviewFixture.state(html, width: 160, height: 20)
        _ = PreviewFixture.press([.character("2")], in: &state)
        let repairs = state.detailRows.filter { $0.text.contains("↳") }.count
        _ = PreviewFixture.press([.character("5")], in: &state)
        let kinds = state.detailRows.map { $0.text.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.map(String.init) ?? "" }
        #expect(repairs > 0)
        #expect(kinds.filter { $0 == "repair" }.count == repairs, "pane 5 names the repairs pane 2 lists")
        let status = Self.statusLine(state)
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        #expect(status.contains(plural(repairs, "repair")), "\(status)")
        for word in ["warning", "error", "note"] {
            let count = kinds.filter { $0 == word }.count
            if count > 0 {
                #expect(status.contains(plural(count, word)), "\(word): \(status)")
            } else {
                #expect(!status.contains(" \(word)"), "\(word): \(status)")
            }
        }
        #expect(kinds.contains("warning"), "the CSS warning is its own kind")
    }

    /// At 100 and 60 columns, with the too-big notice and a message, the status line keeps
    /// `? help` and the focused pane's name, and the notice has a line of its own above it.
    @Test func statusLineKeepsHelpAndFocusedPaneAndPutsProblemsAbove() throws {
        for width in [60, 100, 160] {
            var state = try PreviewFixture.state(html, width: width, height: 20, path: "a-rather-long-campaign-file-name.html")
            state.documentNotice = "showing the first 4 MB of 9.5 MB: too big to preview live (markscope render shows it all)"
            state.message = "colour depth 256"
            let lines = PreviewView.render(state).lines
            let status = lines[19]
            #expect(status.hasSuffix("? help"), "\(width): \(status)")
            #expect(status.contains("Source"), "\(width): the focused pane is named: \(status)")
            #expect(!status.contains("too big"), "\(width): the notice is not on the status line")
            #expect(lines[18].hasPrefix(" showing the first 4 MB of 9.5 MB"), "\(width): \(lines[18])")
            #expect(!lines[17].contains("showing"), "the panes end above the notice")
            _ = PreviewFixture.press([.character("5")], in: &state)
            #expect(Self.statusLine(state).contains("Diagnostics"), "\(width): \(Self.statusLine(state))")
            #expect(Self.statusLine(state).hasSuffix("? help"))
        }
    }

    /// A message shows for a few seconds of the update's time, then clears; a new one starts afresh.
    @Test func messagesExpire() throws {
        var state = try PreviewFixture.state(html, width: 160, height: 20)
        _ = PreviewFixture.press([.character("/")], in: &state)
        PreviewFixture.type("zzqq", in: &state)
        _ = PreviewFixture.press([.enter], in: &state)
        #expect(state.message == "not found: zzqq")
        PreviewUpdate.tick(now: 100, in: &state)
        #expect(Self.statusLine(state).contains("not found: zzqq"))
        PreviewUpdate.tick(now: 102, in: &state)
        #expect(state.message == "not found: zzqq", "still shown two seconds later")
        PreviewUpdate.tick(now: 105, in: &state)
        #expect(state.message == nil, "gone after a few seconds")
        #expect(!Self.statusLine(state).contains("zzqq"))
        _ = PreviewFixture.press([.character("n")], in: &state)
        #expect(state.message == "not found: zzqq")
        PreviewUpdate.tick(now: 106, in: &state)
        #expect(state.message == "not found: zzqq", "a new message starts its own time")
        #expect(PreviewUpdate.nextDeadline(in: state) == 110, "the loop wakes up to clear it")
    }
}
