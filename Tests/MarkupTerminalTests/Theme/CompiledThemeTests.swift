import Foundation
import Testing
import GoldenSupport
@testable import MarkupTerminal

/// The default theme is compiled into the binary as a value (BuiltinThemes.compiledDefault);
/// these tests hold it equal to parsing Themes/default.toml.
@Suite struct CompiledThemeTests {
    private static let generated = TerminalGolden.packageRoot
        .appendingPathComponent("Sources/MarkupTerminal/Theme/CompiledDefaultTheme.swift")

    /// The default theme's TOML, parsed as any theme file is (not through the compiled value).
    private static func parsedDefault() throws -> Theme {
        var parser = ThemeParser(path: "Themes/default.toml", text: try #require(BuiltinThemes.files["default"]))
        #expect(parser.parentName() == nil, "a theme that inherits cannot be compiled alone")
        let theme = parser.parse(over: Theme.defaults)
        #expect(parser.errors.isEmpty)
        return theme
    }

    @Test func compiledDefaultEqualsTheParsedFile() throws {
        let parsed = try Self.parsedDefault()
        #expect(BuiltinThemes.compiledDefault == parsed)
        #expect(BuiltinThemes.compiledDefault.palette.count == 10)
        #expect(BuiltinThemes.compiledDefault.ui["status"]?.background != nil)
    }

    /// The generated file is what the emitter writes for the parsed theme; with
    /// MARKSCOPE_UPDATE_GOLDEN=1 it is rewritten (after Themes/default.toml changes).
    @Test func generatedSourceIsUpToDate() throws {
        let source = ThemeSwiftSource.file(try Self.parsedDefault(), propertyName: "compiledDefault", from: "Themes/default.toml")
        try GoldenFile.check(source, against: Self.generated, name: "CompiledDefaultTheme.swift")
    }

    /// Loading `default` by name, and themes that inherit from it, give what parsing gives;
    /// a default.toml on the search path that differs from the built-in one is parsed.
    @Test func loadingUsesTheCompiledValueOnlyForTheBuiltInText() throws {
        let loader = ThemeLoader(searchPaths: [])
        #expect(try loader.load("default") == Self.parsedDefault())
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compiled-theme-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let edited = BuiltinThemes.files["default"]!.replacingOccurrences(of: "minimum-contrast = 1.6", with: "minimum-contrast = 2.5")
        try edited.write(to: folder.appendingPathComponent("default.toml"), atomically: true, encoding: .utf8)
        let local = try ThemeLoader(searchPaths: [folder.path]).load("default")
        #expect(local.minimumContrast == 2.5)
        try BuiltinThemes.files["default"]!.write(to: folder.appendingPathComponent("default.toml"), atomically: true, encoding: .utf8)
        #expect(try ThemeLoader(searchPaths: [folder.path]).load("default") == Self.parsedDefault())
    }
}
