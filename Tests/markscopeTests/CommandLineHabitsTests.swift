import Foundation
import Testing

/// What a command-line user expects of any tool: a version, plain error messages.
@Suite struct CommandLineHabitsTests {
    private func run(_ arguments: [String], input: String? = nil) throws -> CommandLineTests.Result {
        try CommandLineTests.run(arguments, input: input)
    }

    @Test func versionIsPrinted() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        // One line, a semantic version (MAJOR.MINOR.PATCH), as `swift --version`-style tools print.
        #expect(result.output.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+\n/) != nil, "got \(result.output.debugDescription)")
        #expect(result.error.isEmpty)
    }

    /// `--width -5` is a width, not an option: every command that takes one says it must be positive.
    @Test(arguments: ["render", "dump", "preview"], ["-5", "0", "=-5"])
    func nonPositiveWidthIsRefusedInASentence(command: String, width: String) throws {
        let widthArguments = width.hasPrefix("=") ? ["--width" + width] : ["--width", width]
        let stage = command == "dump" ? ["--stage", "text"] : []
        let result = try run([command, "SampleDocs/pricing-table.html"] + stage + widthArguments)
        let shown = width.hasPrefix("=") ? String(width.dropFirst()) : width
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("Error: The width must be a positive number of columns, not \(shown).\n"),
                "got \(result.error)")
        #expect(result.output.isEmpty)
    }

    @Test func tooWideIsRefusedInASentence() throws {
        let result = try run(["render", "-", "--width", "10001"], input: "<p>x")
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("Error: The width must be at most 10000 columns, not 10001.\n"), "got \(result.error)")
    }

    /// A theme that is not there says so as a missing document does: one sentence, exit status 2.
    @Test(arguments: ["render", "preview", "themes"])
    func missingThemeNameListsTheThemes(command: String) throws {
        let result = try run(themeArguments(command, "nosuch"))
        #expect(result.status == 2)
        #expect(result.error == "markscope: no theme 'nosuch' (the themes are ansi16, default, high-contrast, light, monochrome)\n")
        #expect(result.output.isEmpty)
    }

    @Test(arguments: ["render", "preview", "themes"])
    func unreadableThemePathSaysWhy(command: String) throws {
        let missing = try run(themeArguments(command, "no/such/brand.toml"))
        #expect(missing.status == 2)
        #expect(missing.error == "markscope: cannot read 'no/such/brand.toml': No such file or directory\n")
        let folder = try run(themeArguments(command, "Themes/"))
        #expect(folder.status == 2)
        #expect(folder.error == "markscope: cannot read 'Themes/': it is a directory\n")
        #expect(missing.output.isEmpty && folder.output.isEmpty)
    }

    private func themeArguments(_ command: String, _ theme: String) -> [String] {
        command == "themes" ? ["themes", "--check", theme] : [command, "SampleDocs/pricing-table.html", "--theme", theme]
    }

    @Test func tagCutOffAtTheEndIsACheckWarningAndNotText() throws {
        let check = try run(["check", "-"], input: "<p>Sale is <span styl")
        #expect(check.status == 0)
        #expect(check.output.hasPrefix("<stdin>:1:12: warning: tag not closed before the end of the file\n"), "got \(check.output)")
        let strip = try run(["strip", "-"], input: "<p>Sale is <span styl")
        #expect(strip.output == "Sale is\n")
        let render = try run(["render", "-", "--colors", "none", "--width", "40"], input: "<p>Sale is <span styl")
        #expect(!render.output.contains("styl"))
        #expect(render.output.contains("Sale is"))
        let quote = try run(["check", "-"], input: "<p>a <a href=\"x>b</a> c")
        #expect(quote.output.hasPrefix("<stdin>:1:14: warning: attribute quote never closes"), "got \(quote.output)")
    }
}
