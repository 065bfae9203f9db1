import Testing
import MarkupCore
import MarkupTerminal
@testable import MarkscopeApp

/// The previewer with a profile: loaded, saved again, broken.
@Suite struct PreviewProfileTests {
    private static let profile = Profile(path: "copy/markscope.toml")
        .tag("b", style: "color: #e00000")
        .customTag("promo", display: .block)

    @Test func aLoadedProfileRestylesAndTheStatusLineNamesIt() throws {
        var state = try PreviewFixture.state("<p>x <b>bold</b> <promo>deal</p>")
        #expect(state.rendered.text == ["x bold <promo>deal"])
        PreviewUpdate.profileLoaded(.success(Self.profile), now: 1, in: &state)
        #expect(state.profile == Self.profile)
        #expect(state.rendered.text == ["x bold", "deal"], "<promo> is the app's block tag now")
        #expect(!state.changedLines.isEmpty)
        let bold = try #require(state.snapshot?.document.styled.runs.first { $0.text == "bold" })
        #expect(bold.style.foregroundColor == RGBAColor(rgb: 0xE00000))
        #expect(PreviewView.render(state).lines.last!.contains("│ profile markscope.toml  │ default │ 256 │ width fit"))
        #expect(state.message == "profile reloaded")
        _ = PreviewFixture.press([.character("3")], in: &state)
        #expect(state.detailRows.map(\.text).contains { $0.hasSuffix("block <promo> (app tag) (end implied)") })
    }

    @Test func aSavedDocumentKeepsTheProfile() throws {
        var state = try PreviewFixture.state("<b>x</b>")
        PreviewUpdate.profileLoaded(.success(Self.profile), now: 1, in: &state)
        PreviewUpdate.documentLoaded(.success(Array("<b>y</b>".utf8)), now: 2, clock: { 0 }, in: &state)
        let run = try #require(state.snapshot?.document.styled.runs.first)
        #expect(run.text == "y" && run.style.foregroundColor == RGBAColor(rgb: 0xE00000))
    }

    @Test func aBrokenProfileKeepsTheLastGoodOne() throws {
        var state = try PreviewFixture.state("<b>x</b>")
        PreviewUpdate.profileLoaded(.success(Self.profile), now: 1, in: &state)
        let error = ProfileLoadError(problems: [ProfileProblem(.error, "unknown section 'tag'",
                                                               at: ProfileLocation(path: "markscope.toml", line: 3, column: 1))])
        PreviewUpdate.profileLoaded(.failure(error), now: 2, in: &state)
        #expect(state.profile == Self.profile)
        #expect(state.profileError == "markscope.toml:3:1: error: unknown section 'tag' (keeping the last good profile)")
        #expect(PreviewView.render(state).lines.dropLast().last!.hasPrefix(" markscope.toml:3:1: error: unknown section 'tag'"))
        PreviewUpdate.profileLoaded(.success(Self.profile), now: 3, in: &state)
        #expect(state.profileError == nil, "mended")
    }

    @Test func enterOnAProfileStyleSaysWhereItIs() throws {
        var state = try PreviewFixture.state("<p>x <b>bold</b></p>")
        var profile = Profile(path: "markscope.toml")
        var bold = ProfileStyle(section: .tag("b"))
        bold.append(property: "color", value: "#e00000", location: ProfileLocation(path: "markscope.toml", line: 10, column: 1))
        profile.tags["b"] = bold
        PreviewUpdate.profileLoaded(.success(profile), now: 1, in: &state)
        _ = PreviewFixture.press([.character("4")], in: &state)
        let run = try #require(state.snapshot?.document.styled.runs.first { $0.text == "bold" })
        state.selectedNode = run.node
        state.refreshDetail()
        let row = try #require(state.detailRows.indices.first { state.detailRows[$0].text.contains("profile [tags.b]") })
        #expect(state.detailRows[row].text.contains("← profile [tags.b] markscope.toml:10:1 on <b> (1:6)"))
        var cursor = PaneCursor()
        cursor.row = row
        state.cursors[.detail] = cursor
        _ = PreviewFixture.press([.enter], in: &state)
        #expect(state.message == "[tags.b] is in the profile at markscope.toml:10:1")
        #expect(state.focus == .detail)
    }

    @Test func ignoredValuesShowUntilFixed() throws {
        var state = try PreviewFixture.state("<b>x</b>")
        let warnings = [
            ProfileProblem(.warning, "unknown property 'colr' is ignored (did you mean 'color'?)",
                           at: ProfileLocation(path: "markscope.toml", line: 2, column: 1)),
            ProfileProblem(.warning, "'#12' is not a valid value for 'color', ignored",
                           at: ProfileLocation(path: "markscope.toml", line: 3, column: 1)),
        ]
        PreviewUpdate.profileLoaded(.success(Self.profile), warnings: warnings, now: 1, in: &state)
        #expect(state.profile == Self.profile, "warnings do not stop a profile")
        #expect(PreviewView.render(state).lines.dropLast().last!.hasPrefix(
            " markscope.toml:2:1: warning: unknown property 'colr' is ignored (did you mean 'color'?) (+1 more)"))
        PreviewUpdate.profileLoaded(.success(Self.profile), now: 2, in: &state)
        #expect(state.profileWarning == nil)
        #expect(PreviewView.render(state).lines.last!.hasPrefix(" copy.html"))
    }

    @Test func thePolicyFromTheCommandLineOutranksTheProfile() throws {
        var state = try PreviewFixture.state(#"<b style="color: green">x</b>"#)
        state.policy = .codeStyleWins
        PreviewUpdate.profileLoaded(.success(Self.profile), now: 1, in: &state)
        func colour() throws -> RGBAColor? {
            try #require(state.snapshot?.document.styled.runs.first).style.foregroundColor
        }
        #expect(try colour() == RGBAColor(rgb: 0xE00000), "code-wins: the app's <b> beats the copy's style")
        PreviewUpdate.documentLoaded(.success(Array(#"<b style="color: green">y</b>"#.utf8)), now: 2, clock: { 0 }, in: &state)
        #expect(try colour() == RGBAColor(rgb: 0xE00000), "a save keeps the policy")
        _ = PreviewFixture.press([.character("w")], in: &state)
        #expect(try colour() == RGBAColor(rgb: 0xE00000), "so does the width key")
        state.policy = nil
        state.refresh()
        #expect(try colour() == RGBAColor(rgb: 0x008000), "the profile says nothing: inline wins")
    }

    @Test func theWidthKeyKeepsTheProfile() throws {
        var state = try PreviewFixture.state("<p>x <b>bold</b></p>")
        PreviewUpdate.profileLoaded(.success(Self.profile), now: 1, in: &state)
        _ = PreviewFixture.press([.character("w")], in: &state)
        #expect(state.snapshot?.document.styled.options.profile == Self.profile)
    }
}
