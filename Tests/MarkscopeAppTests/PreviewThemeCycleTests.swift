import Testing
import MarkupCore
import MarkupTerminal
@testable import MarkscopeApp

/// `T` and the theme cycle.
@Suite struct PreviewThemeCycleTests {
    /// Three presses read in one batch (before any theme has loaded) ask for three themes on.
    @Test func fastPressesAreNotLost() throws {
        var state = try PreviewFixture.state("<p>Sale</p>")
        let effects = PreviewFixture.press([.character("T"), .character("T"), .character("T"), .character("T")], in: &state)
        #expect(effects == [.loadTheme("light"), .loadTheme("monochrome"), .loadTheme("default"), .loadTheme("light")])
        PreviewUpdate.themeLoaded(.success(try ThemeLoader(searchPaths: []).load("light")), name: "light", in: &state)
        #expect(PreviewFixture.press([.character("T")], in: &state) == [.loadTheme("monochrome")])
    }

    /// A theme that failed to load is passed over by the next press, not asked for again.
    @Test func aBrokenThemeIsPassedOver() throws {
        var state = try PreviewFixture.state("<p>Sale</p>")
        #expect(PreviewFixture.press([.character("T")], in: &state) == [.loadTheme("light")])
        PreviewUpdate.themeLoaded(.failure(ThemeLoadError(errors: [])), name: "light", in: &state)
        #expect(state.themeName == "default")
        #expect(PreviewFixture.press([.character("T")], in: &state) == [.loadTheme("monochrome")])
    }

    /// `--theme PATH` is in the cycle: `T` leaves it and comes back to it.
    @Test func aThemeGivenByPathStaysInTheCycle() throws {
        let theme = try ThemeLoader(searchPaths: []).load("default")
        var state = PreviewState(documentPath: "copy.html", theme: theme, themeName: "/tmp/brand/brand.toml",
                                 themeNames: ["default", "light"], depth: .color256, terminalDepth: .color256,
                                 width: 120, height: 30)
        var visited: [String] = []
        for _ in 0..<3 {
            let effects = PreviewFixture.press([.character("T")], in: &state)
            guard case .loadTheme(let name)? = effects.first else { Issue.record("no theme asked for"); return }
            visited.append(name)
            PreviewUpdate.themeLoaded(.success(theme), name: name, in: &state)
        }
        #expect(visited == ["default", "light", "/tmp/brand/brand.toml"])
        #expect(state.themeName == "/tmp/brand/brand.toml")
    }
}
