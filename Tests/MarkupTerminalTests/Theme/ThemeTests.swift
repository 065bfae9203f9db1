import Foundation
import Testing
import MarkupCore
@testable import MarkupTerminal

@Suite struct ThemeTests {
    @Test(arguments: ["default", "light", "monochrome", "high-contrast", "ansi16"])
    func builtinThemesLoad(_ name: String) throws {
        let theme = try TerminalGolden.theme(name)
        #expect(!theme.summary.isEmpty)
        #expect(theme.bullets.count == 3)
    }

    /// A built-in theme made for another background than its parent's sets every interface
    /// colour itself: none of the parent's colours (made for the parent's background) leaks in.
    @Test(arguments: ["light", "high-contrast"])
    func builtinThemesSetEveryInterfaceColourForTheirBackground(_ name: String) throws {
        let parent = try TerminalGolden.theme("default")
        let theme = try TerminalGolden.theme(name)
        #expect(theme.background != parent.background)
        for (role, style) in parent.ui.sorted(by: { $0.key < $1.key }) where style.foreground != nil || style.background != nil {
            let own = try #require(theme.ui[role], "\(name) has no \(role)")
            if let color = style.foreground { #expect(own.foreground != color, "\(name) \(role) fg is the dark theme's") }
            if let color = style.background { #expect(own.background != color, "\(name) \(role) bg is the dark theme's") }
        }
    }

    @Test func embeddedThemesMatchTheThemesFolder() throws {
        let folder = TerminalGolden.packageRoot.appendingPathComponent("Themes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".toml") }
        #expect(Set(files.map { String($0.dropLast(5)) }) == Set(BuiltinThemes.files.keys),
                "run python3 Scripts/embed_themes.py")
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(BuiltinThemes.files[String(file.dropLast(5))] == text, "\(file) changed: run python3 Scripts/embed_themes.py")
        }
    }

    @Test func inheritanceOverlaysTheParent() throws {
        let light = try TerminalGolden.theme("light")
        let dark = try TerminalGolden.theme("default")
        #expect(light.background == RGBAColor(rgb: 0xEFF1F5))
        #expect(light.minimumContrast == dark.minimumContrast)
        #expect(light.ui["source.tag"] != nil, "inherited from default")
        #expect(light.styles[.heading]?.foreground?.rgb == RGBAColor(rgb: 0x1E66F5))
    }

    private func errors(_ text: String) -> [String] {
        do {
            _ = try ThemeLoader(searchPaths: []).parse(text: text, path: "brand.toml")
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test func reportsEveryProblemWithItsPosition() {
        let text = """
        name = "brand"
        colour = "red"
        [styles]
        link = { fg = "#12345", bold = "yes" }
        heading = { fg = "blue", blink = true }
        [rules]
        bold-weight = 2000
        """
        #expect(errors(text) == [
            "brand.toml:2:1: error: unknown key 'colour' (expected one of: description, glyphs, inherits, name, palette, rules, styles, terminal, ui)",
            "brand.toml:4:15: error: bad colour '#12345' (expected #rrggbb, a CSS colour, an ANSI name such as bright-red, or a palette name)",
            "brand.toml:4:32: error: 'bold' must be true or false",
            "brand.toml:5:26: error: unknown modifier 'blink' (expected fg, bg, bold, dim, italic, underline, strikethrough, reverse)",
            "brand.toml:7:15: error: 'bold-weight' must be a weight from 1 to 1000",
        ])
    }

    @Test func bulletsAreThreeNarrowStrings() throws {
        let theme = try ThemeLoader(searchPaths: []).parse(text: "[glyphs]\nbullets = [\"•\", \"◦\", \"▪\"]",
                                                           path: "brand.toml")
        #expect(theme.bullets == ["•", "◦", "▪"])
        let message = "'bullets' must be three strings one or two columns wide (disc, circle, square)"
        for bad in ["[\"•\", \"◦\"]", "[\"•\", 2, \"▪\"]", "[\"•\", \"◦\", \"abc\"]", "\"•\""] {
            #expect(errors("[glyphs]\nbullets = \(bad)") == ["brand.toml:2:11: error: \(message)"], "\(bad)")
        }
    }

    @Test func decorationMarksAreTwoShortStrings() throws {
        let theme = try ThemeLoader(searchPaths: []).parse(text: "[glyphs]\nstrikethrough = [\"~~\", \"~~\"]\nunderline = [\"\", \"\"]",
                                                           path: "brand.toml")
        #expect(theme.strikethroughMarks == TextMarks(open: "~~", close: "~~"))
        #expect(theme.underlineMarks == TextMarks(open: "", close: ""))
        #expect(theme.insertionMarks == TextMarks(open: "{+", close: "+}"), "the default")
        let message = "'insertion' must be two strings (before and after) at most four columns wide each"
        for bad in ["[\"{+\"]", "[\"{+\", 2]", "[\"{+\", \"+++++\"]", "\"{+\"", "[\"\\u001b\", \"\"]"] {
            #expect(errors("[glyphs]\ninsertion = \(bad)") == ["brand.toml:2:13: error: \(message)"], "\(bad)")
        }
    }

    @Test func aThemeIsNamedForItsFileAsAURLWouldNameIt() {
        for path in ["a/b.toml", "b.toml", "built-in default.toml", "a/b", "a/b/", ".toml", "a.b.toml", "b.",
                     "a/.hidden", "a/b..toml", "/", "x/.b.toml", "dir.d/file", "a//b.toml", "a/b.toml/", "é/ü.toml"] {
            let named = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            #expect(ThemeParser.stem(ofPath: path) == named, "\(path)")
        }
    }

    @Test func syntaxErrorsComeFromTheTOMLParser() {
        let found = errors("name = \"x\"\n[styles\n")
        #expect(found.count == 1)
        #expect(found[0].hasPrefix("brand.toml:2:8: error: "))
    }

    /// Found by Fuzz/run.sh theme: toml++ (inside TOMLKit) aborts the process on these headers.
    @Test func tableNamesTheTOMLParserWouldAbortOn() {
        #expect(errors("a = 1\n[!]\n") == [
            "brand.toml:2:2: error: a table name must start with a letter, digit, '_', '-' or a quote, not '!'",
        ])
        #expect(errors("[styles]\n  [[ \u{0}x]]") == [
            "brand.toml:2:6: error: a table name must start with a letter, digit, '_', '-' or a quote, not the control character U+0000",
        ])
        #expect(errors("[é]\n") == [
            "brand.toml:1:2: error: a table name must start with a letter, digit, '_', '-' or a quote, not 'é' (U+00E9)",
        ])
        #expect(errors("description = \"\"\"\n[!] is fine in a string\n\"\"\"\n# [! in a comment\nname = \"[!\"") == [])
        #expect(errors("name = \"x\"\n[\"quoted\"]\n").allSatisfy { !$0.contains("table name") })
    }

    @Test func unusableThemeFilesSayWhy() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markscope-unusable-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let latin1 = directory.appendingPathComponent("latin1.toml")
        try Data(Array("name = \"x\"\ndescription = \"caf".utf8) + [0xE9] + Array("\"\n".utf8)).write(to: latin1)
        func loadError(_ path: String) -> String {
            do { _ = try ThemeLoader(searchPaths: []).load(path); return "loaded" } catch { return error.description }
        }
        #expect(loadError(latin1.path) == "\(latin1.path):2:19: error: not valid UTF-8: invalid UTF-8 replaced by U+FFFD")
        let folder = directory.appendingPathComponent("folder.toml")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(loadError(folder.path) == "cannot read '\(folder.path)': it is a directory")
        #expect(loadError(directory.path + "/absent.toml") == "cannot read '\(directory.path)/absent.toml': No such file or directory")
        #expect(loadError("absent") == "no theme 'absent' (the themes are ansi16, default, high-contrast, light, monochrome)")
    }

    @Test func missingParentAndCycles() throws {
        #expect(errors("inherits = \"nowhere\"") == [
            "brand.toml:1:12: error: no theme 'nowhere' to inherit from (looked in  and the built-in themes)",
        ])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markscope-themes-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "inherits = \"b.toml\"\n".write(to: directory.appendingPathComponent("a.toml"), atomically: true, encoding: .utf8)
        try "inherits = \"a.toml\"\n".write(to: directory.appendingPathComponent("b.toml"), atomically: true, encoding: .utf8)
        #expect(throws: ThemeLoadError.self) { try ThemeLoader(searchPaths: []).load(directory.appendingPathComponent("a.toml").path) }
        do {
            _ = try ThemeLoader(searchPaths: []).load(directory.appendingPathComponent("a.toml").path)
        } catch {
            #expect(error.description.hasSuffix("error: inheritance cycle: a.toml → b.toml → a.toml"))
        }
    }

    @Test func aThemeMayRefineTheBuiltinOfItsOwnName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markscope-own-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "inherits = \"default\"\n[styles]\nlink = { fg = \"#ff00ff\" }\n"
            .write(to: directory.appendingPathComponent("default.toml"), atomically: true, encoding: .utf8)
        let theme = try ThemeLoader(searchPaths: [directory.path]).load("default")
        #expect(theme.styles[.link]?.foreground?.rgb == RGBAColor(rgb: 0xFF00FF))
        #expect(theme.styles[.heading] != nil)
    }

    @Test func coloursInEveryForm() throws {
        let theme = try ThemeLoader(searchPaths: []).parse(text: """
        [palette]
        brand = { color = "#e4002b", ansi256 = 160, ansi16 = "red" }
        [styles]
        link = { fg = "brand", bg = "rgb(0 0 0)" }
        code = { fg = "bright-cyan" }
        mark = { fg = "rebeccapurple" }
        """, path: "t.toml")
        #expect(theme.styles[.link]?.foreground?.resolved(at: .color256) == .indexed(160))
        #expect(theme.styles[.link]?.background?.rgb == RGBAColor(rgb: 0))
        #expect(theme.styles[.code]?.foreground == .ansi(14))
        #expect(theme.styles[.mark]?.foreground?.rgb == RGBAColor(rgb: 0x663399))
    }
}
