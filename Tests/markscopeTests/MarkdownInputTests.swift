import Foundation
import Testing

/// Markdown enters every command: by a `.md`/`.markdown` name, or `--input markdown` (also for
/// standard input); `--input html` reads any file as HTML.
@Suite struct MarkdownInputTests {
    private func run(_ arguments: [String], input: String? = nil) throws -> CommandLineTests.Result {
        try CommandLineTests.run(arguments, input: input)
    }

    /// A temporary file holding `text`, named `name`.
    private func file(_ name: String, _ text: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markscope-md-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func markdownFilesAreReadAsMarkdown() throws {
        for name in ["copy.md", "copy.markdown", "COPY.MD"] {
            let path = try file(name, "# Title\n\n**bold** and `code`\n")
            let result = try run(["strip", path, "--no-profile"])
            #expect(result.status == 0)
            #expect(result.output == "Title\n\nbold and code\n", "\(name)")
        }
    }

    @Test func standardInputIsHTMLUnlessToldOtherwise() throws {
        let html = try run(["strip", "-", "--no-profile"], input: "**x**")
        #expect(html.output == "**x**\n")
        let markdown = try run(["strip", "-", "--no-profile", "--input", "markdown"], input: "**x**")
        #expect(markdown.output == "x\n")
    }

    @Test func inputHTMLReadsAMarkdownNameAsHTML() throws {
        let path = try file("page.md", "<b>**x**</b>")
        #expect(try run(["strip", path, "--no-profile", "--input", "html"]).output == "**x**\n")
        #expect(try run(["strip", path, "--no-profile"]).output == "x\n")
    }

    @Test func tokensDumpNamesEachMarkdownConstruct() throws {
        let result = try run(["dump", "-", "--input", "markdown", "--stage", "tokens", "--no-profile"], input: "*a*")
        #expect(result.output.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).last } == [
            "md:paragraph", "md:emph", "md:text", "md:emph", "md:paragraph",
        ])
        let json = try run(["dump", "-", "--input", "markdown", "--stage", "tokens", "--format", "json", "--no-profile"],
                           input: "*a*")
        #expect(json.output.contains(#""markdown":"emph""#) || json.output.contains(#""markdown": "emph""#))
        let html = try run(["dump", "-", "--stage", "tokens", "--format", "json", "--no-profile"], input: "<i>a</i>")
        #expect(!html.output.contains("markdown"))
    }

    @Test func checkPointsIntoTheMarkdownFile() throws {
        let path = try file("copy.md", "Hello\n\n^[x](city: ams) and **b <i>c** d</i>\n")
        let result = try run(["check", path, "--no-profile"])
        #expect(result.status == 0)
        #expect(result.output.contains("\(path):3:12: warning: custom attribute 'city' needs a quoted string"))
        #expect(result.output.contains("\(path):3:"))
        #expect(try run(["check", path, "--no-profile", "--strict"]).status == 1)
    }

    @Test func selectFindsCustomAttributes() throws {
        let path = try file("copy.md", "Visit ^[Amsterdam](city: 'ams') or ^[Oslo](city: 'osl').\n")
        let result = try run(["select", path, "[data-city=ams]", "--no-profile"])
        #expect(result.output == "Amsterdam\n")
    }

    @Test func theSampleRendersWithItsProfile() throws {
        let result = try run(["render", "SampleDocs/markdown-launch/launch-notes.md", "--width", "60", "--colors", "none"])
        #expect(result.status == 0)
        #expect(result.output.contains("  • ☑ Translate the release notes"))
        #expect(result.output.contains("│ Feature "))
        // The profile underlines class sale, which plain text shows as _…_.
        #expect(result.output.contains("春の新機能を_今すぐ_お試しください。"))
    }

    @Test func helpNamesTheInputOption() throws {
        let result = try run(["render", "--help"])
        #expect(result.output.contains("--input <input>"))
    }
}
