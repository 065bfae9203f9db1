import Foundation
import Testing

/// `markscope export FILE --to html` as a user runs it.
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
        #expect(unknown.error.contains("html"))
    }

    @Test func aMissingFileExitsWithStatusTwo() throws {
        let result = try run(["export", "no-such-file.html", "--to", "html", "--no-profile"])
        #expect(result.status == 2)
        #expect(result.error.contains("no-such-file.html"))
    }
}
