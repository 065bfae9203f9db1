import Foundation
import Testing

/// Runs the built `markscope` binary as a user would.
@Suite struct CommandLineTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    static func binary() -> URL {
        let candidates = [".build/debug/markscope", ".build/release/markscope"].map { packageRoot.appendingPathComponent($0) }
        let products = Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent().appendingPathComponent("markscope") }
        return (products + candidates).first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    static func run(_ arguments: [String], input: String? = nil, environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        process.executableURL = binary()
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.currentDirectoryURL = packageRoot
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                      error: String(decoding: errorData, as: UTF8.self))
    }

    @Test func missingFileSaysSoAndExitsWithTwo() throws {
        let result = try Self.run(["dump", "no/such/file.html", "--stage", "tokens"])
        #expect(result.status == 2)
        #expect(result.error == "markscope: cannot read 'no/such/file.html': No such file or directory\n")
        #expect(result.output.isEmpty)
    }

    @Test func directoryIsRefused() throws {
        let result = try Self.run(["strip", "SampleDocs"])
        #expect(result.status == 2)
        #expect(result.error == "markscope: cannot read 'SampleDocs': it is a directory\n")
    }

    @Test func readsStandardInput() throws {
        let result = try Self.run(["strip", "-"], input: "<b>Sale</b> <i>today</i> &amp; <Hot>")
        #expect(result.status == 0)
        #expect(result.output == "Sale today & <Hot>\n")
    }

    @Test func dumpJSONFollowsTheContract() throws {
        let result = try Self.run(["dump", "-", "--stage", "normalized", "--format", "json"], input: "<b>x<i>y</b>z")
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let tokens = try #require(json?["tokens"] as? [[String: Any]])
        #expect(tokens.count == 9)
        let first = tokens[0]
        #expect(first["kind"] as? String == "start")
        #expect(first["name"] as? String == "b")
        #expect((first["range"] as? [String: Int]) == ["start": 0, "end": 3])
        #expect(first["synthesized"] as? Bool == false)
        #expect(tokens.contains { $0["synthesized"] as? Bool == true })
        #expect((json?["repairs"] as? [Any])?.isEmpty == false)
    }

    @Test func astJSONNestsChildren() throws {
        let result = try Self.run(["dump", "-", "--stage", "ast", "--format", "json"], input: "<p>a<b class=x>b</b></p>")
        let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let root = try #require(json?["root"] as? [String: Any])
        let paragraph = try #require((root["children"] as? [[String: Any]])?.first)
        #expect(paragraph["kind"] as? String == "paragraph")
        let bold = try #require((paragraph["children"] as? [[String: Any]])?.last)
        #expect(bold["tag"] as? String == "b")
        #expect((bold["attributes"] as? [String: String]) == ["class": "x"])
        #expect((bold["range"] as? [String: Int]) == ["start": 4, "end": 20])
    }

    @Test func checkReportsWarningsAndStrictFails() throws {
        let lenient = try Self.run(["check", "SampleDocs/broken-nesting.html"])
        #expect(lenient.status == 0)
        #expect(lenient.output.hasPrefix("SampleDocs/broken-nesting.html:1:"))
        #expect(lenient.output.contains(": warning: "))
        let strict = try Self.run(["check", "--strict", "SampleDocs/broken-nesting.html"])
        #expect(strict.status == 1)
        let clean = try Self.run(["check", "--strict", "SampleDocs/app-banner.html"])
        #expect(clean.status == 0)
        #expect(clean.output.isEmpty)
    }

    @Test func mediaRulesFollowTheWidth() throws {
        let html = "<style>.col { color: #0a0 }\n@media (max-width: 600px) {\n  .col { color: #e00 }\n}</style>"
            + "<p class=col>Sale</p>"
        let narrow = try Self.run(["dump", "-", "--stage", "styles", "--width", "40"], input: html)
        #expect(narrow.output.contains(
            "color: #ee0000  ← style sheet rule '.col' in @media (max-width: 600px) (2:1) on <p> (4:10) @3:10-3:21"))
        let wide = try Self.run(["dump", "-", "--stage", "styles"], input: html)
        #expect(wide.output.contains("color: #00aa00  ← style sheet rule '.col' on <p> (4:10) @1:15-1:26"))
        let json = try Self.run(["dump", "-", "--stage", "styles", "--format", "json", "--width", "40"], input: html)
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let run = try #require((object?["runs"] as? [[String: Any]])?.first)
        let color = try #require((run["provenance"] as? [String: Any])?["color"] as? [String: Any])
        let media = try #require(color["media"] as? [String: Any])
        #expect(media["condition"] as? String == "(max-width: 600px)")
        #expect((media["range"] as? [String: Int]) == ["start": 28, "end": 53])
        let rendered = try Self.run(["render", "-", "--width", "40", "--colors", "16"], input: html)
        #expect(rendered.output.contains("\u{1B}[91mSale"))
        let renderedWide = try Self.run(["render", "-", "--width", "80", "--colors", "16"], input: html)
        #expect(!renderedWide.output.contains("\u{1B}[91mSale"))
    }

    @Test func selectPrintsEachMatch() throws {
        let result = try Self.run(["select", "SampleDocs/promo-email.html", "td.price"])
        #expect(result.status == 0)
        #expect(result.output == "$72\n$51\n")
        let invalid = try Self.run(["select", "SampleDocs/promo-email.html", "a:hover"])
        #expect(invalid.status != 0)
        #expect(invalid.error.contains("pseudo-classes such as ':hover' are not supported"))
    }

    @Test func documentControlCharactersNeverReachTheTerminal() throws {
        let result = try Self.run(["strip", "-"], input: "Hi \u{1B}]0;pwned\u{7} &#27;[2J there")
        #expect(!result.output.contains("\u{1B}"))
        #expect(result.output.contains("\u{241B}]0;pwned\u{2407}"))
    }

    /// Standard output here is a pipe: plain text unless `--colors` asks, whatever `TERM` says.
    @Test func renderToAPipeIsPlainTextUnlessColoursAreAskedFor() throws {
        let html = "<b>Sale</b> <a href='https://x.example/sale'>now</a>"
        let colourful = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]
        let piped = try Self.run(["render", "-", "--width", "40"], input: html, environment: colourful)
        #expect(piped.status == 0)
        #expect(piped.output == "Sale now[1]\n\n[1] https://x.example/sale\n")
        let asked = try Self.run(["render", "-", "--width", "40", "--colors", "16"], input: html, environment: colourful)
        #expect(asked.output.contains("\u{1B}[1;37mSale"))
        let hyperlinks = try Self.run(["render", "-", "--hyperlinks", "--colors", "truecolor"], input: html,
                                      environment: ["NO_COLOR": "1"])
        #expect(hyperlinks.output.contains("\u{1B}]8;;https://x.example/sale\u{1B}\\"))
        // Plain text carries no hyperlink: the links are listed instead of lost.
        let plainHyperlinks = try Self.run(["render", "-", "--hyperlinks"], input: html, environment: colourful)
        #expect(plainHyperlinks.output == piped.output)
    }

    @Test func plainRendersKeepStruckTextAndImagesAsTheirAltText() throws {
        let html = #"<p>Was <del>$99</del> now <ins>$49</ins></p><p><a href="https://fb.com/acme"><img src="fb.png" alt="Facebook" width="30" height="30"></a><img src="https://t.example/open.gif" width="1" height="1"></p>"#
        let result = try Self.run(["render", "-", "--colors", "none", "--width", "40"], input: html)
        #expect(result.output == "Was [-$99-] now {+$49+}\n\nFacebook[1]\n\n[1] https://fb.com/acme\n")
        let colour = try Self.run(["render", "-", "--colors", "16", "--width", "40"], input: html)
        #expect(colour.output.contains("\u{1B}[9m$99"), "struck with the attribute, no marks")
        #expect(!colour.output.contains("[-"))
    }

    @Test func helpListsTheSubcommands() throws {
        let result = try Self.run(["--help"])
        #expect(result.status == 0)
        for command in ["dump", "strip", "select", "check", "profile"] {
            #expect(result.output.contains("  \(command) "))
        }
    }
}
