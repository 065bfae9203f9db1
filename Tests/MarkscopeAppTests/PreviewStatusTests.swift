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
}
