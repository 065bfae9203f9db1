import Foundation
import Testing

/// `markscope export FILE --to html|markdown` as a user runs it.
@Suite struct ExportCommandTests {
    private func run(_ arguments: [String], input: String? = nil) throws -> CommandLineTests.Result {
        try CommandLineTests.run(arguments, input: input)
    }

    @Test func exportWritesBalancedHTML() throws {
        let result = try run(["export", "-", "--to", "html", "--no-profile"], input: "<b><i>x</b>y</i><br>A &amp; B<!-- gone -->")
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        #expect(result.output == "<b><i>x</i></b><i>y</i><br>A &amp; B\n")
    }

    @Test func exportReadsMarkdownAndInlinesStyles() throws {
        let result = try run(["export", "-", "--to", "html", "--input", "markdown", "--inline-styles", "--no-profile"],
                             input: "**bold**\n")
        #expect(result.status == 0)
        #expect(result.output.contains(#"<strong style="font-size: 16px; font-weight: 700">bold</strong>"#), "\(result.output)")
    }

    @Test func exportOfASampleReadsBackToTheSameText() throws {
        let sample = "SampleDocs/promo-email.html"
        let exported = try run(["export", sample, "--to", "html", "--no-profile"])
        #expect(exported.status == 0)
        let fromExport = try run(["strip", "-", "--no-profile"], input: exported.output)
        #expect(fromExport.output == (try run(["strip", sample, "--no-profile"])).output)
    }

    @Test func exportWritesMarkdownFromHTMLAndMarkdown() throws {
        let fromHTML = try run(["export", "-", "--to", "markdown", "--no-profile"],
                               input: "<h1>Hi</h1><p><b>bold</b> <span style=\"color: red\">red</span> 1*2</p>")
        #expect(fromHTML.status == 0)
        #expect(fromHTML.error.isEmpty)
        #expect(fromHTML.output == "# Hi\n\n**bold** <span style=\"color: #ff0000\">red</span> 1\\*2\n")
        let fromMarkdown = try run(["export", "-", "--to", "markdown", "--input", "markdown", "--no-profile"],
                                   input: "Save ^[50%](class: 'sale')\n* one\n* two\n")
        #expect(fromMarkdown.output == "Save ^[50%](class: 'sale')\n\n- one\n- two\n")
    }

    @Test func markdownExportOfTheMarkdownSampleReadsBackToTheSameRender() throws {
        let sample = "SampleDocs/markdown-launch/launch-notes.md"
        let exported = try run(["export", sample, "--to", "markdown"])
        #expect(exported.status == 0)
        let profile = "SampleDocs/markdown-launch/markscope.toml"
        let fromExport = try run(["render", "-", "--input", "markdown", "--profile", profile, "--width", "60", "--colors", "truecolor"],
                                 input: exported.output)
        let fromSource = try run(["render", sample, "--width", "60", "--colors", "truecolor"])
        #expect(fromExport.output == fromSource.output)
    }

    @Test func inlineStylesAreForHTMLOnly() throws {
        let result = try run(["export", "-", "--to", "markdown", "--inline-styles", "--no-profile"], input: "x")
        #expect(result.status == 64)
        #expect(result.error.contains("--inline-styles"))
    }

    @Test func controlCharactersComeOutVisible() throws {
        let result = try run(["export", "-", "--to", "html", "--no-profile"], input: "<p>a\u{1B}[31mb</p>")
        #expect(result.output == "<p>a␛[31mb</p>\n")
    }

    @Test func helpListsExportAndItsOptions() throws {
        #expect(try run(["--help"]).output.contains("  export "))
        let help = try run(["export", "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains(
            "USAGE: markscope export <file> --to <to> [--inline-styles] [--input <input>] [--policy <policy>] [--profile <path>] [--no-profile]"))
    }

    @Test func exportNeedsAFormatAndAKnownOne() throws {
        #expect(try run(["export", "-", "--no-profile"], input: "x").status == 64)
        let unknown = try run(["export", "-", "--to", "rtf", "--no-profile"], input: "x")
        #expect(unknown.status == 64)
        #expect(unknown.error.contains("html") && unknown.error.contains("markdown"))
    }

    @Test func aMissingFileExitsWithStatusTwo() throws {
        let result = try run(["export", "no-such-file.html", "--to", "html", "--no-profile"])
        #expect(result.status == 2)
        #expect(result.error.contains("no-such-file.html"))
    }
}
